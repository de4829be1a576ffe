// Every request the domains received, as tests need to see them: which domain, which request
// id, whether a token travelled with it, and how many times the hall ran the route for it.
// "Ran" is the effect a retry must never repeat: a replay from the request-id store does not
// count. The log keeps the newest entries only, so a long `npm start` session stays small.
import { HEADERS } from '@lobbykit/contract';
import type { IncomingMessage } from 'node:http';

export interface LoggedRequest {
  readonly seq: number;
  /** 'api:0', 'oss:1', ... */
  readonly domain: string;
  readonly method: string;
  /** Path and query, as received. */
  readonly url: string;
  readonly requestId: string | undefined;
  /** A token header (the public placeholder too) or a newjwt header came with it. */
  readonly tokenHeader: boolean;
  /** The headers as received, names in lower case: what a client really put on the wire. */
  readonly headers: Readonly<Record<string, string>>;
  /** The endpoint name, once the request reached a hall route. */
  route: string | undefined;
  /** Times the route's handler ran for this request (0: refused or faulted before it). */
  handled: number;
  /** The answer came from the request-id store, not from running the route again. */
  replayed: boolean;
}

export interface RequestLogFilter {
  readonly requestId?: string | undefined;
  readonly domain?: string | undefined;
  readonly route?: string | undefined;
}

export interface RequestLog {
  record(request: IncomingMessage, domain: string): LoggedRequest;
  entryOf(request: IncomingMessage): LoggedRequest | undefined;
  list(filter?: RequestLogFilter): LoggedRequest[];
  clear(): void;
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** Node hands a repeated header as a list only in rare cases; the log keeps one string per name. */
const headersOf = (request: IncomingMessage): Record<string, string> =>
  Object.fromEntries(
    Object.entries(request.headers)
      .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );

export function createRequestLog(limit = 10_000): RequestLog {
  let entries: LoggedRequest[] = [];
  let seq = 0;
  const byRequest = new WeakMap<IncomingMessage, LoggedRequest>();
  return {
    record(request, domain) {
      const entry: LoggedRequest = {
        seq: ++seq,
        domain,
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        requestId: header(request, HEADERS.requestId),
        tokenHeader:
          header(request, HEADERS.token) !== undefined || header(request, HEADERS.newJwt) !== undefined,
        headers: headersOf(request),
        route: undefined,
        handled: 0,
        replayed: false,
      };
      entries.push(entry);
      // Drop the oldest tenth at once rather than one per request.
      if (entries.length > limit) entries = entries.slice(Math.floor(limit / 10));
      byRequest.set(request, entry);
      return entry;
    },
    entryOf: (request) => byRequest.get(request),
    list: ({ requestId, domain, route } = {}) =>
      entries.filter(
        (entry) =>
          (requestId === undefined || entry.requestId === requestId) &&
          (domain === undefined || entry.domain === domain || entry.domain.startsWith(`${domain}:`)) &&
          (route === undefined || entry.route === route),
      ),
    clear() {
      entries = [];
    },
  };
}
