/**
 * Sends a money change with its one request id and reads the answer: the hall's data, its
 * refusal, or no answer. A call with no answer (a timeout, a reset, a 5xx, an unreadable body)
 * may have been applied, and the hall answers a repeat of its request id with its first
 * answer, so it is sent again with the same id, a few times, before it is called unsettled.
 */
import type { SerializedError } from '@reduxjs/toolkit';
import type { SerializedHallError } from '@lobbykit/transport/rtk';
import type { Timers } from '@lobbykit/contract';
import type { MoneyFailure, MoneyResult } from './options';

/** The result of a mutation initiated with `track: false`. */
export type MutationResult<T> = { data: T } | { error: SerializedHallError | SerializedError };

/** A thrown error (an upload without the client's upload option) in the shape of a hall error. */
function hallErrorOf(error: SerializedHallError | SerializedError, url: string): SerializedHallError {
  if ('kind' in error) return error;
  return {
    kind: 'network',
    message: error.message ?? 'the call failed before it was sent',
    requestId: '',
    url,
    status: 0,
    retries: 0,
  };
}

/** Whether the hall may have applied a call that failed so: then it is sent again, same id. */
function mayHaveApplied(error: SerializedHallError): boolean {
  return error.kind === 'timeout' || error.kind === 'network' || error.kind === 'invalid-data';
}

/** A failure as money outcomes tell it. */
export function failureOf(error: SerializedHallError): MoneyFailure {
  if (error.kind === 'service')
    return {
      ok: false,
      reason: 'refused',
      code: error.code ?? '',
      ...(error.serverMessage === undefined ? {} : { message: error.serverMessage }),
      ...(error.data === undefined ? {} : { data: error.data }),
    };
  return { ok: false, reason: mayHaveApplied(error) ? 'unsettled' : 'failed', error };
}

export interface SendOptions {
  readonly retries: number;
  readonly retryDelayMs: number;
  readonly timers: Timers;
  /** The endpoint's path, for the error of a call that threw. */
  readonly url: string;
}

/** Sends `attempt` until it is answered or the tries run out; every try carries the same request id. */
export async function sendWithRetries<T>(
  attempt: () => Promise<MutationResult<T>>,
  options: SendOptions,
): Promise<MoneyResult<T>> {
  for (let tries = 0; ; tries++) {
    const result = await attempt();
    if ('data' in result) return { ok: true, data: result.data };
    const error = hallErrorOf(result.error, options.url);
    if (!mayHaveApplied(error) || tries >= options.retries || !('kind' in result.error))
      return failureOf(error);
    await new Promise<void>((resolve) =>
      options.timers.setTimeout(resolve, options.retryDelayMs * (tries + 1)),
    );
  }
}
