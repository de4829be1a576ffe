// Options of startHallServer and their defaults, in one place.
import type { FastifyServerOptions } from 'fastify';
import { isIP } from 'node:net';
import { normalizeIp } from './hall/geo';
import type { SharpFactory } from './images/variants';
import { defaultDedupLimits, type DedupLimits } from './protocol/dedup';

export type SeedName = 'default' | 'small';
export const seedNames: readonly SeedName[] = ['default', 'small'];

export interface HallServerOptions {
  /** Interface the API and asset domains listen on. The control API always binds 127.0.0.1. @default '127.0.0.1' */
  readonly host?: string;
  /** Port of the first API domain; 0 picks a free port. Ignored when `portBase` is set. @default 0 */
  readonly port?: number;
  /**
   * Consecutive ports from here: API domains first, then asset domains, then the control API.
   * @example portBase 7300 with 2 + 2 domains: API 7300-7301, assets 7302-7303, control 7304
   */
  readonly portBase?: number;
  /** How many ports stand in for API domains. @default 2 */
  readonly apiDomains?: number;
  /** How many ports stand in for asset (object-storage) domains. @default 2 */
  readonly assetDomains?: number;
  /** Data folder of the embedded store; undefined keeps state in memory only. @default undefined */
  readonly dataDir?: string;
  /** Which seeded world to start from (used when the data folder is new). @default 'default' */
  readonly seed?: SeedName;
  /** Starts the control API for tests (loopback only). @default false */
  readonly control?: boolean;
  /** Port of the control API when `portBase` is not set; 0 picks a free port. @default 0 */
  readonly controlPort?: number;
  /** Structured logs (pino via Fastify): true, false, or Fastify logger options. @default false */
  readonly logger?: FastifyServerOptions['logger'];
  /** Wall clock of the server. @default Date.now */
  readonly now?: () => number;
  /** How long a deposit stays pending before it completes and pushes payOrderSuccess. @default 200 */
  readonly depositCompleteMs?: number;
  /** How long a withdrawal stays pending before it completes. @default 400 */
  readonly withdrawCompleteMs?: number;
  /** A socket without authStr must send its auth message within this time. @default 5000 */
  readonly wsAuthTimeoutMs?: number;
  /** Largest accepted distance between a request's timestamp and the server clock. @default 300000 */
  readonly maxSkewMs?: number;
  /** Pushes a jackpot notice to every site this often; 0 turns it off. @default 0 */
  readonly jackpotIntervalMs?: number;
  /** Lobby origins listed as web domains in the site URL config. @default [] */
  readonly webUrls?: readonly string[];
  /** Base URL of the identity provider the server exchanges codes with. @default the built-in fake at `<first API URL>/idp` when `fakeIdentityProvider` is on */
  readonly identityProviderUrl?: string;
  /**
   * Serves the fake identity provider (LINE, Google, Facebook) under `/idp` on the API domains
   * and the control API's token shortcut. It signs anyone in as any subject they name, so it is
   * off unless a development or test run asks for it (`--fake-idp`, the test helpers).
   * @default false
   */
  readonly fakeIdentityProvider?: boolean;
  /**
   * Serves fakes of the tracking vendors' collection endpoints (Google Analytics 4, the Facebook
   * and TikTok pixels) under `/vendors/<vendor>/` on the API domains, logging each beacon with
   * the route `vendor:<vendor>:<event>` (`--fake-vendors`, the test helpers). @default false
   */
  readonly fakeTrackingVendors?: boolean;
  /**
   * Loads sharp, which encodes the .webp and .avif variants of the generated images on their
   * first request. A loader that rejects leaves the variants a 404 (the .png still served).
   * @default () => import('sharp')
   */
  readonly loadSharp?: () => Promise<SharpFactory>;
  /**
   * Addresses of the proxies in front of the hall whose `X-Forwarded-For` is believed. From
   * anyone else the header is ignored and the socket address is the client IP, so a client
   * cannot pick its region or a new IP for every captcha try. @default [] (no proxy)
   */
  readonly trustProxy?: readonly string[];
  /**
   * Caps of the request-id records (see the README, "Request-id deduplication"); tests lower
   * them to reach the limits quickly.
   * @default { keepMs: 86400000, retryWindowMs: 150000, maxRecords: 2000, maxAnonymousRecords: 1000, maxPerOwner: 200 }
   */
  readonly dedupLimits?: Partial<DedupLimits>;
}

export interface ResolvedOptions {
  readonly host: string;
  readonly port: number;
  readonly portBase: number | undefined;
  readonly apiDomains: number;
  readonly assetDomains: number;
  readonly dataDir: string | undefined;
  readonly seed: SeedName;
  readonly control: boolean;
  readonly controlPort: number;
  readonly logger: FastifyServerOptions['logger'];
  readonly now: () => number;
  readonly depositCompleteMs: number;
  readonly withdrawCompleteMs: number;
  readonly wsAuthTimeoutMs: number;
  readonly maxSkewMs: number;
  readonly jackpotIntervalMs: number;
  readonly webUrls: readonly string[];
  readonly identityProviderUrl: string | undefined;
  readonly fakeIdentityProvider: boolean;
  readonly fakeTrackingVendors: boolean;
  readonly loadSharp: (() => Promise<SharpFactory>) | undefined;
  readonly trustProxy: readonly string[];
  readonly dedupLimits: DedupLimits;
}

function count(name: string, value: number | undefined, fallback: number, min: number): number {
  const result = value ?? fallback;
  if (!Number.isInteger(result) || result < min || result > 20) {
    throw new RangeError(`startHallServer: ${name} must be an integer ${min}..20, got ${String(value)}`);
  }
  return result;
}

function port(name: string, value: number | undefined, fallback: number): number {
  const result = value ?? fallback;
  if (!Number.isInteger(result) || result < 0 || result > 65535) {
    throw new RangeError(`startHallServer: ${name} must be an integer 0..65535, got ${String(value)}`);
  }
  return result;
}

function duration(name: string, value: number | undefined, fallback: number): number {
  const result = value ?? fallback;
  if (!Number.isFinite(result) || result < 0) {
    throw new RangeError(`startHallServer: ${name} must be a duration in ms >= 0, got ${String(value)}`);
  }
  return result;
}

function cap(name: string, value: number | undefined, fallback: number): number {
  const result = value ?? fallback;
  if (!Number.isInteger(result) || result < 1) {
    throw new RangeError(`startHallServer: ${name} must be an integer >= 1, got ${String(value)}`);
  }
  return result;
}

function resolveDedupLimits(limits: Partial<DedupLimits> = {}): DedupLimits {
  const fallback = defaultDedupLimits;
  const resolved: DedupLimits = {
    keepMs: duration('dedupLimits.keepMs', limits.keepMs, fallback.keepMs),
    retryWindowMs: duration('dedupLimits.retryWindowMs', limits.retryWindowMs, fallback.retryWindowMs),
    maxRecords: cap('dedupLimits.maxRecords', limits.maxRecords, fallback.maxRecords),
    maxAnonymousRecords: cap(
      'dedupLimits.maxAnonymousRecords',
      limits.maxAnonymousRecords,
      fallback.maxAnonymousRecords,
    ),
    maxPerOwner: cap('dedupLimits.maxPerOwner', limits.maxPerOwner, fallback.maxPerOwner),
  };
  // An answer pruned before the client stops retrying would let its retry apply the call again.
  if (resolved.keepMs < resolved.retryWindowMs) {
    throw new RangeError(
      `startHallServer: dedupLimits.keepMs (${resolved.keepMs}) must be at least dedupLimits.retryWindowMs (${resolved.retryWindowMs})`,
    );
  }
  return resolved;
}

function proxies(value: readonly string[] | undefined = []): readonly string[] {
  for (const address of value) {
    if (isIP(address) === 0) {
      throw new RangeError(`startHallServer: trustProxy must list IP addresses, got ${String(address)}`);
    }
  }
  return value.map((address) => normalizeIp(address));
}

/** Fills defaults and rejects impossible values with a message naming the option. */
export function resolveOptions(options: HallServerOptions = {}): ResolvedOptions {
  const apiDomains = count('apiDomains', options.apiDomains, 2, 1);
  const assetDomains = count('assetDomains', options.assetDomains, 2, 1);
  const portBase = options.portBase === undefined ? undefined : port('portBase', options.portBase, 0);
  if (portBase !== undefined && portBase + apiDomains + assetDomains > 65535) {
    throw new RangeError(
      `startHallServer: portBase ${portBase} leaves no room for ${apiDomains + assetDomains + 1} ports`,
    );
  }
  const seed = options.seed ?? 'default';
  if (!seedNames.includes(seed)) {
    throw new RangeError(`startHallServer: seed must be one of ${seedNames.join(', ')}, got ${String(seed)}`);
  }
  return {
    host: options.host ?? '127.0.0.1',
    port: port('port', options.port, 0),
    portBase,
    apiDomains,
    assetDomains,
    dataDir: options.dataDir,
    seed,
    control: options.control ?? false,
    controlPort: port('controlPort', options.controlPort, 0),
    logger: options.logger ?? false,
    now: options.now ?? Date.now,
    depositCompleteMs: duration('depositCompleteMs', options.depositCompleteMs, 200),
    withdrawCompleteMs: duration('withdrawCompleteMs', options.withdrawCompleteMs, 400),
    wsAuthTimeoutMs: duration('wsAuthTimeoutMs', options.wsAuthTimeoutMs, 5000),
    maxSkewMs: duration('maxSkewMs', options.maxSkewMs, 300_000),
    jackpotIntervalMs: duration('jackpotIntervalMs', options.jackpotIntervalMs, 0),
    webUrls: options.webUrls ?? [],
    identityProviderUrl: options.identityProviderUrl,
    fakeIdentityProvider: options.fakeIdentityProvider ?? false,
    fakeTrackingVendors: options.fakeTrackingVendors ?? false,
    loadSharp: options.loadSharp,
    trustProxy: proxies(options.trustProxy),
    dedupLimits: resolveDedupLimits(options.dedupLimits),
  };
}
