// An in-memory stand-in for the hall client: routes answer by endpoint name, every call is
// recorded, and results have the transport's shape (ok / service error / transport error).
import type { HallResult, HallSession } from '@lobbykit/transport';
import type { CaptchaHallClient } from '../types';

interface FakeCall {
  endpoint: string;
  params: Record<string, unknown>;
  silent: boolean | undefined;
}

/** A hall envelope, or a transport failure by kind. */
type FakeAnswer =
  | { code?: number | string; message?: string; data?: unknown }
  | { fail: 'network' | 'timeout' | 'invalid-data' };

export type FakeRoute = (
  params: Record<string, unknown>,
  signal: AbortSignal | undefined,
) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeHallClient extends CaptchaHallClient {
  calls: FakeCall[];
  session: HallSession;
  serverTimeOffset: number;
}

let seq = 0;

export function fakeHallClient(
  routes: Record<string, FakeRoute>,
  init: { session?: HallSession; serverTimeOffset?: number } = {},
): FakeHallClient {
  const client: FakeHallClient = {
    calls: [],
    session: init.session ?? {},
    serverTimeOffset: init.serverTimeOffset ?? 0,
    request: (async (
      endpoint: string | { name?: string; path: string },
      options: { params?: Record<string, unknown>; silent?: boolean; signal?: AbortSignal } = {},
    ) => {
      const name = typeof endpoint === 'string' ? endpoint : (endpoint.name ?? endpoint.path);
      const params = { ...options.params };
      client.calls.push({ endpoint: name, params, silent: options.silent });
      const requestId = `fake-${++seq}`;
      const details = { requestId, url: name, status: 200, retries: 0 };
      const aborted = (): HallResult => ({
        ok: false,
        error: { ...details, kind: 'aborted' } as never,
        requestId,
        attempts: 1,
      });
      if (options.signal?.aborted) return aborted();
      const route = routes[name];
      if (!route) throw new Error(`fake hall: no route ${name}`);
      const answer = await new Promise<FakeAnswer | 'aborted'>((resolve, reject) => {
        options.signal?.addEventListener('abort', () => resolve('aborted'), { once: true });
        Promise.resolve(route(params, options.signal)).then(resolve, reject);
      });
      if (answer === 'aborted') return aborted();
      if ('fail' in answer)
        return { ok: false, error: { ...details, kind: answer.fail } as never, requestId, attempts: 1 };
      const code = String(answer.code ?? 0);
      if (code === '0' || code === '1') {
        return {
          ok: true,
          data: answer.data,
          code,
          message: answer.message,
          requestId,
          source: 'live',
          attempts: 1,
        };
      }
      const error = { ...details, kind: 'service', code, serverMessage: answer.message, data: answer.data };
      return { ok: false, error: error as never, requestId, attempts: 1 };
    }) as CaptchaHallClient['request'],
  };
  return client;
}

/** A slide challenge as the reference hall sends it. */
export function slideChallengeData(lot = 'lot-1'): Record<string, unknown> {
  return {
    captcha_id: 'lk-puzzle-1',
    lot_number: lot,
    type: 'slide',
    width: 300,
    height: 160,
    pieceSize: 50,
    pieceY: 40,
    background: 'data:image/png;base64,AAAA',
    piece: 'data:image/png;base64,BBBB',
    expiresInMs: 120_000,
  };
}
