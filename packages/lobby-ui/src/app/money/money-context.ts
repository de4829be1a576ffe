// How a screen opens the pay modal or the first-charge offer (the wallet page, the player menu,
// a game's deposit offer, a theme's own "Deposit" button) or asks for the forced-binding check
// again (the withdraw page after a 70202), and how it hears that the money changed (a deposit
// made, paid or cancelled): the money host (MoneyHost.tsx) answers.
import type { FirstChargeOffer } from '@lobbykit/contract';
import { createContext, useContext } from 'react';

/** What the pay modal starts with. */
export interface DepositRequest {
  /** The amount in the form (a first-charge tier, what a game's minimum balance still needs). */
  readonly amount?: string | undefined;
}

export interface MoneyDialogs {
  /** Opens the pay modal; someone not logged in gets the log-in modal instead. */
  readonly openDeposit: (request?: DepositRequest) => void;
  /** Opens the first-charge offer; its tiers lead into the pay modal. */
  readonly openFirstCharge: (offer: FirstChargeOffer) => void;
  /**
   * Asks lobby-core's `forcedBinding` again and shows the forced-binding dialog when it says so
   * (the large-amount rule, spec §4); the host asks by itself after a log-in and at start-up.
   */
  readonly openForcedBinding: () => void;
  /**
   * Counts the money changes seen in this tab (a deposit made, confirmed, cancelled or paid, a
   * money notice): records and offers read again when it moves.
   */
  readonly revision: number;
}

export const MoneyDialogsContext = createContext<MoneyDialogs | null>(null);

function useMoneyDialogs(): MoneyDialogs {
  const dialogs = useContext(MoneyDialogsContext);
  if (!dialogs) throw new Error('lobby-ui/app: the money dialogs must be used inside <LobbyApp>');
  return dialogs;
}

/** Opens the pay modal (`openDeposit({ amount })` starts it with an amount). */
export function useOpenDeposit(): MoneyDialogs['openDeposit'] {
  return useMoneyDialogs().openDeposit;
}

/** Opens the first-charge offer. */
export function useOpenFirstCharge(): MoneyDialogs['openFirstCharge'] {
  return useMoneyDialogs().openFirstCharge;
}

/** Shows the forced-binding dialog when the large-amount rule asks for a binding now. */
export function useOpenForcedBinding(): MoneyDialogs['openForcedBinding'] {
  return useMoneyDialogs().openForcedBinding;
}

/** The count of money changes seen in this tab (see `MoneyDialogs.revision`). */
export function useMoneyRevision(): number {
  return useMoneyDialogs().revision;
}
