// A failed sign-in as the log-in modal shows it: lobby-core's SessionError (code, field, the
// hall's own words) turned into the modal's failure, its message in the player's language.
import { formatDate } from '@lobbykit/i18n';
import type { SessionError } from '@lobbykit/lobby-core';
import type { AuthFailure } from '../../auth/auth-types';
import type { LobbyText } from '../../shared/texts';

// What the hall error texts name and an error does not carry (a dialog's chunk that did not
// load has no request, a call that got no answer has no status): a dash stands in.
const UNKNOWN = '-';

/**
 * The message of a failed sign-in, registration or verification; `language` dates the end of a
 * self-exclusion in its format.
 */
export function sessionErrorMessage(error: SessionError, text: LobbyText, language = 'en_US'): string {
  if (error.selfExcludedUntil !== undefined)
    return text('lobby.play.selfExcluded', { date: formatDate(error.selfExcludedUntil, language) });
  if (error.kind === 'captcha') {
    const remainingMs = error.captcha?.remainingMs;
    if (remainingMs !== undefined && remainingMs > 0)
      return text('error.captchaRestricted', { seconds: Math.ceil(remainingMs / 1000) });
    return text('error.captcha', {
      code: error.code ?? UNKNOWN,
      lotNumber: error.captcha?.lotNumber ?? UNKNOWN,
    });
  }
  if (error.kind === 'service')
    return error.message || text('error.requestFailed', { code: error.code ?? UNKNOWN });
  if (error.kind === 'timeout') return text('error.loginTimeout');
  return text(error.messageKey ?? 'error.system', {
    requestId: error.requestId ?? UNKNOWN,
    url: error.path ?? UNKNOWN,
    status: error.status ? String(error.status) : UNKNOWN,
    retryCount: error.retries === undefined ? UNKNOWN : String(error.retries),
  });
}

/** The modal's failure: the message next to the error's field (or at the top of the form). */
export function authFailureOf(error: SessionError, text: LobbyText, language?: string): AuthFailure {
  return {
    ok: false,
    code: error.code,
    field: error.field,
    message: sessionErrorMessage(error, text, language),
  };
}
