/**
 * The boot snapshot: the site's boot data inlined in the served HTML, so the first paint needs
 * no API round trip. The app's server (or the per-site release) produces it with
 * `createBootSnapshot` and `serializeBootSnapshot`; `createLobby` reads it with
 * `readBootSnapshot` and revalidates it in the background. A snapshot that is missing,
 * corrupt, of another version or site, or stale is set aside, and the boot reads the network.
 */
import {
  isLanguageCode,
  gameCategorySchema,
  gameListSchema,
  gameProviderSchema,
  optimizationSiteConfigSchema,
  siteInfoSchema,
  siteUrlInfoSchema,
  systemStatusSchema,
  type GameCategory,
  type GameList,
  type GameProvider,
  type LanguageCode,
  type OptimizationSiteConfig,
  type SiteInfo,
  type SiteUrlInfo,
  type SystemStatus,
} from '@lobbykit/contract';
import * as v from 'valibot';
import type { GamePagesRequest } from '../api/games';

/** Bumped when the shape changes; a snapshot of another version is set aside. */
export const BOOT_SNAPSHOT_VERSION = 1;
/** How long a snapshot made now stays usable, unless the producer says otherwise. @default 24 h */
export const BOOT_SNAPSHOT_TTL_MS = 24 * 60 * 60_000;
/** The oldest snapshot a lobby uses, whatever its expiry says (7 days, the stored-cache limit of spec §9). */
export const BOOT_SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** Snapshot text longer than this (characters) is refused unread. */
export const BOOT_SNAPSHOT_MAX_LENGTH = 2_000_000;
/** The id of the `<script type="application/json">` element `browserConfig` reads the snapshot from. */
export const BOOT_SNAPSHOT_ELEMENT_ID = 'lobbykit-boot';

/** The first page of one "load more" game list, under the filter the page will ask with. */
export interface BootSnapshotGames {
  readonly request: GamePagesRequest;
  readonly page: GameList;
}

/**
 * The site's boot data. Only `siteInfo` and `language` are required; each other part fills its
 * query when present. The texts in it (category and game names, banners) are in `language`: a
 * lobby that settles on another language uses only the site info and URLs and reads the rest.
 */
export interface BootSnapshotData {
  /** The language the snapshot's texts are in. */
  readonly language: LanguageCode;
  readonly siteInfo: SiteInfo;
  readonly siteUrls?: SiteUrlInfo | undefined;
  /** The visitor's system status (banners, sys info). */
  readonly systemStatus?: SystemStatus | undefined;
  /** The optimization site config (its `layoutDesign`). */
  readonly layout?: OptimizationSiteConfig | undefined;
  readonly categories?: readonly GameCategory[] | undefined;
  /** The providers of every category (the `gameProviders` query without a filter). */
  readonly providers?: readonly GameProvider[] | undefined;
  /** The first screen of the home page's game lists. */
  readonly games?: readonly BootSnapshotGames[] | undefined;
}

export interface BootSnapshot extends BootSnapshotData {
  readonly version: typeof BOOT_SNAPSHOT_VERSION;
  readonly siteCode: string;
  /** When it was made, epoch ms. */
  readonly createdAt: number;
  /** When it stops being used, epoch ms. */
  readonly expiresAt: number;
}

const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
const time = v.pipe(v.number(), v.integer(), v.minValue(0));

const gamePagesRequestSchema = v.strictObject({
  categoryId: v.optional(count(1_000_000)),
  category: v.optional(v.pipe(v.string(), v.maxLength(64))),
  providerCode: v.optional(v.pipe(v.string(), v.maxLength(64))),
  keyword: v.optional(v.pipe(v.string(), v.maxLength(64))),
  hot: v.optional(v.boolean()),
  new: v.optional(v.boolean()),
  recommend: v.optional(v.boolean()),
  pageSize: v.optional(v.pipe(count(300), v.minValue(1))),
});

const bootSnapshotSchema = v.object({
  version: v.literal(BOOT_SNAPSHOT_VERSION),
  siteCode: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  createdAt: time,
  expiresAt: time,
  language: v.custom<LanguageCode>(isLanguageCode, 'not a lobby language'),
  siteInfo: siteInfoSchema,
  siteUrls: v.optional(siteUrlInfoSchema),
  systemStatus: v.optional(systemStatusSchema),
  layout: v.optional(optimizationSiteConfigSchema),
  categories: v.optional(v.pipe(v.array(gameCategorySchema), v.maxLength(200))),
  providers: v.optional(v.pipe(v.array(gameProviderSchema), v.maxLength(500))),
  games: v.optional(
    v.pipe(v.array(v.object({ request: gamePagesRequestSchema, page: gameListSchema })), v.maxLength(24)),
  ),
});

/** Why a snapshot was set aside. */
export type BootSnapshotRejection = 'missing' | 'corrupt' | 'version' | 'otherSite' | 'stale';

export type BootSnapshotReading =
  | { readonly ok: true; readonly snapshot: BootSnapshot }
  | { readonly ok: false; readonly reason: BootSnapshotRejection; readonly detail?: string | undefined };

export interface ReadBootSnapshotOptions {
  /** The lobby's site code: a snapshot of another site is set aside. */
  readonly siteCode: string;
  /** Epoch ms. */
  readonly now: number;
  /** @default BOOT_SNAPSHOT_MAX_AGE_MS */
  readonly maxAgeMs?: number | undefined;
}

const rejected = (reason: BootSnapshotRejection, detail?: string): BootSnapshotReading => ({
  ok: false,
  reason,
  ...(detail === undefined ? {} : { detail }),
});

/**
 * Reads an inlined snapshot: the JSON text of the boot element, or the value already parsed.
 * Never throws: anything unusable is `{ ok: false, reason }`.
 */
export function readBootSnapshot(raw: unknown, options: ReadBootSnapshotOptions): BootSnapshotReading {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return rejected('missing');
  }
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.length > BOOT_SNAPSHOT_MAX_LENGTH) return rejected('corrupt', 'too long');
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return rejected('corrupt', 'not JSON');
    }
  }
  const version = (value as { version?: unknown } | null)?.version;
  if (typeof version !== 'number') return rejected('corrupt', 'no version');
  if (version !== BOOT_SNAPSHOT_VERSION) return rejected('version', `version ${version}`);
  const parsed = v.safeParse(bootSnapshotSchema, value);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    return rejected('corrupt', `${v.getDotPath(issue) ?? 'snapshot'}: ${issue.message}`);
  }
  const snapshot = parsed.output as BootSnapshot;
  if (snapshot.siteCode !== options.siteCode) return rejected('otherSite', snapshot.siteCode);
  const { now, maxAgeMs = BOOT_SNAPSHOT_MAX_AGE_MS } = options;
  if (
    now >= snapshot.expiresAt ||
    now - snapshot.createdAt > maxAgeMs ||
    snapshot.createdAt > snapshot.expiresAt
  ) {
    return rejected('stale');
  }
  return { ok: true, snapshot };
}

export interface CreateBootSnapshotOptions {
  readonly siteCode: string;
  /** Epoch ms. */
  readonly now: number;
  /** @default BOOT_SNAPSHOT_TTL_MS */
  readonly ttlMs?: number | undefined;
}

/**
 * Wraps boot data in a snapshot (version, site, times), checked the way a lobby will read it.
 * @throws TypeError when the data would not pass `readBootSnapshot` (a bug of the producer).
 */
export function createBootSnapshot(data: BootSnapshotData, options: CreateBootSnapshotOptions): BootSnapshot {
  const { siteCode, now, ttlMs = BOOT_SNAPSHOT_TTL_MS } = options;
  const candidate = {
    ...data,
    version: BOOT_SNAPSHOT_VERSION,
    siteCode,
    createdAt: Math.round(now),
    expiresAt: Math.round(now + ttlMs),
  };
  const reading = readBootSnapshot(candidate, { siteCode, now });
  if (!reading.ok) {
    throw new TypeError(
      `createBootSnapshot: ${reading.reason}${reading.detail ? ` (${reading.detail})` : ''}`,
    );
  }
  return reading.snapshot;
}

// Characters that could end the <script> element or break a JavaScript string, as \u escapes.
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * The snapshot as JSON text that is safe inside `<script type="application/json">`: `<`, `>`,
 * `&` and the line separators are escaped, so no value (a site title, a game name) can close
 * the element or open another.
 */
export function serializeBootSnapshot(snapshot: BootSnapshot): string {
  return JSON.stringify(snapshot).replace(
    UNSAFE_IN_SCRIPT,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
