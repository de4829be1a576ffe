// The site's password settings for the log-in / sign-up modal (its system info, spec §5), read
// from the system status the boot already asked for: the strong rule a sign-up's password is
// checked against as the player types, and whether a log-in with a weak password is told so.
import type { HomeSysInfo } from '@lobbykit/contract';
import { useSystemStatusQuery } from '@lobbykit/lobby-core/react';
import type { StrongPasswordConfig } from '@lobbykit/validation';
import { dataOnly } from '../chrome/query-selectors';

/** The modal's `passwordRules` and `remindWeakPassword`. */
export interface PasswordPolicy {
  /**
   * The detection switch and the strong rule's settings; undefined until the system info is
   * there, and then the strict rule applies (as it does when the site's switch is off).
   */
  readonly passwordRules: StrongPasswordConfig | undefined;
  /** The warning after a log-in with a weak password: on unless the site turns it off. */
  readonly remindWeakPassword: boolean;
}

export function passwordPolicyOf(sysInfo: HomeSysInfo | undefined): PasswordPolicy {
  return {
    passwordRules: sysInfo,
    // A site that says nothing keeps spec §5's warning.
    remindWeakPassword: sysInfo?.strongPasswdWeakLoginRemind !== false,
  };
}

export function usePasswordPolicy(): PasswordPolicy {
  return passwordPolicyOf(
    useSystemStatusQuery(undefined, { selectFromResult: dataOnly }).data?.homeGetSysInfo,
  );
}
