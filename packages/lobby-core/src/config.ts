/** The one object a lobby is created from: everything it needs from the outside world. */
import type { Clock, StorageLike, Timers } from '@lobbykit/contract';
import type { HallClientConfig } from '@lobbykit/transport';
import type { LinesOptions } from '@lobbykit/transport/lines';
import type { Hooks as KyHooks } from 'ky';
import type { BootRetryPolicy } from './boot/runner';
import type { LobbyHallModule } from './network/hall-loader';
import type { LobbyMoneyOptions } from './money/options';
import type { LobbySessionOptions } from './session/options';

/** The page address: text, a URL, or anything with a live `href` (`window.location`). */
export type LobbyLocation = string | URL | { readonly href: string };

/** Advanced options handed to the hall client as they are (see @lobbykit/transport). */
export type LobbyHallOptions = Pick<
  HallClientConfig,
  | 'timeoutMs'
  | 'retry'
  | 'staticRetry'
  | 'cache'
  | 'captcha'
  | 'cipher'
  | 'messageDedupeMs'
  | 'maintenanceCheckAfter'
  | 'upload'
>;

export interface LobbyConfig {
  /** The site code, sent with every call. */
  readonly siteCode: string;
  /** The site's static key (16 or 32 bytes; text is its UTF-8 bytes): encrypts and signs calls before login. */
  readonly staticKey: HallClientConfig['staticKey'];
  /**
   * The API and asset (object-storage) lines the build knows. The hall's site URL config adds
   * its own after them (see `adoptSiteLines`); at most 20 of each are kept.
   * @example { api: ['https://api1.example'], assets: ['https://oss1.example'] }
   */
  readonly lines: { readonly api: readonly string[]; readonly assets?: readonly string[] | undefined };
  /** The page address: marketing parameters and the `lang` parameter are read from it, and the referer header. */
  readonly location: LobbyLocation;
  /**
   * Sends each attempt (through ky, with `kyHooks`).
   * @default globalThis.fetch
   */
  readonly fetch?: typeof fetch | undefined;
  /**
   * Where the lobby remembers the language, currency, device id and chosen lines
   * (`localStorage`). A corrupt or throwing storage never breaks the lobby.
   * @default none: nothing is remembered
   */
  readonly storage?: StorageLike | undefined;
  /** Wall clock. @default Date.now */
  readonly now?: Clock | undefined;
  /** @default globalThis setTimeout / clearTimeout */
  readonly timers?: Timers | undefined;
  /**
   * Settles in a later task of the page. `boot()` puts the snapshot in the store at once and
   * starts the rest (the hall connection's download, the stored session's read) once this
   * settles, so a phone's start-up is not one long task (`browserConfig` gives the page's).
   * @default none: all in the task that calls `boot()`
   */
  readonly nextTask?: (() => Promise<void>) | undefined;
  /** Jitter of the retries, uniform in [0, 1). @default Math.random */
  readonly random?: (() => number) | undefined;
  /** WebCrypto (signatures, the device id). @default globalThis.crypto */
  readonly crypto?: Crypto | undefined;
  /** The browser's preferred languages (`navigator.languages`). @default [] */
  readonly browserLanguages?: readonly string[] | undefined;
  /**
   * The inlined boot snapshot: its JSON text, or the value parsed (see `readBootSnapshot`).
   * @default none: the boot reads the network
   */
  readonly snapshot?: unknown;
  /** The oldest snapshot used, whatever its expiry. @default BOOT_SNAPSHOT_MAX_AGE_MS (7 days) */
  readonly snapshotMaxAgeMs?: number | undefined;
  /**
   * After a snapshot boot, the wait before its data is read again, so the first paint needs no
   * request at all.
   * @default 1500
   */
  readonly revalidateAfterMs?: number | undefined;
  /**
   * A snapshot younger than this is what the hall would answer now (a server render made it
   * moments ago): its revalidation waits until it is this old, not just `revalidateAfterMs`, so
   * a starting phone spends neither its network nor its CPU reading the same data twice. The
   * lines' speed test still runs after `revalidateAfterMs`. 0 reads every snapshot again after
   * `revalidateAfterMs`, however young.
   * @default 60000
   */
  readonly snapshotFreshMs?: number | undefined;
  /**
   * Hooks of the ky instance every hall call runs through: where a skin team adds logging,
   * tracing headers or metrics. ky's own retries and timeout stay off (the hall client owns them).
   * @example { beforeRequest: [(request) => log(request.url)] }
   */
  readonly kyHooks?: KyHooks | undefined;
  /**
   * The device headers. Without an id the lobby makes one and remembers it in `storage`.
   * @default {}
   */
  readonly device?:
    | {
        readonly id?: string | undefined;
        readonly model?: string | undefined;
        readonly fingerprintId?: string | undefined;
      }
    | undefined;
  /** 5 web, 6 app. @default 5 */
  readonly platformType?: number | undefined;
  /** The version header. @default 'v4.1.140' */
  readonly appVersion?: string | undefined;
  /** Sent with the system status. @default 4 (DEVICE_TYPE.web) */
  readonly osType?: number | undefined;
  /** The preview environment (`previewonly` of the optimization site config). @default false */
  readonly preview?: boolean | undefined;
  /**
   * Keep the `mock.*` and `fixed.*` parameters and read the debug switches (`readDebugSwitches`):
   * development and preview builds only.
   * @default false
   */
  readonly debugParams?: boolean | undefined;
  /** Add the lines of the hall's site URL config to `lines`. @default true */
  readonly adoptSiteLines?: boolean | undefined;
  /** When a boot that cannot reach the hall tries again. @default DEFAULT_BOOT_RETRY */
  readonly bootRetry?: Partial<BootRetryPolicy> | undefined;
  /** Options of the line store's speed test. @default transport's (probes /piaspeed.png, /op.json, /speed.txt; 5 s) */
  readonly lineTest?: Pick<LinesOptions, 'probes' | 'probeTimeoutMs' | 'retestDelayMs'> | undefined;
  /**
   * Advanced: options of the hall client. `upload` (the multipart encoder of upload calls)
   * defaults to transport's `uploadBody`, loaded with the first upload.
   */
  readonly hall?: LobbyHallOptions | undefined;
  /**
   * Advanced: loads the module of the hall connection (ky, the lines, the hall client). The boot
   * starts it, and the first call, speed test or demo launch waits for it, so bundlers put it
   * in a chunk of its own that the first paint does not wait for. Tests count or fail loads here.
   * @default () => import('./network/hall-connection') (a lazy chunk)
   */
  readonly loadHall?: (() => Promise<LobbyHallModule>) | undefined;
  /**
   * The player's session: where it survives a reload, how tabs share its end, the notice
   * channel's socket, web push, captcha providers (see `LobbySessionOptions`).
   * @default {}: no session kept across reloads, the page's own BroadcastChannel and WebSocket
   */
  readonly session?: LobbySessionOptions | undefined;
  /**
   * Money: the Web Locks API the tabs share, the retries of a submission with its one request
   * id (see `LobbyMoneyOptions`).
   * @default {}: navigator.locks, 2 retries 1 s apart
   */
  readonly money?: LobbyMoneyOptions | undefined;
}

/** The address in a location, or '' when it has none. */
export function hrefOf(location: LobbyLocation): string {
  try {
    return typeof location === 'string' ? location : String(location.href);
  } catch {
    return '';
  }
}
