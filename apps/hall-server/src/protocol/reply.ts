// What a route handler answers: a hall envelope plus response headers (tokens).
import { ServiceCode } from '@lobbykit/contract';

export interface HallReply {
  readonly code: string | number;
  readonly message: string;
  readonly data?: unknown;
  /** Extra response headers, e.g. the `token` and `newjwt` of a login. */
  readonly headers?: Readonly<Record<string, string>>;
}

export function ok(data?: unknown, headers?: Readonly<Record<string, string>>): HallReply {
  return {
    code: 0,
    message: 'success',
    ...(data === undefined ? {} : { data }),
    ...(headers === undefined ? {} : { headers }),
  };
}

export function fail(code: string | number, message: string, data?: unknown): HallReply {
  return data === undefined ? { code, message } : { code, message, data };
}

export const tokenExpired = (): HallReply =>
  fail(ServiceCode.TokenExpired, 'token expired, please log in again');
