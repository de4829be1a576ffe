// What the pay modal's blocks tell their owner and what the owner answers.
import type { PayerField } from '@lobbykit/contract';

/** A field of the deposit form. */
export type DepositFieldName = 'amount' | PayerField;

/** What a sent deposit form, or an order action, answered. */
export type DepositSubmitResult =
  | { readonly ok: true }
  /** Shown next to `field`, or at the top of the form without one. */
  | { readonly ok: false; readonly field?: DepositFieldName | undefined; readonly message: string };

/** What an order action ("I have transferred", cancel, the voucher) answered. */
export type OrderActionResult = { readonly ok: true } | { readonly ok: false; readonly message: string };
