/** Why a cipher refused a message: always `'undecryptable'`, whatever went wrong. */
export type CipherErrorReason = 'undecryptable';

/**
 * Thrown by `decrypt` when the text cannot be a message of this cipher and key: not
 * base64, too short, a failed GCM tag or CBC padding, or plaintext that is not UTF-8.
 * Every one of these is the same error, with the same message and no cause: a peer that
 * could tell a bad CBC padding from a bad plaintext would have a padding oracle, and
 * could decrypt legacy messages one byte at a time.
 */
export class CipherError extends Error {
  override readonly name = 'CipherError';
  readonly reason: CipherErrorReason = 'undecryptable';

  constructor() {
    super('decrypt: the text does not decrypt with this cipher and key');
  }
}
