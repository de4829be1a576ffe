/**
 * What `client.chromium.test.ts` runs inside the page: the real hall client, on the browser's
 * own fetch and WebCrypto, with each result turned into plain data the test can read back.
 * Bundled into the page, it publishes itself as `window.TransportHarness`.
 */
import type { EndpointName } from '@lobbykit/contract';
import { createHallClient } from '../client';
import type { HallClient, HallSession } from '../client-types';
import { createLines, type Lines } from '../lines';
import { createLoginGate } from '../login-gate';

/** The test hall as the page sees it. */
export interface HarnessHall {
  siteCode: string;
  staticKey: string;
  api: string[];
  oss: string[];
}

/**
 * A session as the test reads it back: its key pair is a CryptoKey, which stays in the page
 * (it cannot be copied out, which is the point), so the test sees whether there is one.
 */
interface HarnessSession {
  token?: string | undefined;
  newJwt?: string | undefined;
  bound: boolean;
}

export interface HarnessCall {
  endpoint: EndpointName;
  params?: Record<string, unknown>;
  forceRetry?: boolean;
}

interface HarnessResult {
  ok: boolean;
  attempts: number;
  requestId: string;
  source?: string;
  data?: unknown;
  /** The error's class name and kind, and its fields that say what happened. */
  name?: string;
  kind?: string;
  uncertain?: boolean;
  status?: number;
  reason?: string;
  messageKey?: string;
  /** The session the client holds after the call. */
  session: HarnessSession;
}

const unhandled: string[] = [];
globalThis.addEventListener('unhandledrejection', (event) => unhandled.push(String(event.reason)));

let lines: Lines | undefined;
let client: HallClient | undefined;
// The session of a user signed in by `signIn`, key pair included, for clients started with it.
let kept: HallSession | undefined;

const plain = ({ token, newJwt, binding }: HallSession): HarnessSession => ({
  token,
  newJwt,
  bound: binding !== undefined,
});

/**
 * A fresh client on the hall's lines: a visitor until a login answers with a token, or, with
 * `withSession`, holding the session `signIn` made in this page.
 */
function start(hall: HarnessHall, withSession = false): void {
  lines?.dispose();
  // A long re-test delay keeps the line store's own speed test out of the hall's log.
  lines = createLines({ api: hall.api, oss: hall.oss, retestDelayMs: 3_600_000 });
  client = createHallClient({
    siteCode: hall.siteCode,
    staticKey: hall.staticKey,
    lines,
    gate: createLoginGate('logined'),
    // A device model in Thai: header values must be ISO-8859-1, or the browser's fetch throws.
    context: { language: 'en', currency: 'BRL', deviceId: 'dev-chromium', deviceModel: 'มือถือ 8' },
    timeoutMs: 400,
    retry: { baseDelayMs: 2, maxDelayMs: 10 },
  });
  if (withSession && kept) client.setSession(kept);
}

/** Logs a user in with a client of its own and keeps the session for `start(hall, true)`. */
async function signIn(hall: HarnessHall, username: string, password: string): Promise<HarnessSession> {
  start(hall);
  const result = await client!.request('login', { params: { username, password } });
  if (!result.ok) throw new Error(`login ${username} failed: ${result.error.message}`);
  kept = client!.session;
  return plain(kept);
}

async function call({ endpoint, params, forceRetry }: HarnessCall): Promise<HarnessResult> {
  if (!client) throw new Error('call start(hall) first');
  const result = await client.request(endpoint, {
    ...(params ? { params } : {}),
    ...(forceRetry ? { forceRetry } : {}),
  });
  const common = { attempts: result.attempts, requestId: result.requestId, session: plain(client.session) };
  if (result.ok) return { ok: true, source: result.source, data: result.data, ...common };
  const error = result.error as typeof result.error & { uncertain?: boolean; reason?: string };
  return {
    ok: false,
    name: error.name,
    kind: error.kind,
    status: error.status,
    ...(error.uncertain === undefined ? {} : { uncertain: error.uncertain }),
    ...(error.reason === undefined ? {} : { reason: error.reason }),
    ...(error.messageKey === undefined ? {} : { messageKey: error.messageKey }),
    ...common,
  };
}

/** Promise rejections nobody handled since the page loaded. */
function unhandledRejections(): string[] {
  return [...unhandled];
}

const harness = { start, signIn, call, unhandledRejections };
type TransportHarness = typeof harness;

declare global {
  interface Window {
    TransportHarness: TransportHarness;
  }
}
window.TransportHarness = harness;
