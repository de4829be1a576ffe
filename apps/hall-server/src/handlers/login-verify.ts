// The extra login verification (spec §4 "Login": a user info with `loginVerify` set). A login of
// such an account sends a code to its e-mail, else its phone (the control API's outbox stands in
// for the message); POST /user/loginVerify checks it, with the account's lockout around the
// guesses, so five wrong codes lock the account's code checks as they do for a binding.
import { ServiceCode } from '@lobbykit/contract';
import type { Hall } from '../hall/hall';
import { fail, ok } from '../protocol/reply';
import type { UserRecord } from '../store/records';
import { checkGuess, emailCodeGuess, smsCodeGuess } from './guess-check';
import { text } from './params';
import type { RouteTable } from './types';
import { userRoute } from './types';

/** The outbox purpose of a login verification code. */
export const LOGIN_VERIFY_PURPOSE = 'loginVerify';

/** Where the account's verification code goes: its e-mail, else its phone, else its name. */
function destinationOf(user: UserRecord): { readonly to: string; readonly channel: 'sms' | 'email' } {
  if (user.email) return { to: user.email, channel: 'email' };
  return { to: user.phone ?? user.username, channel: 'sms' };
}

/** Sends a fresh code when the account needs the extra verification; nothing otherwise. */
export function sendLoginVerifyCode(hall: Hall, user: UserRecord): void {
  if (!user.loginVerify) return;
  const { to, channel } = destinationOf(user);
  hall.risk.sendCode(to, channel, LOGIN_VERIFY_PURPOSE);
}

export const loginVerifyRoutes: RouteTable = {
  loginVerify: userRoute(({ hall, user, params }) => {
    const { to, channel } = destinationOf(user);
    const code = text(params, 'code');
    if (!code) {
      return channel === 'email'
        ? fail(ServiceCode.EmailCaptchaEmpty, 'the e-mail code is empty')
        : fail(ServiceCode.PhoneCaptchaEmpty, 'the SMS code is empty');
    }
    const refused = checkGuess(
      { hall, user },
      channel === 'email' ? emailCodeGuess : smsCodeGuess,
      () => hall.risk.lastCode(to, LOGIN_VERIFY_PURPOSE)?.code === code,
    );
    if (refused) return refused;
    return ok({ verified: true });
  }),
};
