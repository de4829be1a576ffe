/**
 * Whether a failed fetch provably never reached a server, from the error codes Node gives.
 * Browsers hide why a fetch failed, so this only ever says yes on Node: the client takes it
 * as its `notSent` option (from `@lobbykit/transport/node`) rather than carry it to every page.
 */

// Error codes that prove the request never left: no connection was made.
const NOT_SENT = /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|UND_ERR_CONNECT_TIMEOUT)$/;

/**
 * True when the error carries error codes (on itself, its causes or an AggregateError's
 * errors) and all of them say no connection was made.
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
