import { describe, expect, it } from 'vitest';
import {
  getServiceCode,
  isSuccessCode,
  normalizeServiceCode,
  ServiceCode,
  serviceCodes,
} from './service-codes';

// Copied by hand from spec §8 "Service codes": code -> meaning. Rows with two codes are split.
const specTable: [string, string][] = [
  ['0', 'success'],
  ['1', 'success'],
  ['C2', 'UPAY success'],
  ['200', 'AB-pay success'],
  ['-1', 'token expired or server maintenance'],
  ['9110', 'restricted access'],
  ['1119', 'force geetest'],
  ['1101', 'phone code error'],
  ['1011', 'login error'],
  ['1012', 'two-step verification'],
  ['1044', 'email security config expired'],
  ['1248', 'phone security config expired'],
  ['1124', 'swiper-puzzle geetest'],
  ['1125', 'graphic-click geetest'],
  ['1126', 'nine-square geetest'],
  ['1127', 'SMS-code geetest'],
  ['1130', 'illegal geetest request'],
  ['1216', 'phone error'],
  ['1025', 'account frozen'],
  ['1128', 'config changed'],
  ['1247', 'config changed'],
  ['3002', 'SMS code game'],
  ['3003', 'bind withdraw'],
  ['3004', 'test register game'],
  ['3006', 'first recharge'],
  ['3007', 'download app'],
  ['3010', 'download app by game api'],
  ['4020', 'page overdue'],
  ['9527', 'centre wallet balance not enough'],
  ['210103', 'demo game line disabled'],
  ['41020', 'demo game disabled'],
  ['9111', 'site frozen'],
  ['-3', 'site maintenance'],
  ['-4', 'site frozen and maintained'],
  ['4042', 'password length'],
  ['4024', 'password format'],
  ['1323', 'username format'],
  ['4040', 'username equals password'],
  ['1013', 'username exists'],
  ['2005', 'register failed'],
  ['1332', 'email captcha expired'],
  ['1326', 'email captcha empty'],
  ['1333', 'phone captcha expired'],
  ['1325', 'phone captcha empty'],
  ['1334', 'user restricted'],
  ['999', 'version error'],
  ['1401', 'other client game login'],
  ['70202', 'no bind'],
];

// Our names and categories, written independently of the implementation.
const expectedNames: Record<string, [string, string]> = {
  '0': ['Success', 'success'],
  '1': ['SuccessAlt', 'success'],
  C2: ['UpaySuccess', 'success'],
  '200': ['AbPaySuccess', 'success'],
  '-1': ['TokenExpired', 'session'],
  '9110': ['RestrictedAccess', 'restriction'],
  '1119': ['ForceGeetest', 'captcha'],
  '1101': ['PhoneCodeError', 'validation'],
  '1011': ['LoginError', 'account'],
  '1012': ['TwoStepVerification', 'security'],
  '1044': ['EmailSecurityConfigExpired', 'security'],
  '1248': ['PhoneSecurityConfigExpired', 'security'],
  '1124': ['SwiperPuzzleGeetest', 'captcha'],
  '1125': ['GraphicClickGeetest', 'captcha'],
  '1126': ['NineSquareGeetest', 'captcha'],
  '1127': ['SmsCodeGeetest', 'captcha'],
  '1130': ['IllegalGeetestRequest', 'captcha'],
  '1216': ['PhoneError', 'validation'],
  '1025': ['AccountFrozen', 'account'],
  '1128': ['ConfigChanged', 'config'],
  '1247': ['ConfigChangedAlt', 'config'],
  '3002': ['SmsCodeGame', 'feature'],
  '3003': ['BindWithdraw', 'feature'],
  '3004': ['TestRegisterGame', 'feature'],
  '3006': ['FirstRecharge', 'feature'],
  '3007': ['DownloadApp', 'feature'],
  '3010': ['DownloadAppByGameApi', 'feature'],
  '4020': ['PageOverdue', 'session'],
  '9527': ['CentreWalletBalanceNotEnough', 'wallet'],
  '210103': ['DemoGameLineDisabled', 'game'],
  '41020': ['DemoGameDisabled', 'game'],
  '9111': ['SiteFrozen', 'maintenance'],
  '-3': ['SiteMaintenance', 'maintenance'],
  '-4': ['SiteFrozenAndMaintained', 'maintenance'],
  '4042': ['PasswordLength', 'validation'],
  '4024': ['PasswordFormat', 'validation'],
  '1323': ['UsernameFormat', 'validation'],
  '4040': ['UsernameEqualsPassword', 'validation'],
  '1013': ['UsernameExists', 'account'],
  '2005': ['RegisterFailed', 'account'],
  '1332': ['EmailCaptchaExpired', 'validation'],
  '1326': ['EmailCaptchaEmpty', 'validation'],
  '1333': ['PhoneCaptchaExpired', 'validation'],
  '1325': ['PhoneCaptchaEmpty', 'validation'],
  '1334': ['UserRestricted', 'restriction'],
  '999': ['VersionError', 'config'],
  '1401': ['OtherClientGameLogin', 'session'],
  '70202': ['NoBind', 'security'],
};

describe('serviceCodes', () => {
  describe('when compared with the spec table', () => {
    it('holds exactly the spec codes, in spec order, with the spec meanings', () => {
      expect(serviceCodes.map((info) => [info.code, info.meaning])).toEqual(specTable);
    });

    it('has the expected name and category for every code, both ways', () => {
      for (const info of serviceCodes) {
        expect([info.name, info.category], info.code).toEqual(expectedNames[info.code]);
      }
      expect(Object.keys(expectedNames).sort()).toEqual(serviceCodes.map((info) => info.code).sort());
    });

    it('has unique codes and names', () => {
      expect(new Set(serviceCodes.map((info) => info.code)).size).toBe(48);
      expect(new Set(serviceCodes.map((info) => info.name)).size).toBe(48);
    });
  });

  describe('when read through ServiceCode', () => {
    it('maps each name to its code', () => {
      expect(ServiceCode.TokenExpired).toBe('-1');
      expect(ServiceCode.UpaySuccess).toBe('C2');
      expect(ServiceCode.UserRestricted).toBe('1334');
      for (const info of serviceCodes) expect(ServiceCode[info.name]).toBe(info.code);
      expect(Object.keys(ServiceCode)).toHaveLength(serviceCodes.length);
    });
  });

  describe('when reading the reactions of spec §8', () => {
    it('keeps captcha codes, sms code game, bind withdraw and wallet shortage silent', () => {
      const silent = serviceCodes.filter((info) => info.silent).map((info) => info.code);
      expect(silent.sort()).toEqual(['1119', '1124', '1125', '1126', '1127', '3002', '3003', '9527'].sort());
    });

    it('assigns the lobby-wide reactions', () => {
      const reactions = Object.fromEntries(
        serviceCodes.filter((info) => info.reaction).map((info) => [info.code, info.reaction]),
      );
      expect(reactions).toEqual({
        '-1': 'tokenExpired',
        '1401': 'otherClientLogin',
        '999': 'versionCheck',
        '1334': 'restrict',
        '9111': 'maintenance',
        '-3': 'maintenance',
        '-4': 'maintenance',
        '1128': 'configChange',
        '1247': 'configChange',
        '1119': 'captcha',
        '1124': 'captcha',
        '1125': 'captcha',
        '1126': 'captcha',
        '1127': 'captcha',
      });
    });
  });
});

describe('getServiceCode', () => {
  describe('when given a number or a string', () => {
    it('finds the same entry', () => {
      expect(getServiceCode(-1)?.name).toBe('TokenExpired');
      expect(getServiceCode('-1')?.name).toBe('TokenExpired');
      expect(getServiceCode(0)?.name).toBe('Success');
      expect(getServiceCode('C2')?.name).toBe('UpaySuccess');
      expect(getServiceCode(210103)?.category).toBe('game');
    });
  });

  describe('when the code is unknown or malformed', () => {
    it('returns undefined', () => {
      for (const code of [12345, 'c2', '', ' 0', 1.5, Number.NaN, '0.0']) {
        expect(getServiceCode(code)).toBeUndefined();
      }
    });
  });
});

describe('isSuccessCode', () => {
  describe('when given a success code', () => {
    it('is true for 0, 1, C2 and 200 in either type', () => {
      for (const code of [0, 1, '0', '1', 'C2', 200, '200']) expect(isSuccessCode(code)).toBe(true);
    });
  });

  describe('when given any other value', () => {
    it('is false', () => {
      for (const code of [-1, '-1', 1334, 'c2', '', null, undefined, true, 2, {}]) {
        expect(isSuccessCode(code)).toBe(false);
      }
    });
  });
});

describe('normalizeServiceCode', () => {
  describe('when given wire values', () => {
    it('turns integers into strings and rejects the rest', () => {
      expect(normalizeServiceCode(-4)).toBe('-4');
      expect(normalizeServiceCode('A001')).toBe('A001');
      expect(normalizeServiceCode(Infinity)).toBeUndefined();
      expect(normalizeServiceCode(null)).toBeUndefined();
    });
  });
});
