/**
 * `@lobbykit/transport/rtk`: RTK Query's base query on the hall client, so `createApi`
 * endpoints call the hall, and the serialisable form of hall errors it stores.
 */
import type { EndpointName } from '@lobbykit/contract';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { EndpointLike, HallClient, HallRequestOptions } from './client-types';
import { serializeHallError, type SerializedHallError } from './serialize-error';

export { serializeHallError } from './serialize-error';
export type { SerializedHallError } from './serialize-error';

/** An endpoint name, or the endpoint with the request options of the call. */
export type HallQueryArgs =
  EndpointName | ({ endpoint: EndpointName | EndpointLike } & Omit<HallRequestOptions<unknown>, 'signal'>);

export interface HallQueryMeta {
  requestId: string;
  attempts: number;
  source?: 'live' | 'static' | 'cache';
  code?: string;
  message?: string | undefined;
}

/**
 * @example
 * const api = createApi({
 *   baseQuery: hallBaseQuery(hall),
 *   endpoints: (build) => ({ siteInfo: build.query<SiteInfo, void>({ query: () => ({ endpoint: 'siteInfo', schema: siteInfoSchema }) }) }),
 * });
 */
export function hallBaseQuery(
  client: Pick<HallClient, 'request'>,
): BaseQueryFn<HallQueryArgs, unknown, SerializedHallError, object, HallQueryMeta> {
  return async (args, api) => {
    const { endpoint, ...options } = typeof args === 'string' ? { endpoint: args } : args;
    const result = await client.request(endpoint, { ...options, signal: api.signal });
    if (result.ok) {
      return {
        data: result.data,
        meta: {
          requestId: result.requestId,
          attempts: result.attempts,
          source: result.source,
          code: result.code,
          message: result.message,
        },
      };
    }
    // RTK keeps errors in the store, which must stay serialisable: no class instances.
    return {
      error: serializeHallError(result.error),
      meta: { requestId: result.requestId, attempts: result.attempts },
    };
  };
}
