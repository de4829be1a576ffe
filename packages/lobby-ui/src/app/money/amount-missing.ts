// What a game's minimum entry balance still needs, for the pay modal to start with.
import { balanceAfterDebit } from '@lobbykit/lobby-core/money';

/** `minimum - balance` as an exact amount, or undefined when nothing is missing (or unreadable). */
export function amountMissing(minimum: number, balance: number): string | undefined {
  try {
    const missing = balanceAfterDebit(minimum, balance);
    return missing === '0' ? undefined : missing;
  } catch {
    return undefined;
  }
}
