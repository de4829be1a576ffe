/**
 * A small hall server for tests: real node:http servers on 127.0.0.1, several ports standing
 * in for several API domains and object-storage domains. It speaks the wire format of the
 * README with the crypto subpath (verify, decrypt, encrypt), applies effects once per
 * processed request (deduplicating by request id where the registry says so), records every
 * request, and injects faults per domain. Like a hall behind a gateway, it answers CORS
 * preflights and lets every answer (faults included) be read from another origin, so pages
 * in Chromium can call it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { getEndpointByPath, HEADERS, PUBLIC_TOKEN_PLACEHOLDER, type Endpoint } from '@lobbykit/contract';
import {
  createCipher,
  createMemoryNonceStore,
  deriveSessionKey,
  verify,
  type Cipher,
} from '@lobbykit/hall-protocol';

export type Fault =
  /** Destroy the socket before (nothing applied) or after (effect applied) processing. */
  | { type: 'reset'; when: 'before' | 'after' }
  /** Never answer. */
  | { type: 'hang'; when: 'before' | 'after' }
  /** Send headers and half a body, then stall. The effect is applied. */
  | { type: 'slow-body' }
  /** Answer with this status, before or after processing. */
  | {
      type: 'status';
      status: number;
      when: 'before' | 'after';
      headers?: Record<string, string>;
      body?: string;
    }
  /** Answer 200 with this raw body, after processing. */
  | { type: 'raw'; body: string }
  /** Answer with this service code; nothing applied. */
  | { type: 'code'; code: number | string; message?: string; data?: unknown };

export interface RecordedRequest {
  kind: 'api' | 'oss';
  domain: number;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** Decrypted params, when the request verified. */
  params?: Record<string, unknown>;
  verified?: boolean;
}

export interface HandlerResult {
  code?: number | string;
  message?: string;
  data?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: {
  params: Record<string, unknown>;
  endpoint: Endpoint | undefined;
  token: string | undefined;
}) => HandlerResult;

export interface TestHallOptions {
  siteCode?: string;
  staticKey?: string;
  apiDomains?: number;
  ossDomains?: number;
  /** Encrypt response bodies. @default true */
  encryptResponses?: boolean;
  /** Server clock. @default Date.now */
  now?: () => number;
}

interface Domain {
  kind: 'api' | 'oss';
  index: number;
  server: Server;
  port: number;
  url: string;
  up: boolean;
  faults: Fault[];
  always: Fault | undefined;
  sockets: Set<Socket>;
}

const TEST_STATIC_KEY = 'lobbykit-test-static-key-32bytes';
// What a lobby on another origin must be able to read: the session, the clock, Retry-After.
const EXPOSED_HEADERS = [HEADERS.token, HEADERS.newJwt, HEADERS.serverTime, 'retry-after'].join(', ');

export class TestHall {
  readonly siteCode: string;
  readonly staticKey: string;
  readonly requests: RecordedRequest[] = [];
  /** How many times each request id was applied, per endpoint path. */
  readonly applied = new Map<string, number>();
  /** Static files served by the object-storage domains, by path. */
  readonly files = new Map<string, { status?: number; body: string }>();
  readonly routes = new Map<string, Handler>();
  /** CORS preflights answered (not recorded as requests, never given a fault). */
  preflights = 0;
  /** Responses of deduplicated endpoints, replayed for a repeated request id. */
  private readonly dedupe = new Map<string, string>();
  private readonly nonces = createMemoryNonceStore();
  private readonly domains: Domain[] = [];
  private readonly encryptResponses: boolean;
  private readonly now: () => number;
  private readonly staticCipher: Cipher;

  private constructor(options: TestHallOptions) {
    this.siteCode = options.siteCode ?? 'a1';
    this.staticKey = options.staticKey ?? TEST_STATIC_KEY;
    this.encryptResponses = options.encryptResponses ?? true;
    this.now = options.now ?? Date.now;
    this.staticCipher = createCipher({ key: this.staticKey });
  }

  static async start(options: TestHallOptions = {}): Promise<TestHall> {
    const hall = new TestHall(options);
    for (let i = 0; i < (options.apiDomains ?? 3); i++) await hall.addDomain('api', i);
    for (let i = 0; i < (options.ossDomains ?? 2); i++) await hall.addDomain('oss', i);
    return hall;
  }

  get api(): string[] {
    return this.domains.filter((d) => d.kind === 'api').map((d) => d.url);
  }

  get oss(): string[] {
    return this.domains.filter((d) => d.kind === 'oss').map((d) => d.url);
  }

  /** Queues faults for the next requests that reach this domain. */
  inject(kind: 'api' | 'oss', index: number, ...faults: Fault[]): void {
    this.domain(kind, index).faults.push(...faults);
  }

  /** A fault for every request to this domain until cleared with undefined. */
  always(kind: 'api' | 'oss', index: number, fault: Fault | undefined): void {
    this.domain(kind, index).always = fault;
  }

  /** Stops listening, so connections to the port are refused. */
  async down(kind: 'api' | 'oss', index: number): Promise<void> {
    const domain = this.domain(kind, index);
    if (!domain.up) return;
    domain.up = false;
    await new Promise<void>((resolve) => {
      domain.server.close(() => resolve());
      for (const socket of domain.sockets) socket.destroy();
    });
  }

  async up(kind: 'api' | 'oss', index: number): Promise<void> {
    const domain = this.domain(kind, index);
    if (domain.up) return;
    await new Promise<void>((resolve, reject) => {
      domain.server.once('error', reject);
      domain.server.listen(domain.port, '127.0.0.1', () => resolve());
    });
    domain.up = true;
  }

  /** Requests that carried this request id, in arrival order. */
  requestsFor(requestId: string): RecordedRequest[] {
    return this.requests.filter((r) => r.headers[HEADERS.requestId.toLowerCase()] === requestId);
  }

  /** The largest number of times any request id was applied. */
  maxApplied(): number {
    return Math.max(0, ...this.applied.values());
  }

  /** Every recorded object-storage request that carried a token, in a header or in the URL. */
  tokensSentToOss(tokens: readonly string[]): RecordedRequest[] {
    return this.requests.filter(
      (r) =>
        r.kind === 'oss' &&
        (r.headers[HEADERS.token.toLowerCase()] !== undefined ||
          r.headers[HEADERS.newJwt.toLowerCase()] !== undefined ||
          tokens.some((token) => token !== '' && r.url.includes(token))),
    );
  }

  reset(): void {
    this.requests.length = 0;
    this.preflights = 0;
    this.applied.clear();
    this.dedupe.clear();
    for (const domain of this.domains) {
      domain.faults = [];
      domain.always = undefined;
    }
  }

  async close(): Promise<void> {
    await Promise.all(
      this.domains.map(
        (domain) =>
          new Promise<void>((resolve) => {
            for (const socket of domain.sockets) socket.destroy();
            if (!domain.up) return resolve();
            domain.server.close(() => resolve());
          }),
      ),
    );
  }

  private domain(kind: 'api' | 'oss', index: number): Domain {
    const domain = this.domains.find((d) => d.kind === kind && d.index === index);
    if (!domain) throw new Error(`no ${kind} domain ${index}`);
    return domain;
  }

  private async addDomain(kind: 'api' | 'oss', index: number): Promise<void> {
    const sockets = new Set<Socket>();
    const server = createServer((req, res) => {
      void this.handle(domain, req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500).end(String(error));
      });
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.address() as AddressInfo).port;
    const domain: Domain = {
      kind,
      index,
      server,
      port,
      url: `http://127.0.0.1:${port}`,
      up: true,
      faults: [],
      always: undefined,
      sockets,
    };
    this.domains.push(domain);
  }

  private async handle(domain: Domain, req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-expose-headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS') {
      this.preflights++;
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
        'access-control-max-age': '600',
      });
      return void res.end();
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const record: RecordedRequest = {
      kind: domain.kind,
      domain: domain.index,
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body,
    };
    this.requests.push(record);
    const fault = domain.always ?? domain.faults.shift();
    const path = new URL(record.url, 'http://x').pathname;

    if (fault && 'when' in fault && fault.when === 'before') return this.applyFault(fault, res, req);
    if (path === '/piaspeed.png' || path === '/op.json' || path === '/speed.txt') {
      if (fault) return this.applyFault(fault, res, req);
      res.writeHead(200, { 'content-type': path.endsWith('.json') ? 'application/json' : 'text/plain' });
      return void res.end(path === '/op.json' ? '{"version":"v4.1.140"}' : 'ok');
    }
    if (domain.kind === 'oss') {
      if (fault) return this.applyFault(fault, res, req);
      const file = this.files.get(path);
      if (!file) return void res.writeHead(404).end('not found');
      res.writeHead(file.status ?? 200, { 'content-type': 'application/json' });
      return void res.end(file.body);
    }
    if (fault?.type === 'code') {
      return this.send(
        res,
        { code: fault.code, message: fault.message ?? `code ${String(fault.code)}`, data: fault.data },
        undefined,
        {},
      );
    }

    // Verify, decrypt, apply.
    const tokenHeader = header(req, HEADERS.token);
    const token = tokenHeader && tokenHeader !== PUBLIC_TOKEN_PLACEHOLDER ? tokenHeader : undefined;
    const key = token ? await deriveSessionKey(token) : this.staticKey;
    const cipher = createCipher({ key });
    const verdict = await verify({
      key,
      method: record.method,
      path: record.url,
      timestamp: header(req, HEADERS.timestamp) ?? '',
      nonce: header(req, HEADERS.nonce) ?? '',
      siteCode: header(req, HEADERS.siteCode) ?? '',
      body: (req.headers['content-type'] ?? '').startsWith('multipart/') ? '' : body,
      signature: header(req, HEADERS.signature) ?? '',
      nonceStore: this.nonces,
      now: this.now,
    });
    record.verified = verdict.ok;
    if (!verdict.ok) return this.send(res, { code: 'sign', message: verdict.reason }, undefined, {}, 401);
    let params: Record<string, unknown>;
    try {
      params = await this.readParams(req, record, body, cipher);
    } catch (error) {
      return this.send(res, { code: 'body', message: String(error) }, undefined, {}, 400);
    }
    record.params = params;
    const endpoint = getEndpointByPath(path);
    const requestId = header(req, HEADERS.requestId) ?? '';
    const dedupeKey = `${path}|${requestId}`;
    const replay = endpoint?.serverDeduplicated ? this.dedupe.get(dedupeKey) : undefined;
    let result: HandlerResult;
    if (replay !== undefined) {
      result = JSON.parse(replay) as HandlerResult;
    } else {
      result = (this.routes.get(path) ?? defaultHandler)({ params, endpoint, token });
      if (req.method === 'POST') this.applied.set(dedupeKey, (this.applied.get(dedupeKey) ?? 0) + 1);
      if (endpoint?.serverDeduplicated) this.dedupe.set(dedupeKey, JSON.stringify(result));
    }
    if (fault) return this.applyFault(fault, res, req);
    return this.send(res, result, cipher, result.headers ?? {});
  }

  private async readParams(
    req: IncomingMessage,
    record: RecordedRequest,
    body: string,
    cipher: Cipher,
  ): Promise<Record<string, unknown>> {
    const url = new URL(record.url, 'http://x');
    const contentType = req.headers['content-type'] ?? '';
    if (req.method === 'GET') {
      const sealed = url.searchParams.get('encryptString');
      if (sealed !== null) return JSON.parse(await cipher.decrypt(sealed)) as Record<string, unknown>;
      return Object.fromEntries(url.searchParams);
    }
    if (contentType.startsWith('multipart/')) {
      const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
      const out: Record<string, unknown> = {};
      for (const [name, value] of form) {
        if (name === 'encryptString') Object.assign(out, JSON.parse(await cipher.decrypt(value as string)));
        else out[name] = typeof value === 'string' ? value : `file:${value.name}:${value.size}`;
      }
      return out;
    }
    const parsed = JSON.parse(body || '{}') as Record<string, unknown>;
    if (contentType.startsWith('text/plain')) {
      return JSON.parse(await cipher.decrypt(parsed.encryptString as string)) as Record<string, unknown>;
    }
    return parsed;
  }

  private async send(
    res: ServerResponse,
    result: HandlerResult,
    cipher: Cipher | undefined,
    headers: Record<string, string>,
    status = 200,
  ): Promise<void> {
    const envelope = JSON.stringify({ code: result.code ?? 0, message: result.message, data: result.data });
    const text =
      cipher && this.encryptResponses
        ? JSON.stringify({ encryptString: await cipher.encrypt(envelope) })
        : envelope;
    res.writeHead(status, {
      'content-type': 'application/json',
      [HEADERS.serverTime]: String(this.now()),
      ...headers,
    });
    res.end(text);
  }

  private applyFault(fault: Fault, res: ServerResponse, req: IncomingMessage): void {
    switch (fault.type) {
      case 'reset':
        req.socket.destroy();
        return;
      case 'hang':
        return;
      case 'slow-body':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        res.write('{"code":0,"data":');
        return;
      case 'status':
        res.writeHead(fault.status, { 'content-type': 'text/plain', ...fault.headers });
        res.end(fault.body ?? `status ${fault.status}`);
        return;
      case 'raw':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(fault.body);
        return;
      case 'code':
        void this.send(
          res,
          { code: fault.code, message: fault.message ?? '', data: fault.data },
          undefined,
          {},
        );
        return;
    }
  }

  /** Writes a static file for `path` (already built with buildStaticPath), plain or encrypted with the static key. */
  async putFile(
    path: string,
    envelope: unknown,
    options: { encrypt?: boolean; status?: number } = {},
  ): Promise<void> {
    const text = JSON.stringify(envelope);
    const body = options.encrypt
      ? JSON.stringify({ encryptString: await this.staticCipher.encrypt(text) })
      : text;
    this.files.set(path, { body, ...(options.status ? { status: options.status } : {}) });
  }
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

const defaultHandler: Handler = ({ params, endpoint }) => ({
  code: 0,
  data: { echo: params, endpoint: endpoint?.name },
});
