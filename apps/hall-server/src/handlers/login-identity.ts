// Whom a log-in names: a username, a phone number bound to the account (with its dialling
// prefix) or a bound e-mail address, as the site offers those ways (its `loginMethods`).
import {
  EMAIL_MAX_LENGTH,
  loginMethods,
  PHONE_LENGTH,
  ServiceCode,
  type LoginMethod,
} from '@lobbykit/contract';
import { checkEmail } from '../hall/validation';
import { fail, type HallReply } from '../protocol/reply';
import type { UserRecord } from '../store/records';
import type { SeedSite } from '../world/sites';
import { text } from './params';
import type { CallContext } from './types';

/** A log-in whose account name reads, with the user it names when there is one. */
interface LoginIdentity {
  readonly ok: true;
  readonly method: LoginMethod;
  /** What the lobby's captcha guard sends as the challenge's `account`: the field as typed. */
  readonly account: string;
  /** The failed-login counter of this name (never the same as a username's). */
  readonly riskKey: string;
  readonly user: UserRecord | undefined;
  /** The refusal when no user matches, or when the phone or address is bound to several. */
  readonly unknown: HallReply;
  /** The refusal of a wrong password (1011, said under the password). */
  readonly wrongPassword: HallReply;
}

export type LoginIdentityResult = LoginIdentity | { readonly ok: false; readonly reply: HallReply };

const refused = (code: string, message: string) => ({ ok: false, reply: fail(code, message) }) as const;

/** The ways the site offers; a site that lists none offers the username only. */
function loginMethodsOf(site: SeedSite): readonly LoginMethod[] {
  const listed = site.sysInfo.loginMethods;
  return listed && listed.length > 0 ? listed : ['account'];
}

const isLoginMethod = (name: string): name is LoginMethod =>
  (loginMethods as readonly string[]).includes(name);

/** Digits of a number as written: spaces, dashes, dots and brackets are only for reading. */
export const withoutSeparators = (value: string) => value.replace(/[\s\-().]/g, '');

/**
 * The full numbers (`+` and digits) a typed phone may stand for: as typed after its dialling
 * prefix, and without the one leading 0 that players in many countries dial at home (0891234567
 * in Thailand is +66 891234567). A number typed with its own `+` is taken whole.
 */
export function phoneCandidates(phone: string, areaCode: string): string[] {
  if (phone.startsWith('+')) return [phone];
  const prefix = `+${areaCode.replace(/^\+/, '')}`;
  const candidates = [`${prefix}${phone}`];
  if (phone.startsWith('0')) candidates.push(`${prefix}${phone.slice(1)}`);
  return candidates;
}

const fullNumber = (phone: string) => `+${phone.replace(/\D/g, '')}`;

/** The one user of the site a bound contact names, or why there is none. */
function boundUser(
  context: CallContext,
  matches: (user: UserRecord) => boolean,
): { user: UserRecord | undefined; several: boolean } {
  const found = Object.values(context.hall.store.data.users).filter(
    (user) => user.siteCode === context.site.siteCode && matches(user),
  );
  return { user: found.length === 1 ? found[0] : undefined, several: found.length > 1 };
}

function byPhone(context: CallContext): LoginIdentityResult {
  const { params, site } = context;
  const typed = text(params, 'phone');
  if (!typed) return refused(ServiceCode.PhoneError, 'the phone number is required');
  const phone = withoutSeparators(typed);
  const digits = phone.replace(/^\+/, '');
  // The national number is what spec §5 measures; one typed with its prefix may be 3 digits longer.
  const longest = PHONE_LENGTH.max + (phone.startsWith('+') ? 3 : 0);
  if (!/^\+?\d+$/.test(phone) || digits.length < PHONE_LENGTH.min || digits.length > longest) {
    return refused(
      ServiceCode.PhoneError,
      `the phone number must be ${PHONE_LENGTH.min} to ${PHONE_LENGTH.max} digits`,
    );
  }
  const areaCode = withoutSeparators(
    text(params, 'areaCode') ?? site.smsCountries[0]?.phoneNumberSegment ?? '',
  );
  if (!phone.startsWith('+') && !/^\+?\d{1,4}$/.test(areaCode)) {
    return refused(ServiceCode.PhoneError, 'the dialling prefix must be 1 to 4 digits');
  }
  const candidates = phoneCandidates(phone, areaCode);
  // Only a bound phone names an account: one typed at sign-up and never confirmed may be anyone's.
  const { user, several } = boundUser(
    context,
    (candidate) =>
      candidate.phoneVerified === true &&
      candidate.phone !== undefined &&
      candidates.includes(fullNumber(candidate.phone)),
  );
  return {
    ok: true,
    method: 'phone',
    account: typed,
    riskKey: `phone:${candidates.at(-1)!}`,
    user,
    unknown: several
      ? fail(
          ServiceCode.PhoneError,
          'this phone number is bound to several accounts: log in with the username',
        )
      : fail(ServiceCode.PhoneError, 'no account has this phone number bound'),
    wrongPassword: fail(ServiceCode.LoginError, 'wrong password'),
  };
}

function byEmail(context: CallContext): LoginIdentityResult {
  const typed = text(context.params, 'email');
  if (!typed) return refused(ServiceCode.LoginError, 'the e-mail address is required');
  if (!checkEmail(typed).ok) {
    return refused(
      ServiceCode.LoginError,
      `the e-mail address must be a valid address of at most ${EMAIL_MAX_LENGTH} characters`,
    );
  }
  const address = typed.toLowerCase();
  const { user, several } = boundUser(
    context,
    (candidate) => candidate.emailVerified === true && candidate.email?.toLowerCase() === address,
  );
  return {
    ok: true,
    method: 'email',
    account: typed,
    riskKey: `email:${address}`,
    user,
    // Like a username: whether an address has an account is not told apart from a wrong password.
    unknown: several
      ? fail(
          ServiceCode.LoginError,
          'this e-mail address is bound to several accounts: log in with the username',
        )
      : fail(ServiceCode.LoginError, 'wrong e-mail address or password'),
    wrongPassword: fail(ServiceCode.LoginError, 'wrong e-mail address or password'),
  };
}

function byUsername(context: CallContext): LoginIdentityResult {
  const username = text(context.params, 'username');
  if (!username) return refused(ServiceCode.LoginError, 'username and password are required');
  return {
    ok: true,
    method: 'account',
    account: username,
    riskKey: username,
    user: context.hall.user(context.site.siteCode, username),
    unknown: fail(ServiceCode.LoginError, 'wrong username or password'),
    wrongPassword: fail(ServiceCode.LoginError, 'wrong username or password'),
  };
}

/**
 * Reads whom a `/home/login` names (`loginType` `account`, the default, `phone` or `email`).
 * A way the site does not offer, or a name that cannot be one, is refused before any lookup.
 */
export function loginIdentityOf(context: CallContext): LoginIdentityResult {
  const type = text(context.params, 'loginType') ?? 'account';
  if (!isLoginMethod(type)) return refused('invalid-params', `unknown loginType ${type}`);
  if (!loginMethodsOf(context.site).includes(type))
    return refused('invalid-params', `${context.site.siteCode} does not offer log-in by ${type}`);
  if (type === 'phone') return byPhone(context);
  if (type === 'email') return byEmail(context);
  return byUsername(context);
}
