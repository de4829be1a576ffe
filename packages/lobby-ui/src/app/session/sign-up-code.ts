// The sign-up's "Send code" wired to lobby-core (`lobby.session.sendSignUpCode`): the seconds
// before another code may be asked for, or where the refusal goes in the form. The form checked
// the number or address already; lobby-core's own check refusing one is said the same way.
import { EMAIL_MAX_LENGTH, PHONE_LENGTH } from '@lobbykit/contract';
import type { LobbySessionControls } from '@lobbykit/lobby-core';
import type { AuthCodeTarget, AuthFailure } from '../../auth/auth-types';
import type { LobbyText } from '../../shared/texts';
import { authFailureOf } from './session-failure';

/** Seconds before another code (the hall refuses a new one within the minute). */
export const SIGN_UP_CODE_GAP_SECONDS = 60;

export function signUpCodeSender(
  session: Pick<LobbySessionControls, 'sendSignUpCode'>,
  text: LobbyText,
  language?: string,
): (target: AuthCodeTarget) => Promise<number | AuthFailure> {
  return async (target) => {
    const sent = await session.sendSignUpCode(
      target.method === 'phone'
        ? { channel: 'sms', phone: target.phone, areaCode: target.areaCode }
        : { channel: 'email', email: target.email },
    );
    if (sent.ok) return SIGN_UP_CODE_GAP_SECONDS;
    if (sent.reason === 'failed') return authFailureOf(sent.error, text, language);
    if (sent.field !== 'email')
      return { ok: false, field: 'phone', message: text('validation.phone', { ...PHONE_LENGTH }) };
    return {
      ok: false,
      field: 'email',
      message:
        sent.code === 'length'
          ? text('validation.email.length', { max: EMAIL_MAX_LENGTH })
          : text('validation.email.format'),
    };
  };
}
