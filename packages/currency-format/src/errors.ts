/**
 * Thrown by getCurrency (and everything that takes a code) for a code that is neither in the
 * table nor a ratio variant of one. A wrong code is a bug in the caller, so it is thrown
 * rather than returned; check first with hasCurrency when the code comes from outside.
 */
export class UnknownCurrencyError extends Error {
  override readonly name = 'UnknownCurrencyError';

  constructor(
    /** The code that was asked for, as given. */
    readonly currency: string,
    hint = '',
  ) {
    super(`Currency code "${currency}" is not in the currency table${hint}`);
  }
}
