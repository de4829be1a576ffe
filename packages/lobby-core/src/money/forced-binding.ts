/**
 * Forced binding (spec §4): a player must bind a phone, an e-mail or Google authenticator
 * when logged in, not in try mode, the balance is at or above the limit of the player's
 * currency in `largeAmountRange`, and none of the bindings `largeAmountMustBind` asks for
 * exists. A pure rule; the modal is lobby-ui's.
 */
import type { HomeSysInfo, MoneyAmount } from '@lobbykit/contract';
import { compareDecimals, decimalText, parseDecimal } from './decimal';

/** A binding the large-amount rule may ask for. */
export type LargeAmountBinding = 'phone' | 'email' | 'googleAuth';

const BINDINGS: readonly LargeAmountBinding[] = ['phone', 'email', 'googleAuth'];

export interface ForcedBindingInput {
  readonly loggedIn: boolean;
  /** A demo (try-mode) guest. */
  readonly tryMode: boolean;
  readonly currency: string | undefined;
  /** The centre wallet balance (game_gold). */
  readonly balance: MoneyAmount | number | undefined;
  readonly sysInfo: Pick<HomeSysInfo, 'largeAmountRange' | 'largeAmountMustBind'> | undefined;
  /** The bindings the player has. */
  readonly bound: Readonly<Record<LargeAmountBinding, boolean>>;
}

export type ForcedBinding =
  | { readonly show: false }
  | {
      readonly show: true;
      /** The bindings the site asks for (any one of them will do). */
      readonly required: readonly LargeAmountBinding[];
      /** The limit the balance reached. */
      readonly limit: MoneyAmount;
    };

const HIDDEN: ForcedBinding = { show: false };

export function forcedBindingOf(input: ForcedBindingInput): ForcedBinding {
  const { sysInfo, currency, balance } = input;
  if (!input.loggedIn || input.tryMode || currency === undefined || balance === undefined) return HIDDEN;
  const limit = parseDecimal(sysInfo?.largeAmountRange?.[currency]);
  const held = parseDecimal(balance);
  if (!limit || !held || compareDecimals(held, limit) < 0) return HIDDEN;
  const required = BINDINGS.filter((binding) => sysInfo?.largeAmountMustBind?.[binding] === true);
  if (required.length === 0 || required.some((binding) => input.bound[binding])) return HIDDEN;
  return { show: true, required, limit: decimalText(limit) };
}

/** The session facts the rule reads, as the store holds them. */
interface SessionFacts {
  readonly kind: string;
  readonly status: string;
  readonly account?: {
    readonly currency?: string | undefined;
    readonly game_gold?: number | undefined;
    readonly phone?: string | undefined;
    readonly email?: string | undefined;
    readonly googleAuthBound?: boolean | undefined;
  };
}

/** The rule's input from the store's session (`state.session`) and the site's sys info. */
export function forcedBindingInputOf(
  session: SessionFacts,
  sysInfo: ForcedBindingInput['sysInfo'],
): ForcedBindingInput {
  const account = session.account;
  return {
    loggedIn: session.status === 'player',
    tryMode: session.kind === 'demoGuest',
    currency: account?.currency,
    balance: account?.game_gold,
    sysInfo,
    // The user info shows the bound phone and e-mail (masked) and nothing when unbound.
    bound: {
      phone: Boolean(account?.phone),
      email: Boolean(account?.email),
      googleAuth: account?.googleAuthBound === true,
    },
  };
}
