// Sender-constrained sessions, the hall's half: a login-type call that sent the client's
// public key gets its session bound to an ECDH exchange. The hall answers its own public key
// and keeps the agreed key with the session; from then on only a holder of the client's
// private key can sign or read the session's calls, whoever else sees its token.
import { HEADERS } from '@lobbykit/contract';
import {
  acceptSessionBinding,
  importSessionPublicKey,
  SESSION_BINDING_HEADERS,
} from '@lobbykit/hall-protocol';
import type { Hall } from '../hall/hall';
import type { SessionRecord } from '../store/records';
import type { HallReply } from './reply';

/** The session of a token, if the hall holds one (an own property: a token is any text). */
function sessionOf(hall: Hall, token: string): SessionRecord | undefined {
  const sessions = hall.store.data.sessions;
  return Object.hasOwn(sessions, token) ? sessions[token] : undefined;
}

/** The key agreed at login for this token's session, or undefined when it is not bound. */
export function boundKeyOf(hall: Hall, token: string): string | undefined {
  return sessionOf(hall, token)?.boundKey;
}

/** True when the text is a P-256 public key a session can be bound to. */
export function isClientKey(text: string): Promise<boolean> {
  return importSessionPublicKey(text).then(
    () => true,
    () => false,
  );
}

/**
 * Binds the session a successful login answer opened (its `token` header) to the client's
 * key, and adds the hall's public key to the answer. An answer that opened no session is
 * returned as it is.
 */
export async function bindSession(hall: Hall, reply: HallReply, clientKey: string): Promise<HallReply> {
  const token = reply.headers?.[HEADERS.token];
  const session = token === undefined ? undefined : sessionOf(hall, token);
  if (!token || !session) return reply;
  const { hallKey, key } = await acceptSessionBinding(clientKey, token);
  session.boundKey = Buffer.from(key).toString('base64');
  hall.store.touch('sessions');
  return { ...reply, headers: { ...reply.headers, [SESSION_BINDING_HEADERS.hallKey]: hallKey } };
}
