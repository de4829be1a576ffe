/** Why a cipher refused a message. */
export type CipherErrorReason = 'malformed' | 'authentication' | 'padding' | 'encoding';

/**
 * Thrown by `decrypt` when the text cannot be a message of this cipher and key: not
 * base64, too short, a failed GCM tag or CBC padding, or plaintext that is not UTF-8.
 */
export class CipherError extends Error {
  override readonly name = 'CipherError';
  readonly reason: CipherErrorReason;

  /** `detail` says what was wrong, briefly; the message is `decrypt: <reason> (<detail>)`. */
  constructor(reason: CipherErrorReason, detail: string, cause?: unknown) {
    super(`decrypt: ${reason} (${detail})`, cause === undefined ? undefined : { cause });
    this.reason = reason;
  }
}
