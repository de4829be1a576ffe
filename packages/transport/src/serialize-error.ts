/** Hall errors as plain objects, for RTK Query state (which must stay serialisable) and logs. */
import type { HallError, HallErrorDetails, HallErrorKind } from './errors';

/** A plain, serialisable copy of a hall error. */
export interface SerializedHallError extends HallErrorDetails {
  kind: HallErrorKind;
  message: string;
  code?: string;
  serverMessage?: string;
  data?: unknown;
  uncertain?: boolean;
}

// The fields copied, when the error has them: no class instances, no catalogue entry, no cause.
const SERIALIZED = [
  'kind',
  'message',
  'requestId',
  'url',
  'status',
  'retries',
  'code',
  'serverMessage',
  'data',
  'uncertain',
];

// Session secrets a service error's data may carry (1401 sends the token of the other client):
// a copy goes to stores and logs, so it never holds them.
const SECRETS = new Set(['token', 'newJwt', 'newjwt', 'jwt_token', 'session_key']);

function withoutSecrets(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !SECRETS.has(key)));
}

export function serializeHallError(error: HallError): SerializedHallError {
  const out: Record<string, unknown> = {};
  for (const key of SERIALIZED) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = key === 'data' ? withoutSecrets(value) : value;
  }
  return out as unknown as SerializedHallError;
}
