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

export function serializeHallError(error: HallError): SerializedHallError {
  const out: Record<string, unknown> = {};
  for (const key of SERIALIZED) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out as unknown as SerializedHallError;
}
