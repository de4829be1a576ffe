// A sign-up by phone or e-mail (the site's `loginMethods`) proves the contact with a code, sent
// before the account exists (POST /home/registerCode, to the control API's outbox). The account
// then starts with the phone or address bound, so it can log in by it at once. A code proves one
// sign-up, and five wrong tries spend it (risk.ts `proveCode`). Whether a number or address
// belongs to someone is said only once its code was proven, never to a caller who only asks for
// a code.
import { ServiceCode } from '@lobbykit/contract';
import { guardCaptcha } from '../hall/captcha-guard';
import { checkEmail, checkPhone } from '../hall/validation';
import { fail, ok, type HallReply } from '../protocol/reply';
import type { UserRecord } from '../store/records';
import { phoneCandidates, withoutSeparators } from './login-identity';
import { text } from './params';
import type { CallContext, RouteTable } from './types';

const PURPOSE = 'register';
/** A new code for the same number or address waits this long (the lobby counts it down too). */
const SIGN_UP_CODE_GAP_MS = 60_000;
const CODE_VALID_MS = 600_000;

/** The contact a sign-up proved, to bind on the new account; none when it named no code. */
export type ProvenContact =
  | { readonly ok: true; readonly phone?: string; readonly email?: string }
  | { readonly ok: false; readonly reply: HallReply };

const NOTHING_TO_PROVE: ProvenContact = { ok: true };

const boundElsewhere = (context: CallContext, matches: (user: UserRecord) => boolean) =>
  Object.values(context.hall.store.data.users).some(
    (user) => user.siteCode === context.site.siteCode && matches(user),
  );

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** The code of a registration that names one (`code`) proves its phone or e-mail address. */
export function provenSignUpContact(context: CallContext): ProvenContact {
  const { params, hall, site } = context;
  const code = text(params, 'code');
  if (code === undefined) return NOTHING_TO_PROVE;
  const email = text(params, 'email')?.trim();
  if (email) {
    if (!hall.risk.proveCode(email, PURPOSE, code))
      return {
        ok: false,
        reply: fail(ServiceCode.EmailCaptchaExpired, 'the e-mail code is wrong or expired'),
      };
    if (boundElsewhere(context, (user) => user.emailVerified === true && user.email === email))
      return {
        ok: false,
        reply: fail(ServiceCode.RegisterFailed, 'this e-mail address is bound to another account'),
      };
    return { ok: true, email };
  }
  const typed = text(params, 'phone');
  if (!typed) return NOTHING_TO_PROVE;
  const areaCode = withoutSeparators(
    text(params, 'areaCode') ?? site.smsCountries[0]?.phoneNumberSegment ?? '',
  );
  const phone = phoneCandidates(withoutSeparators(typed), areaCode).find((candidate) =>
    hall.risk.lastCode(candidate, PURPOSE),
  );
  if (phone === undefined || !hall.risk.proveCode(phone, PURPOSE, code))
    return { ok: false, reply: fail(ServiceCode.PhoneCaptchaExpired, 'the SMS code is wrong or expired') };
  if (
    boundElsewhere(
      context,
      (user) =>
        user.phoneVerified === true && user.phone !== undefined && digitsOf(user.phone) === digitsOf(phone),
    )
  )
    return {
      ok: false,
      reply: fail(ServiceCode.PhoneError, 'this phone number is bound to another account'),
    };
  return { ok: true, phone };
}

export const signUpContactRoutes: RouteTable = {
  registerCode: {
    handle: (context) => {
      const { params, hall } = context;
      const channel = text(params, 'channel') === 'email' ? 'email' : 'sms';
      const to = text(params, channel === 'email' ? 'email' : 'phone')?.trim();
      if (!to) return fail('invalid-params', `${channel === 'email' ? 'email' : 'phone'} is required`);
      const check = channel === 'email' ? checkEmail(to) : checkPhone(to);
      if (!check.ok) return fail(check.code, check.message);
      // Sending costs the site money: the captcha guards it as it guards a sign-up.
      const captcha = guardCaptcha(context, to);
      if (captcha) return captcha;
      const last = hall.risk.lastCode(to, PURPOSE);
      const waitMs = last ? last.at + SIGN_UP_CODE_GAP_MS - hall.now() : 0;
      if (waitMs > 0)
        return fail(ServiceCode.PhoneCodeError, 'a code was sent a moment ago: wait before asking again', {
          retryInMs: waitMs,
        });
      hall.risk.sendCode(to, channel, PURPOSE);
      return ok({ sent: true, channel, expiresInMs: CODE_VALID_MS });
    },
  },
};
