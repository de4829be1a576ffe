// Test helpers: a hall server with the control API, clients of @lobbykit/transport bound to
// a seeded site, and a hand-signed request for the protocol tests. The control API has its
// typed client in ../control/control-client.
import { HEADERS, PUBLIC_TOKEN_PLACEHOLDER, type EndpointName } from '@lobbykit/contract';
import {
  createHallClient,
  createLoginGate,
  HallServiceError,
  type HallClient,
  type HallClientConfig,
  type HallContext,
  type HallResult,
} from '@lobbykit/transport';
import { createLines } from '@lobbykit/transport/lines';
import { uploadBody } from '@lobbykit/transport/upload';
import { buildLiveRequest, createCipher, decodeJson, deriveSessionKey, sign } from '@lobbykit/hall-protocol';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { startHallServer, type HallServer, type HallServerOptions } from '../server';
import { SEED_PASSWORD } from '../world/users';

/** The service error of a failed call, or undefined (success or another kind of failure). */
export function serviceError(result: HallResult<unknown>): HallServiceError | undefined {
  return !result.ok && result.error instanceof HallServiceError ? result.error : undefined;
}

/** The service code of a failed call, or undefined. */
export function serviceCode(result: HallResult<unknown>): string | undefined {
  return serviceError(result)?.code;
}

export async function startTestHall(options: HallServerOptions = {}): Promise<HallServer> {
  return startHallServer({
    control: true,
    depositCompleteMs: 30,
    withdrawCompleteMs: 30,
    wsAuthTimeoutMs: 300,
    ...options,
  });
}

function siteOf(server: HallServer, siteCode: string) {
  const site = server.sites.find((entry) => entry.siteCode === siteCode);
  if (!site) throw new Error(`no site ${siteCode}`);
  return site;
}

export interface TestClient {
  readonly client: HallClient;
  /** Calls a contract endpoint by name. */
  call<T = unknown>(
    name: EndpointName,
    params?: Record<string, unknown>,
    options?: { noEncrypt?: boolean },
  ): Promise<HallResult<T>>;
  /** Logs in with the seeded password; throws when it fails. */
  login(username: string, password?: string): Promise<Record<string, unknown>>;
}

export function testClient(
  server: HallServer,
  siteCode = 'demo',
  context: HallContext = {},
  config: Partial<HallClientConfig> = {},
): TestClient {
  const site = siteOf(server, siteCode);
  const client = createHallClient({
    siteCode,
    staticKey: site.staticKey,
    lines: createLines({ api: [...server.apiUrls], oss: [...server.assetUrls], retestDelayMs: 3_600_000 }),
    gate: createLoginGate('logined'),
    cache: false,
    retry: { maxAttempts: 1 },
    upload: uploadBody,
    context: {
      language: 'en',
      currency: site.currencies[0],
      deviceId: `device-${randomBytes(4).toString('hex')}`,
      deviceModel: 'vitest',
      ...context,
    },
    ...config,
  });
  const call = <T>(
    name: EndpointName,
    params: Record<string, unknown> = {},
    options: { noEncrypt?: boolean } = {},
  ) => client.request<T>(name, { params, allowStatic: false, ...options });
  return {
    client,
    call,
    async login(username, password = SEED_PASSWORD) {
      const result = await call<Record<string, unknown>>('login', { username, password, platformType: 5 });
      if (!result.ok) throw new Error(`login ${username} failed: ${JSON.stringify(result.error)}`);
      return result.data;
    },
  };
}

export interface RawCallOptions {
  readonly siteCode?: string;
  readonly method?: 'GET' | 'POST';
  /** Path under /hall, e.g. '/home/login'. */
  readonly path: string;
  readonly params?: Record<string, unknown>;
  /** A session token; the static key is used without one. */
  readonly token?: string;
  readonly encrypt?: boolean;
  readonly requestId?: string;
  readonly nonce?: string;
  readonly timestamp?: number;
  /** Signs this body instead of the one sent (a tampered request). */
  readonly signedBody?: string;
  /** Sends this body text as it is. */
  readonly rawBody?: string;
  readonly unsigned?: boolean;
  readonly headers?: Record<string, string>;
  readonly signal?: AbortSignal;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The envelope, decrypted when it came encrypted. */
  readonly body: { code: string | number; message?: string; data?: unknown } | undefined;
}

/**
 * A hand-signed request, so tests can break each part of the wire format on purpose. It is
 * built with the same `@lobbykit/hall-protocol` code the lobby's client uses; each option
 * overrides one part (headers, nonce, timestamp, the body sent or the body signed).
 */
export async function rawCall(server: HallServer, options: RawCallOptions): Promise<RawResponse> {
  const siteCode = options.siteCode ?? 'demo';
  const site = siteOf(server, siteCode);
  const key = options.token
    ? await deriveSessionKey(options.token)
    : new TextEncoder().encode(site.staticKey);
  const cipher = createCipher({ key });
  const method = options.method ?? 'POST';
  const built = await buildLiveRequest(
    server.url,
    method,
    options.path,
    options.params ?? {},
    (options.encrypt ?? true) ? cipher : undefined,
  );
  const body = method === 'GET' ? undefined : (options.rawBody ?? (built.body as string));
  const timestamp = String(options.timestamp ?? Date.now());
  const nonce = options.nonce ?? randomBytes(16).toString('hex');
  const headers: Record<string, string> = {
    [HEADERS.siteCode]: siteCode,
    [HEADERS.token]: options.token ?? PUBLIC_TOKEN_PLACEHOLDER,
    [HEADERS.requestId]: options.requestId ?? randomBytes(16).toString('hex'),
    [HEADERS.version]: 'v4.1.140',
    ...(built.contentType ? { 'content-type': built.contentType } : {}),
  };
  if (!options.unsigned) {
    headers[HEADERS.nonce] = nonce;
    headers[HEADERS.timestamp] = timestamp;
    headers[HEADERS.signature] = await sign({
      key,
      method,
      path: built.target,
      timestamp,
      nonce,
      siteCode,
      body: options.signedBody ?? body ?? '',
    });
  }
  const response = await fetch(built.url, {
    method,
    headers: { ...headers, ...options.headers },
    ...(body === undefined ? {} : { body }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const text = await response.text();
  // The envelope, decrypted when it came sealed; undefined when the body is not JSON.
  const decoded = await decodeJson(text, cipher);
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: decoded.ok ? (decoded.value as RawResponse['body']) : undefined,
  };
}

/** A notice socket that records every frame. */
export interface TestSocket {
  readonly frames: Record<string, unknown>[];
  readonly closed: Promise<{ code: number; reason: string }>;
  send(value: unknown): void;
  /** Resolves with the first frame (already received or next) that passes `test`. */
  next(
    test: (frame: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  close(): void;
}

export function openSocket(server: HallServer, authStr?: string, base = server.url): Promise<TestSocket> {
  const url = `${base.replace(/^http/, 'ws')}/ws/websocket${authStr === undefined ? '' : `?authStr=${encodeURIComponent(authStr)}`}`;
  const ws = new WebSocket(url);
  const frames: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    const text = data.toString('utf8');
    let frame: Record<string, unknown>;
    try {
      frame = JSON.parse(text) as Record<string, unknown>;
    } catch {
      frame = { text };
    }
    frames.push(frame);
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString('utf8') })),
  );
  const socket: TestSocket = {
    frames,
    closed,
    send: (value) => ws.send(typeof value === 'string' ? value : JSON.stringify(value)),
    next(test, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < frames.length; seen++) {
            if (test(frames[seen]!)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(frames[seen]!);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${String(response.statusCode)}`)),
    );
  });
}
