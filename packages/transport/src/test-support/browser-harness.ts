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

/** The test hall as the page sees it, and the session the page's user starts with, if any. */
export interface HarnessHall {
  siteCode: string;
  staticKey: string;
  api: string[];
  oss: string[];
  session?: HallSession;
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
  session: HallSession;
}

const unhandled: string[] = [];
globalThis.addEventListener('unhandledrejection', (event) => unhandled.push(String(event.reason)));

let lines: Lines | undefined;
let client: HallClient | undefined;

/** A fresh client on the hall's lines: a visitor until a login answers with a token, or given a session. */
function start(hall: HarnessHall): void {
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
  if (hall.session) client.setSession(hall.session);
}

async function call({ endpoint, params, forceRetry }: HarnessCall): Promise<HarnessResult> {
  if (!client) throw new Error('call start(hall) first');
  const result = await client.request(endpoint, {
    ...(params ? { params } : {}),
    ...(forceRetry ? { forceRetry } : {}),
  });
  const common = { attempts: result.attempts, requestId: result.requestId, session: { ...client.session } };
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

const harness = { start, call, unhandledRejections };
type TransportHarness = typeof harness;

declare global {
  interface Window {
    TransportHarness: TransportHarness;
  }
}
window.TransportHarness = harness;
