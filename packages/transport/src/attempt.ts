/** One HTTP attempt with a deadline that covers the headers and the whole body. */
import type { Timers } from '@lobbykit/contract';

export type AttemptOutcome =
  | { type: 'response'; status: number; headers: Headers; text: string }
  | { type: 'timeout'; status: number }
  | { type: 'network'; status: number; notSent: boolean; cause: unknown }
  | { type: 'aborted'; cause: unknown };

export interface AttemptInit {
  method: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Sends one attempt. `notSent` reads a failed fetch's error: true only when the request
 * provably never left (see `provablyNotSent`), which browsers never let anyone tell.
 */
export async function runAttempt(
  http: typeof fetch,
  url: string,
  init: AttemptInit,
  timeoutMs: number,
  timers: Timers,
  notSent: (error: unknown) => boolean,
): Promise<AttemptOutcome> {
  const caller = init.signal;
  if (caller?.aborted) return { type: 'aborted', cause: caller.reason };
  const controller = new AbortController();
  const onAbort = () => controller.abort(caller?.reason);
  caller?.addEventListener('abort', onAbort);
  let timedOut = false;
  const timer = timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  let status = 0;
  try {
    const response = await http(url, { ...init, signal: controller.signal });
    status = response.status;
    return { type: 'response', status, headers: response.headers, text: await response.text() };
  } catch (cause) {
    return timedOut
      ? { type: 'timeout', status }
      : caller?.aborted
        ? { type: 'aborted', cause: caller.reason }
        : { type: 'network', status, notSent: !status && notSent(cause), cause };
  } finally {
    timers.clearTimeout(timer);
    caller?.removeEventListener('abort', onAbort);
  }
}
