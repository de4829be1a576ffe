// The check of a secret a caller could guess (withdraw password, SMS or e-mail code), with the
// account's lockout around it: refused while locked, even with the right value; a wrong value
// counts towards the lock; the right one ends the run of failures.
import { ServiceCode } from '@lobbykit/contract';
import type { LockoutPurpose } from '../hall/lockout';
import { fail, type HallReply } from '../protocol/reply';
import type { UserCallContext } from './types';

interface GuessRules {
  readonly purpose: LockoutPurpose;
  /**
   * The code of a wrong value. A lock answers the same code: the spec has no code for "too many
   * attempts", and 1334 (user restricted) would set off the lobby-wide restriction reaction.
   */
  readonly code: string;
  /** The message of a wrong value. */
  readonly wrong: string;
  /** What was guessed, for the lock message, e.g. 'withdraw passwords'. */
  readonly what: string;
}

const lockedReply = (rules: GuessRules, lockedMs: number): HallReply =>
  fail(rules.code, `too many wrong ${rules.what}: locked, try again in ${Math.ceil(lockedMs / 60_000)} min`, {
    lockedMs,
  });

/** Undefined when the value is right and the account is not locked; else the refusal. */
export function checkGuess(
  { hall, user }: Pick<UserCallContext, 'hall' | 'user'>,
  rules: GuessRules,
  isRight: () => boolean,
): HallReply | undefined {
  const { lockouts } = hall.risk;
  const locked = lockouts.lockedMs(user.siteCode, user.username, rules.purpose);
  if (locked > 0) return lockedReply(rules, locked);
  if (isRight()) {
    lockouts.recordSuccess(user.siteCode, user.username, rules.purpose);
    return undefined;
  }
  const outcome = lockouts.recordFailure(user.siteCode, user.username, rules.purpose);
  if (outcome.lockedMs > 0) return lockedReply(rules, outcome.lockedMs);
  return fail(rules.code, rules.wrong, { attemptsLeft: outcome.attemptsLeft });
}

/** The withdraw password, checked by a withdrawal and by a change of the password. */
export const withdrawPasswordGuess: GuessRules = {
  purpose: 'withdrawPassword',
  code: 'withdraw-password-wrong',
  wrong: 'wrong withdraw password',
  what: 'withdraw passwords',
};

/**
 * The login password a change names (a stolen session must not try passwords); wrong is the
 * login's own 1011.
 */
export const loginPasswordGuess: GuessRules = {
  purpose: 'loginPassword',
  code: ServiceCode.LoginError,
  wrong: 'the current password is wrong',
  what: 'passwords',
};

/** A code sent by SMS (a binding, the extra login verification). */
export const smsCodeGuess: GuessRules = {
  purpose: 'smsCode',
  code: ServiceCode.PhoneCaptchaExpired,
  wrong: 'the SMS code is wrong or expired',
  what: 'SMS codes',
};

/** A code sent by e-mail (a binding, the extra login verification). */
export const emailCodeGuess: GuessRules = {
  purpose: 'emailCode',
  code: ServiceCode.EmailCaptchaExpired,
  wrong: 'the e-mail code is wrong or expired',
  what: 'e-mail codes',
};
