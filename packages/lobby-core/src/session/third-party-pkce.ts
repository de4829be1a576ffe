/**
 * PKCE for LINE's authorization-code sign-in (RFC 7636, S256): a random verifier that stays in
 * this browser and the challenge (its SHA-256) that goes to the identity provider, so a code
 * caught on its way back is useless without the verifier. The state parameter is made here too.
 */

/** The crypto this needs: random bytes and SHA-256 (WebCrypto). */
export type PkceCrypto = Pick<Crypto, 'getRandomValues'> & { readonly subtle: Pick<SubtleCrypto, 'digest'> };

export interface PkcePair {
  /** 43 characters of base64url: kept by the lobby, sent to the hall with the code. */
  readonly verifier: string;
  /** base64url(SHA-256(verifier)): sent to the identity provider. */
  readonly challenge: string;
  readonly method: 'S256';
}

/** base64url without padding, as RFC 7636 writes both values. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random, URL-safe value of `length` bytes (the state parameter, the verifier). */
export function randomUrlSafe(crypto: PkceCrypto, length = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(length)));
}

/** The S256 challenge of a verifier. */
export async function pkceChallengeOf(crypto: PkceCrypto, verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** A fresh verifier (32 random bytes, the length RFC 7636 recommends) and its challenge. */
export async function createPkcePair(crypto: PkceCrypto): Promise<PkcePair> {
  const verifier = randomUrlSafe(crypto, 32);
  return { verifier, challenge: await pkceChallengeOf(crypto, verifier), method: 'S256' };
}
