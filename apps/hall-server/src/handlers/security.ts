// Security: withdraw password, phone / email / Google-authenticator binding, self-exclusion.
// Codes go to the outbox of the control API instead of a real SMS or e-mail.
import { moneyCodes, PAY_PASSWORD_LENGTH, ServiceCode } from '@lobbykit/contract';
import { hashSecret, randomToken, secretMatches } from '../hall/secrets';
import { newTotpSecret, totpMatches } from '../hall/totp';
import { endUserSessions } from '../hall/users';
import { checkEmail, checkPassword, checkPhone } from '../hall/validation';
import { fail, ok, type HallReply } from '../protocol/reply';
import {
  checkGuess,
  emailCodeGuess,
  loginPasswordGuess,
  smsCodeGuess,
  withdrawPasswordGuess,
} from './guess-check';
import { integer, text } from './params';
import type { RouteTable, UserCallContext } from './types';
import { userRoute } from './types';

const DAY_MS = 86_400_000;

/** Six equal digits, or six that count up or down by one (123456, 654321): the first a guesser tries. */
function isWeakWithdrawPassword(password: string): boolean {
  const steps = new Set<number>();
  for (let i = 1; i < password.length; i++) steps.add(password.charCodeAt(i) - password.charCodeAt(i - 1));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** Checks the new withdraw password (and the old one when `old` is given), then stores it. */
function storeWithdrawPassword(
  { hall, user, site }: UserCallContext,
  password: string,
  old: string | undefined,
): HallReply {
  if (password.length !== PAY_PASSWORD_LENGTH) {
    return fail(ServiceCode.PasswordLength, `the withdraw password must be ${PAY_PASSWORD_LENGTH} digits`);
  }
  if (!/^\d+$/.test(password))
    return fail(ServiceCode.PasswordFormat, 'the withdraw password must be digits only');
  if (isWeakWithdrawPassword(password))
    return fail(moneyCodes.withdrawPasswordWeak, 'six equal or consecutive digits are too easy to guess');
  if (old !== undefined) {
    const refused = checkGuess(
      { hall, user },
      { ...withdrawPasswordGuess, wrong: 'the old withdraw password is wrong' },
      () => secretMatches(old, user.withdrawPasswordSalt, user.withdrawPasswordHash),
    );
    if (refused) return refused;
  }
  const hashed = hashSecret(password);
  user.withdrawPasswordSalt = hashed.salt;
  user.withdrawPasswordHash = hashed.hash;
  hall.store.touch('users');
  hall.notices.push({
    siteCode: site.siteCode,
    username: user.username,
    type: 'changeBankPassRegister',
    data: { changedAt: hall.now() },
  });
  return ok({ hasWithdrawPassword: true });
}

export const securityRoutes: RouteTable = {
  /**
   * The login password: the current one (guessed at most five times in a row, then locked), a new
   * one by the site's rule that differs from it. The forced change is then done, and the
   * fast-login key changes with the password.
   */
  changeLoginPassword: userRoute(({ hall, user, site, params }) => {
    const old = text(params, 'oldPassword') ?? '';
    const password = text(params, 'password') ?? '';
    const refused = checkGuess({ hall, user }, loginPasswordGuess, () =>
      secretMatches(old, user.passwordSalt, user.passwordHash),
    );
    if (refused) return refused;
    const invalid = checkPassword(password, user.username, site.sysInfo);
    if (!invalid.ok) return fail(invalid.code, invalid.message);
    if (password === old) return fail(ServiceCode.PasswordFormat, 'the new password is the current one');
    const hashed = hashSecret(password);
    user.passwordSalt = hashed.salt;
    user.passwordHash = hashed.hash;
    user.userkey = randomToken('uk', 18);
    delete user.mustChangePassword;
    hall.store.touch('users');
    return ok({ changed: true });
  }),

  setWithdrawPassword: userRoute((context) => {
    const { user, params } = context;
    const password = text(params, 'password') ?? text(params, 'withdrawPassword') ?? '';
    // A change names the old password; the first one needs none.
    const old = user.withdrawPasswordHash === undefined ? undefined : (text(params, 'oldPassword') ?? '');
    return storeWithdrawPassword(context, password, old);
  }),

  changeWithdrawPassword: userRoute((context) => {
    const { user, params } = context;
    if (user.withdrawPasswordHash === undefined)
      return fail(ServiceCode.BindWithdraw, 'set a withdraw password first');
    return storeWithdrawPassword(context, text(params, 'password') ?? '', text(params, 'oldPassword') ?? '');
  }),

  sendCode: userRoute(({ hall, params }) => {
    const channel = text(params, 'channel') === 'email' ? 'email' : 'sms';
    const to = text(params, channel === 'email' ? 'email' : 'phone');
    if (!to) return fail('invalid-params', `${channel === 'email' ? 'email' : 'phone'} is required`);
    const check = channel === 'email' ? checkEmail(to) : checkPhone(to);
    if (!check.ok) return fail(check.code, check.message);
    hall.risk.sendCode(to, channel, 'bind');
    return ok({ sent: true, channel, expiresInMs: 600_000 });
  }),

  bindPhone: userRoute(({ hall, user, params }) => {
    const phone = text(params, 'phone') ?? '';
    const check = checkPhone(phone);
    if (!check.ok) return fail(check.code, check.message);
    const code = text(params, 'code');
    if (!code) return fail(ServiceCode.PhoneCaptchaEmpty, 'the SMS code is empty');
    const refused = checkGuess(
      { hall, user },
      smsCodeGuess,
      () => hall.risk.lastCode(phone, 'bind')?.code === code,
    );
    if (refused) return refused;
    // Checked once the code proved the number is the caller's: no one learns whose a number is.
    const digits = phone.replace(/\D/g, '');
    const boundElsewhere = Object.values(hall.store.data.users).some(
      (other) =>
        other !== user &&
        other.siteCode === user.siteCode &&
        other.phoneVerified === true &&
        other.phone?.replace(/\D/g, '') === digits,
    );
    if (boundElsewhere) return fail(ServiceCode.PhoneError, 'this phone number is bound to another account');
    user.phone = phone;
    user.phoneVerified = true;
    hall.store.touch('users');
    return ok({ phoneBound: true });
  }),

  bindEmail: userRoute(({ hall, user, params }) => {
    const email = text(params, 'email') ?? '';
    const check = checkEmail(email);
    if (!check.ok) return fail(check.code, check.message);
    const code = text(params, 'code');
    if (!code) return fail(ServiceCode.EmailCaptchaEmpty, 'the e-mail code is empty');
    const refused = checkGuess(
      { hall, user },
      emailCodeGuess,
      () => hall.risk.lastCode(email, 'bind')?.code === code,
    );
    if (refused) return refused;
    user.email = email;
    user.emailVerified = true;
    hall.store.touch('users');
    return ok({ emailBound: true });
  }),

  bindGoogleAuth: userRoute(({ hall, user, site, params }) => {
    const code = text(params, 'code');
    if (code === undefined) {
      if (user.googleAuth) return fail('invalid-params', 'Google authenticator is already bound');
      user.googleAuthSecret = newTotpSecret();
      hall.store.touch('users');
      const label = encodeURIComponent(`${site.siteName}:${user.username}`);
      return ok({
        secret: user.googleAuthSecret,
        otpauthUrl: `otpauth://totp/${label}?secret=${user.googleAuthSecret}&issuer=${encodeURIComponent(site.siteName)}`,
      });
    }
    if (!user.googleAuthSecret || !totpMatches(user.googleAuthSecret, code, hall.now())) {
      return fail(ServiceCode.TwoStepVerification, 'the authenticator code is wrong');
    }
    user.googleAuth = true;
    hall.store.touch('users');
    return ok({ googleAuthBound: true });
  }),

  selfExclusion: userRoute(({ hall, user }) => {
    const until =
      user.selfExcludedUntil !== undefined && user.selfExcludedUntil > hall.now()
        ? user.selfExcludedUntil
        : undefined;
    return ok({ excluded: until !== undefined, ...(until === undefined ? {} : { until }) });
  }),

  setSelfExclusion: userRoute(({ hall, user, site, params }) => {
    const days = integer(params, 'days', 0, 0, 3650);
    if (days < 1) return fail('invalid-params', 'days must be 1 to 3650');
    user.selfExcludedUntil = hall.now() + days * DAY_MS;
    hall.store.touch('users');
    // The player is out now: every session ends, including this one.
    endUserSessions(hall, site.siteCode, user.username);
    return ok({ excluded: true, until: user.selfExcludedUntil });
  }),
};
