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

// Error codes that prove the request never left: no connection was made.
const NOT_SENT = /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|UND_ERR_CONNECT_TIMEOUT)$/;

/**
 * True when the error proves the request never reached a server: it carries error codes
 * (on itself, its causes or an AggregateError's errors) and all of them say so. Browsers
 * hide the reason of a failed fetch, so there every network error counts as "may have arrived".
 */
export function provablyNotSent(error: unknown): boolean {
  const codes: string[] = [];
  const collect = (value: unknown, depth: number): void => {
    if (!(value instanceof Object) || depth > 3) return;
    const { code, cause, errors } = value as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') codes.push(code);
    for (const inner of [cause, ...(Array.isArray(errors) ? (errors as unknown[]) : [])])
      collect(inner, depth + 1);
  };
  collect(error, 0);
  return codes.length > 0 && codes.every((code) => NOT_SENT.test(code));
}

export async function runAttempt(
  http: typeof fetch,
  url: string,
  init: AttemptInit,
  timeoutMs: number,
  timers: Timers,
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
        : { type: 'network', status, notSent: !status && provablyNotSent(cause), cause };
  } finally {
    timers.clearTimeout(timer);
    caller?.removeEventListener('abort', onAbort);
  }
}
