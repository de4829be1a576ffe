// Test helpers: a hall server with the control API, a small client of the hall protocol bound
// to a seeded site, and a hand-signed request for the protocol tests. Both clients are built
// on @lobbykit/hall-protocol and @lobbykit/contract only, like the server itself: the lobby's
// client (@lobbykit/transport, its retries, failover and static mode) is tested against this
// server in its own package. The control API has its typed client in ../control/control-client.
import {
  DEFAULT_APP_VERSION,
  endpoints,
  HEADERS,
  isSuccessCode,
  normalizeServiceCode,
  PUBLIC_TOKEN_PLACEHOLDER,
  readTokenInfo,
  type EndpointName,
} from '@lobbykit/contract';
import {
  buildLiveRequest,
  createCipher,
  createSessionKeyPair,
  decodeBody,
  decodeJson,
  deriveBoundSessionKey,
  deriveSessionKey,
  encodeHeaderValue,
  exportSessionPublicKey,
  SESSION_BINDING_HEADERS,
  sign,
  uploadBody,
  type BodyFailure,
} from '@lobbykit/hall-protocol';
import { randomBytes } from 'node:crypto';
import type * as v from 'valibot';
import WebSocket from 'ws';
import { startHallServer, type HallServer, type HallServerOptions } from '../server';
import { SEED_PASSWORD } from '../world/users';

/** Why a call failed, as far as a test of the hall needs to tell. */
type CallError =
  /** The hall answered an envelope with a service code other than success. */
  | { kind: 'service'; status: number; code: string; serverMessage?: string; data?: unknown }
  /** An HTTP error status (a protocol error's `{ code, message }` when the body has one). */
  | { kind: 'http'; status: number; code?: string; serverMessage?: string }
  /** A 2xx answer that does not read as an envelope. */
  | { kind: 'invalid-data'; status: number; reason: BodyFailure }
  /** No answer: refused, reset, aborted. */
  | { kind: 'network'; status: 0; cause: unknown };

export type CallResult<T> =
  | { ok: true; data: T; requestId: string; headers: Headers }
  | { ok: false; error: CallError; requestId: string };

type ServiceError = Extract<CallError, { kind: 'service' }>;

/** The service error of a failed call, or undefined (success or another kind of failure). */
export function serviceError(result: CallResult<unknown>): ServiceError | undefined {
  return !result.ok && result.error.kind === 'service' ? result.error : undefined;
}

/** The service code of a failed call, or undefined. */
export function serviceCode(result: CallResult<unknown>): string | undefined {
  return serviceError(result)?.code;
}

export async function startTestHall(options: HallServerOptions = {}): Promise<HallServer> {
  return startHallServer({
    control: true,
    // The hall's own tests sign in through the fake identity provider (off by default).
    fakeIdentityProvider: true,
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

/** Per-device values sent with every call, as the lobby sends them. */
export interface ClientContext {
  readonly language?: string;
  readonly currency?: string;
  readonly platformType?: number;
  readonly deviceId?: string;
  readonly deviceModel?: string;
  readonly version?: string;
  /**
   * How a login's session is keyed: `'ecdh'` sends a client key and binds the session to it,
   * as the lobby's client does by default; `'token'` sends none (an old client), so the key is
   * derived from the token. @default 'token'
   */
  readonly binding?: 'ecdh' | 'token';
}

interface CallOptions<T> {
  readonly params?: Record<string, unknown>;
  /** Checks the answer's data (success only), as the lobby parses it. */
  readonly schema?: v.GenericSchema<unknown, T>;
  /** Plain query or JSON body instead of encryptString. */
  readonly noEncrypt?: boolean;
  /** Sends this request id (a resent call) instead of a fresh one. */
  readonly requestId?: string;
}

/** One live call at a time over the first API domain: one attempt, no retry, no static mode. */
interface ProtocolClient {
  /**
   * The session of the last login (token and JWT from the answer's headers, and the key
   * agreed with the hall when the client bound it).
   */
  readonly session: { token?: string; newJwt?: string; boundKey?: Uint8Array };
  request<T = unknown>(name: EndpointName, options?: CallOptions<T>): Promise<CallResult<T>>;
}

export interface TestClient {
  readonly client: ProtocolClient;
  /** Calls a contract endpoint by name. */
  call<T = unknown>(
    name: EndpointName,
    params?: Record<string, unknown>,
    options?: Omit<CallOptions<T>, 'params'>,
  ): Promise<CallResult<T>>;
  /** Logs in with the seeded password; throws when it fails. */
  login(username: string, password?: string): Promise<Record<string, unknown>>;
}

function createProtocolClient(server: HallServer, siteCode: string, context: ClientContext): ProtocolClient {
  const site = siteOf(server, siteCode);
  const session: { token?: string; newJwt?: string; boundKey?: Uint8Array } = {};
  // The hall's clock minus ours: a stale timestamp is refused once, then signed right.
  let offset = 0;
  return {
    session,
    async request<T>(name: EndpointName, options: CallOptions<T> = {}): Promise<CallResult<T>> {
      const endpoint = endpoints[name];
      const requestId = options.requestId ?? randomBytes(16).toString('hex');
      const token = !endpoint.public && session.token ? session.token : undefined;
      const key = token
        ? (session.boundKey ?? (await deriveSessionKey(token)))
        : new TextEncoder().encode(site.staticKey);
      const pair =
        endpoint.issuesSession && context.binding === 'ecdh' ? await createSessionKeyPair() : undefined;
      const clientKey = pair && (await exportSessionPublicKey(pair.publicKey));
      const cipher = createCipher({ key });
      const params: Record<string, unknown> = { ...options.params };
      if (endpoint.method === 'GET') {
        // A GET carries the site, currency, language and platform, as the lobby sends it.
        const implied = { siteCode, currency: context.currency, language: context.language, platformType: 5 };
        for (const [field, value] of Object.entries(implied))
          if (value !== undefined && !(field in params)) params[field] = value;
      }
      const built = await buildLiveRequest(
        server.url,
        endpoint.method,
        endpoint.path,
        params,
        options.noEncrypt ? undefined : cipher,
        endpoint.upload ? uploadBody : undefined,
      );
      const timestamp = String(Date.now() + offset);
      const nonce = randomBytes(16).toString('hex');
      const headers: Record<string, string> = {};
      const put = (header: string, value: string | number | undefined) => {
        if (value !== undefined && value !== '') headers[header] = encodeHeaderValue(String(value));
      };
      put(HEADERS.requestId, requestId);
      put(HEADERS.nonce, nonce);
      put(HEADERS.timestamp, timestamp);
      put(
        HEADERS.signature,
        await sign({
          key,
          method: endpoint.method,
          path: built.target,
          timestamp,
          nonce,
          siteCode,
          // The header value as sent (`put` sends none for an empty id).
          requestId: encodeHeaderValue(requestId),
          clientKey,
          body: built.signedBody,
        }),
      );
      put(HEADERS.siteCode, siteCode);
      put(SESSION_BINDING_HEADERS.clientKey, clientKey);
      put(HEADERS.token, token ?? PUBLIC_TOKEN_PLACEHOLDER);
      if (token) put(HEADERS.newJwt, session.newJwt);
      put(HEADERS.language, context.language);
      put(HEADERS.currency, context.currency);
      put(HEADERS.deviceId, context.deviceId);
      put(HEADERS.deviceModel, context.deviceModel);
      put(HEADERS.version, context.version ?? DEFAULT_APP_VERSION);
      put(HEADERS.platformType, context.platformType ?? 5);
      put(HEADERS.contentType, built.contentType);

      let response: Response;
      let text: string;
      try {
        response = await fetch(built.url, {
          method: endpoint.method,
          headers,
          ...(built.body === undefined ? {} : { body: built.body }),
        });
        text = await response.text();
      } catch (cause) {
        return { ok: false, requestId, error: { kind: 'network', status: 0, cause } };
      }
      const { status } = response;
      const serverTime = Number(response.headers.get(HEADERS.serverTime));
      if (serverTime > 0) offset = serverTime - Date.now();
      if (status < 200 || status > 299) {
        const json = await decodeJson(text, undefined);
        const body = (json.ok ? json.value : undefined) as { code?: unknown; message?: unknown } | undefined;
        return {
          ok: false,
          requestId,
          error: {
            kind: 'http',
            status,
            ...(typeof body?.code === 'string' ? { code: body.code } : {}),
            ...(typeof body?.message === 'string' ? { serverMessage: body.message } : {}),
          },
        };
      }
      const info = readTokenInfo(response.headers);
      if (info && info.session_key !== PUBLIC_TOKEN_PLACEHOLDER) {
        session.token = info.session_key;
        session.newJwt = info.jwt_token || session.newJwt;
        const hallKey = response.headers.get(SESSION_BINDING_HEADERS.hallKey);
        if (endpoint.issuesSession) delete session.boundKey;
        if (pair && hallKey)
          session.boundKey = await deriveBoundSessionKey(pair.privateKey, hallKey, info.session_key);
      }
      const decoded = await decodeBody(text, cipher, options.schema);
      if (!decoded.ok)
        return { ok: false, requestId, error: { kind: 'invalid-data', status, reason: decoded.reason } };
      const { envelope } = decoded;
      if (isSuccessCode(envelope.code))
        return { ok: true, requestId, data: envelope.data as T, headers: response.headers };
      return {
        ok: false,
        requestId,
        error: {
          kind: 'service',
          status,
          code: normalizeServiceCode(envelope.code) ?? String(envelope.code),
          ...(envelope.message === undefined ? {} : { serverMessage: envelope.message }),
          ...(envelope.data === undefined ? {} : { data: envelope.data }),
        },
      };
    },
  };
}

export function testClient(server: HallServer, siteCode = 'demo', context: ClientContext = {}): TestClient {
  const site = siteOf(server, siteCode);
  const client = createProtocolClient(server, siteCode, {
    language: 'en',
    currency: site.currencies[0],
    deviceId: `device-${randomBytes(4).toString('hex')}`,
    deviceModel: 'vitest',
    ...context,
  });
  const call = <T>(
    name: EndpointName,
    params: Record<string, unknown> = {},
    options: Omit<CallOptions<T>, 'params'> = {},
  ) => client.request<T>(name, { ...options, params });
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
  /** Signs and seals with this session key instead of the token's (a bound session's key). */
  readonly sessionKey?: Uint8Array;
  /** Sent as the client key header, and signed. */
  readonly clientKey?: string;
  readonly encrypt?: boolean;
  /** Sends the parameters as an upload's multipart body, signed over its bytes. */
  readonly upload?: boolean;
  /** Sent and signed; `''` makes a call without one. A different `headers` value is a tampered id. */
  readonly requestId?: string;
  readonly nonce?: string;
  readonly timestamp?: number;
  /** Signs this body instead of the one sent (a tampered request). */
  readonly signedBody?: string;
  /** Sends this body as it is (bytes for a multipart body: give `signedBody` with them). */
  readonly rawBody?: string | Uint8Array<ArrayBuffer>;
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
  const key =
    options.sessionKey ??
    (options.token ? await deriveSessionKey(options.token) : new TextEncoder().encode(site.staticKey));
  const cipher = createCipher({ key });
  const method = options.method ?? 'POST';
  const built = await buildLiveRequest(
    server.url,
    method,
    options.path,
    options.params ?? {},
    (options.encrypt ?? true) ? cipher : undefined,
    options.upload ? uploadBody : undefined,
  );
  const body = method === 'GET' ? undefined : (options.rawBody ?? built.body);
  const timestamp = String(options.timestamp ?? Date.now());
  const nonce = options.nonce ?? randomBytes(16).toString('hex');
  const requestId = options.requestId ?? randomBytes(16).toString('hex');
  const headers: Record<string, string> = {
    [HEADERS.siteCode]: siteCode,
    [HEADERS.token]: options.token ?? PUBLIC_TOKEN_PLACEHOLDER,
    [HEADERS.requestId]: requestId,
    [HEADERS.version]: 'v4.1.140',
    ...(built.contentType ? { 'content-type': built.contentType } : {}),
    ...(options.clientKey === undefined ? {} : { [SESSION_BINDING_HEADERS.clientKey]: options.clientKey }),
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
      requestId,
      clientKey: options.clientKey,
      body:
        options.signedBody ??
        (options.rawBody === undefined ? built.signedBody : typeof body === 'string' ? body : ''),
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
