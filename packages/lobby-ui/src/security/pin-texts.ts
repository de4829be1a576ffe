// The words for a withdrawal password the hall refused or locked, and for one the rule refuses
// (lobby-core's checkWithdrawPassword), shared by the PIN pad and the password form.
import type { WithdrawPasswordCode } from '@lobbykit/lobby-core/money';
import { PAY_PASSWORD_LENGTH, type MessageKey } from '@lobbykit/contract';
import type { LobbyText } from '../shared/texts';

/** A wrong password, with the tries left, or locked for a while. */
export function wrongPinText(
  text: LobbyText,
  wrong: { readonly attemptsLeft?: number | undefined; readonly lockedMs?: number | undefined },
): string {
  if (wrong.lockedMs !== undefined && wrong.lockedMs > 0)
    return text('lobby.pin.locked', { minutes: Math.max(1, Math.ceil(wrong.lockedMs / 60_000)) });
  if (wrong.attemptsLeft !== undefined) return text('lobby.pin.attemptsLeft', { count: wrong.attemptsLeft });
  return text('lobby.pin.wrong');
}

/** What a new withdrawal password's rule code says. */
export function pinRuleProblem(code: WithdrawPasswordCode): {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, number>>;
} {
  switch (code) {
    case 'sameDigits':
      return { key: 'lobby.security.pinSame' };
    case 'consecutive':
      return { key: 'lobby.security.pinSequence' };
    default:
      return { key: 'validation.payPassword', params: { length: PAY_PASSWORD_LENGTH } };
  }
}
