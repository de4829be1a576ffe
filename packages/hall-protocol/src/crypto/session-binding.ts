/**
 * Sender-constrained sessions: the session key comes from an ECDH P-256 exchange made at
 * login, not from the token, so a token seen in a log or a proxy signs nothing on its own
 * (the idea of OAuth DPoP, RFC 9449). The client's private key never leaves its CryptoKey.
 */
import { base64ToBytes, bytesToBase64 } from './base64';
import { utf8Encode } from './bytes';
import { hkdf } from './hkdf';

/** HKDF salt of a bound session key: part of the wire format, never change it silently. */
export const BOUND_SESSION_KEY_SALT = 'lobbykit/hall/bound-session-key/v1';

/**
 * Header names of the exchange: the client's public key on a login-type request (signed with
 * it), the hall's public key on the successful answer.
 */
export const SESSION_BINDING_HEADERS = { clientKey: 'clientKey', hallKey: 'hallKey' } as const;

/** What a client keeps of a bound session besides the token: structured-cloneable (IndexedDB). */
export interface SessionBinding {
  /** The client's ECDH private key, made with `extractable: false`. */
  readonly privateKey: CryptoKey;
  /** The hall's public key from the login answer (base64url of the raw P-256 point). */
  readonly hallKey: string;
}

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/**
 * A new ECDH P-256 key pair whose private key cannot be exported: a script can use it while
 * the page lives, never copy it out.
 */
export function createSessionKeyPair(webCrypto: Crypto = globalThis.crypto): Promise<CryptoKeyPair> {
  return webCrypto.subtle.generateKey(ECDH, false, ['deriveBits']);
}

/** A public key as it travels: base64url (no padding) of the 65-byte uncompressed point. */
export async function exportSessionPublicKey(
  publicKey: CryptoKey,
  webCrypto: Crypto = globalThis.crypto,
): Promise<string> {
  const raw = new Uint8Array(await webCrypto.subtle.exportKey('raw', publicKey));
  return bytesToBase64(raw).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * Reads a public key from the wire. Rejects (a `TypeError` for the text, WebCrypto's error
 * for a point off the curve) rather than derive anything from a key it cannot trust.
 */
export function importSessionPublicKey(
  text: string,
  webCrypto: Crypto = globalThis.crypto,
): Promise<CryptoKey> {
  if (typeof text !== 'string' || !/^[\w-]{87}$/.test(text))
    return Promise.reject(new TypeError('session public key: not 87 base64url characters'));
  const raw = base64ToBytes(`${text.replace(/-/g, '+').replace(/_/g, '/')}=`) as Uint8Array<ArrayBuffer>;
  return webCrypto.subtle.importKey('raw', raw, ECDH, true, []);
}

/**
 * The 32-byte key of a bound session, the same on both ends: HKDF-SHA256 over the ECDH
 * shared secret, salt `BOUND_SESSION_KEY_SALT`, info the token's UTF-8 bytes (so a key is
 * bound to one session). It keys AES-GCM and the HMAC of the session's calls, as the
 * token-derived key does.
 */
export async function deriveBoundSessionKey(
  privateKey: CryptoKey,
  peerKey: string,
  token: string,
  webCrypto: Crypto = globalThis.crypto,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!token) throw new TypeError('token: empty');
  const { subtle } = webCrypto;
  const peer = await importSessionPublicKey(peerKey, webCrypto);
  const shared = await subtle.deriveBits({ name: 'ECDH', public: peer }, privateKey, 256);
  return hkdf(subtle, shared, utf8Encode(BOUND_SESSION_KEY_SALT), utf8Encode(token));
}

/**
 * The hall's half of the exchange, for a login answered with `token`: a fresh key pair of its
 * own, the session key it agrees with the client's public key, and its public key to answer.
 * Rejects when the client's key is not a P-256 public key.
 */
export async function acceptSessionBinding(
  clientKey: string,
  token: string,
  webCrypto: Crypto = globalThis.crypto,
): Promise<{ hallKey: string; key: Uint8Array<ArrayBuffer> }> {
  const pair = await createSessionKeyPair(webCrypto);
  return {
    hallKey: await exportSessionPublicKey(pair.publicKey, webCrypto),
    key: await deriveBoundSessionKey(pair.privateKey, clientKey, token, webCrypto),
  };
}
