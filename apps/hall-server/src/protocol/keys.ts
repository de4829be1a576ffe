// The key of a call: the site's static key for the public placeholder (or no token), the key
// agreed at login for a bound session, the key derived from the token otherwise. The same
// bytes key AES-GCM and HMAC.
import { PUBLIC_TOKEN_PLACEHOLDER } from '@lobbykit/contract';
import {
  base64ToBytes,
  createCipher,
  deriveSessionKey,
  importSigningKey,
  type Cipher,
} from '@lobbykit/hall-protocol';

interface CallKeys {
  readonly cipher: Cipher;
  readonly hmac: CryptoKey;
  /** 'static' before login and on public calls, 'session' with a user token. */
  readonly kind: 'static' | 'session';
}

export interface KeyCache {
  /**
   * Keys for a call that sent `token` (undefined or the placeholder means the static key);
   * `boundKey` is the base64 key of a session bound at login (`SessionRecord.boundKey`).
   */
  forCall(staticKey: string, token: string | undefined, boundKey?: string): Promise<CallKeys>;
  forStatic(staticKey: string): Promise<CallKeys>;
}

/** True when the token header means "no user": absent, empty or the public placeholder. */
export function isPublicToken(token: string | undefined): boolean {
  return token === undefined || token === '' || token === PUBLIC_TOKEN_PLACEHOLDER;
}

export function createKeyCache(maxSessions = 2000): KeyCache {
  const statics = new Map<string, Promise<CallKeys>>();
  const sessions = new Map<string, Promise<CallKeys>>();

  const forStatic = (staticKey: string): Promise<CallKeys> => {
    let keys = statics.get(staticKey);
    if (!keys) {
      keys = importSigningKey(staticKey).then((hmac) => ({
        cipher: createCipher({ key: staticKey }),
        hmac,
        kind: 'static' as const,
      }));
      statics.set(staticKey, keys);
    }
    return keys;
  };

  return {
    forStatic,
    forCall(staticKey, token, boundKey) {
      if (token === undefined || isPublicToken(token)) return forStatic(staticKey);
      const id = `${token}\n${boundKey ?? ''}`;
      let keys = sessions.get(id);
      if (!keys) {
        const key =
          boundKey === undefined ? deriveSessionKey(token) : Promise.resolve(base64ToBytes(boundKey));
        keys = key.then(async (bytes) => ({
          cipher: createCipher({ key: bytes }),
          hmac: await importSigningKey(bytes),
          kind: 'session' as const,
        }));
        sessions.set(id, keys);
        // Oldest first out: a Map iterates in insertion order.
        if (sessions.size > maxSessions) sessions.delete(sessions.keys().next().value as string);
      }
      return keys;
    },
  };
}
