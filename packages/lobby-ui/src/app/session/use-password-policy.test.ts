import type { HomeSysInfo } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { passwordPolicyOf } from './use-password-policy';

const strongRule: HomeSysInfo = {
  loginPasswdStrengthDetectSwitch: true,
  strongPasswdRequireUppercase: true,
  strongPasswdRequireLowercase: true,
  strongPasswdRequireNum: true,
  strongPasswdRequireSpecial: false,
  strongPasswdLength: 8,
};

describe('passwordPolicyOf', () => {
  describe('when the site’s system info has its password settings', () => {
    it('hands the modal the site’s strong rule', () => {
      expect(passwordPolicyOf(strongRule).passwordRules).toMatchObject(strongRule);
    });
  });

  describe('when the system info is not there yet', () => {
    it('leaves the strict rule and keeps the weak-password warning', () => {
      expect(passwordPolicyOf(undefined)).toEqual({ passwordRules: undefined, remindWeakPassword: true });
    });
  });

  describe('when the site’s weak-login reminder switch is on, off or missing', () => {
    it.each([
      { switchIs: 'on', sysInfo: { strongPasswdWeakLoginRemind: true }, reminds: true },
      { switchIs: 'off', sysInfo: { strongPasswdWeakLoginRemind: false }, reminds: false },
      { switchIs: 'missing', sysInfo: {}, reminds: true },
    ] satisfies { switchIs: string; sysInfo: HomeSysInfo; reminds: boolean }[])(
      'warns after a weak log-in ($reminds) when it is $switchIs',
      ({ sysInfo, reminds }) => {
        expect(passwordPolicyOf({ ...strongRule, ...sysInfo }).remindWeakPassword).toBe(reminds);
      },
    );
  });
});
