/** One HTTP attempt with a deadline that covers the headers and the whole body. */
import type { KyInstance } from 'ky';
import type { Timers } from './environment';

export type AttemptOutcome =
  | { type: 'response'; status: number; headers: Headers; text: string }
  | { type: 'timeout'; status: number }
  | { type: 'network'; status: number; notSent: boolean; cause: unknown }
  | { type: 'aborted'; cause: unknown };

export interface AttemptInit {
  method: string;
  headers?: Record<string, string>;
  body?: string | FormData | undefined;
  signal?: AbortSignal | undefined;
}

// Errors that prove the request never left: no connection was made.
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * True when the error proves the request never reached a server. Browsers hide the
 * reason of a failed fetch, so there every network error counts as "may have arrived".
 */
export function provablyNotSent(error: unknown): boolean {
  const codes: unknown[] = [];
  const collect = (value: unknown, depth: number): void => {
    if (typeof value !== 'object' || value === null || depth > 3) return;
    const record = value as { code?: unknown; cause?: unknown; errors?: unknown };
    codes.push(record.code);
    collect(record.cause, depth + 1);
    if (Array.isArray(record.errors)) for (const inner of record.errors) collect(inner, depth + 1);
  };
  collect(error, 0);
  const known = codes.filter((code): code is string => typeof code === 'string');
  return known.length > 0 && known.every((code) => NOT_SENT.has(code));
}

export async function runAttempt(
  http: KyInstance,
  url: string,
  init: AttemptInit,
  timeoutMs: number,
  timers: Timers,
): Promise<AttemptOutcome> {
  const controller = new AbortController();
  const caller = init.signal;
  if (caller?.aborted) return { type: 'aborted', cause: caller.reason };
  const onAbort = () => controller.abort(caller?.reason);
  caller?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = timers.setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The hall call timed out', 'TimeoutError'));
  }, timeoutMs);
  let status = 0;
  try {
    const response = await http(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: controller.signal,
    });
    status = response.status;
    const text = await response.text();
    return { type: 'response', status, headers: response.headers, text };
  } catch (cause) {
    if (timedOut) return { type: 'timeout', status };
    if (caller?.aborted) return { type: 'aborted', cause: caller.reason };
    return { type: 'network', status, notSent: status === 0 && provablyNotSent(cause), cause };
  } finally {
    timers.clearTimeout(timer);
    caller?.removeEventListener('abort', onAbort);
  }
}
