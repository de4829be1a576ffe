import { ServiceCode, serviceCodes } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { challengeKindOf } from './codes';

describe('challengeKindOf', () => {
  describe('when the code is a captcha code', () => {
    it('maps 1119 to the default captcha and 1124-1127 to their challenges', () => {
      expect(challengeKindOf('1119')).toBe('default');
      expect(challengeKindOf('1124')).toBe('slide');
      expect(challengeKindOf('1125')).toBe('click');
      expect(challengeKindOf('1126')).toBe('nine');
      expect(challengeKindOf('1127')).toBe('sms');
    });

    it('covers exactly the captcha reaction codes of the contract', () => {
      const captchaCodes = serviceCodes
        .filter((info) => info.reaction === 'captcha')
        .map((info) => info.code);
      expect(captchaCodes.sort()).toEqual(
        [
          ServiceCode.ForceGeetest,
          ServiceCode.SwiperPuzzleGeetest,
          ServiceCode.GraphicClickGeetest,
          ServiceCode.NineSquareGeetest,
          ServiceCode.SmsCodeGeetest,
        ].sort(),
      );
      for (const code of captchaCodes) expect(challengeKindOf(code)).toBeDefined();
    });

    it('accepts the numeric form the hall may send', () => {
      expect(challengeKindOf(1124)).toBe('slide');
    });
  });

  describe('when the code is anything else', () => {
    it('returns undefined, including for 1130 (illegal request) and inherited keys', () => {
      for (const code of ['1130', '0', '-1', '', 'toString', 1124.5, Number.NaN, null, undefined, {}]) {
        expect(challengeKindOf(code)).toBeUndefined();
      }
    });
  });
});
