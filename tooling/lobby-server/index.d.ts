/** The origins a lobby page may reach beyond its own, directive by directive. */
export interface PolicyLines {
  /** The origins the lobby calls: hall API lines, object-storage lines (each with its WebSocket twin). */
  readonly connect?: readonly string[];
  /** The origins its pictures come from: asset domains. */
  readonly images?: readonly string[];
  /** The origins it may frame: the hall's demo game pages. None: no frame-src (default-src applies). */
  readonly frames?: readonly string[];
  /** Where the tracking beacons go: the vendors' collection endpoints, or the site's proxy of them (their origins). */
  readonly beacons?: readonly string[];
}
export declare function contentSecurityPolicy(lines?: PolicyLines): string;
export declare function securityHeaders(lines?: PolicyLines): Record<string, string>;

/** The id of the page's boot data block: `<script type="application/json" id="lobby-boot">`. */
export declare const BOOT_DATA_ID: 'lobby-boot';
/** The boot data as the text of a JSON data block that nothing in it can break out of. */
export declare function serializeBootData(value: unknown): string | undefined;
/** The language tags of an Accept-Language header, most wanted first (at most 5, malformed ones skipped). */
export declare function acceptedLanguages(header: string | undefined): string[];
/** The page with its boot data block (the placeholder replaced, or added before `</head>`). */
export declare function withBootData(
  html: string,
  data: { siteCode: string; json: string | undefined; trackingOrigin?: string | undefined },
): string;

/** The site's name in its boot data (`siteInfo.siteName`, else `siteInfo.title`), at most 60 characters. */
export declare function brandOf(value: unknown): string | undefined;
/** The page with the site's name (as text) written into its `lk-splash`; unchanged without either. */
export declare function withSplashBrand(html: string, brand: string | undefined): string;
/** The language the boot data's texts are in (`en_US`), or undefined. */
export declare function languageOf(value: unknown): string | undefined;
/** The built chunk of each language's texts (`/assets/en_US-<hash>.js`), by language code. */
export declare function localeChunks(distDir: string): Map<string, string>;
/** The page with `<link rel="modulepreload">` of `href` at the end of its head; unchanged without `href`. */
export declare function withModulePreload(html: string, href: string | undefined): string;

/** What a boot data source is asked: the site, and the page's URL on this server. */
export interface BootDataRequest {
  readonly siteCode: string;
  readonly url: URL;
  /** The visitor's languages (Accept-Language, most wanted first), as the lobby will match them. */
  readonly languages: readonly string[];
}
/**
 * The site's boot data (any JSON value), or undefined for none. Cached per site and language
 * (the URL's `lang` and the first Accept-Language tags), not per URL: a snapshot holds the
 * site's texts in one language, the one the visitor's lobby will choose.
 */
export type BootDataSource = (request: BootDataRequest) => unknown;

/** A site's lines as the hall names them: the page may call them and show pictures from assets. */
export interface SiteLines {
  /** API domains (the hall's `api_domain`). */
  readonly api?: readonly string[];
  /** Object-storage / asset domains (`oss_domain`): pictures, static-mode files, speed tests. */
  readonly assets?: readonly string[];
}

/** A site the snapshot source can boot a lobby for. */
export interface SnapshotSite {
  readonly siteCode: string;
  readonly staticKey: string;
}
export interface LobbyBootDataOptions {
  readonly sites: readonly SnapshotSite[];
  /** The hall's lines the Node lobby calls. */
  readonly lines: { readonly api: readonly string[]; readonly assets?: readonly string[] };
  /** The clock of the reuse, of the Node lobby's calls and of the snapshot's dates. @default Date.now */
  readonly now?: () => number;
}
/**
 * Boot data from @lobbykit/lobby-core: a lobby booted in Node against the hall, its first
 * screen loaded, its store as the snapshot, in the language the visitor's lobby will choose
 * (reused 30 s per site and language). `warm(siteCode, languages?)` makes one ahead of the
 * first page.
 */
export declare function lobbyBootData(
  options: LobbyBootDataOptions,
): BootDataSource & { warm(siteCode: string, languages?: readonly string[]): Promise<unknown> };

/** What a theme app's server entry is asked to render: one page of one site. */
export interface ServerRenderRequest {
  /** The page's address on this server. */
  readonly url: string;
  readonly siteCode: string;
  /** The boot data the page carries (the value the boot data source answered). */
  readonly snapshot: unknown;
  /** The visitor's languages (Accept-Language), most wanted first. */
  readonly languages: readonly string[];
  /** The layout the request asks for (`layoutOfRequest`). */
  readonly layout: 'phone' | 'desktop';
  /** Aborted when the render has taken too long: the page then goes with its splash. */
  readonly signal: AbortSignal;
}
/** A server render, as `@lobbykit/lobby-ui/server`'s `renderLobbyHtml` answers it. */
export interface ServerRenderedPage {
  /** The markup of the root element's content. */
  readonly html: string;
  /** Markup for the end of <head> (preloads). */
  readonly head?: string | undefined;
  /** The render's styles, served as a stylesheet of this origin (the policy refuses inline styles). */
  readonly css?: string | undefined;
  /** Data attributes for the root element: what the render assumed. */
  readonly attributes?: Readonly<Record<string, string>> | undefined;
  /** The page's language (BCP 47), written as `<html lang>`: the one the page's lobby sets. */
  readonly lang?: string | undefined;
}
/** A theme app's server entry: `export function render(request)` of its `dist-server/server.js`. */
export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderedPage>;
/** The render function of the app's `dist-server/server.js` beside `distDir`, or undefined when there is none. */
export declare function loadServerRender(distDir: string): Promise<ServerRender | undefined>;
/** 'phone' when the request's `Sec-CH-UA-Mobile` is `?1` (or, without it, its user agent says "Mobile"); else 'desktop'. */
export declare function layoutOfRequest(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): 'phone' | 'desktop';
/** The page with a server render in its root element, its attributes on it, its head and stylesheet in <head>, its language on <html>. */
export declare function withServerRender(
  html: string,
  render: {
    readonly html: string;
    readonly head: string;
    readonly stylesHref: string | undefined;
    readonly attributes: Readonly<Record<string, string>>;
    readonly lang?: string | undefined;
  },
): string;

export interface ServeLobbyOptions {
  /** The theme app's build output (holding index.html). */
  readonly distDir: string;
  /** The hall server /hall and /ws are proxied to; its origin may be framed (demo games). */
  readonly hallUrl: string;
  /** The site this server shows (written into every page, with or without boot data). */
  readonly siteCode: string;
  /** @default 0 (any free port) */
  readonly port?: number;
  /** Fail when `port` is taken; false moves to the next free port. @default true */
  readonly strictPort?: boolean;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** The site's boot data, inlined in every page. @default none: pages carry only the site code */
  readonly bootData?: BootDataSource;
  /** How long a site's boot data is reused. @default 30000 */
  readonly bootDataTtlMs?: number;
  /** How long a page waits for boot data before it goes without. @default 2000 */
  readonly bootDataTimeoutMs?: number;
  /** The site's lines besides this origin, for the policy. @default {} */
  readonly lines?: SiteLines;
  /** Where the one line about missing boot data (or a failed server render) goes. @default console.warn */
  readonly log?: (line: string) => void;
  /**
   * Renders the page's first screen into its root element, for pages that carry boot data.
   * `false`: never (the splash).
   * @default the render of the app's server entry, `dist-server/server.js` beside `distDir`, when it was built
   */
  readonly render?: ServerRender | false | undefined;
  /** How long a page waits for its server render before it goes with the splash. @default 2000 */
  readonly renderTimeoutMs?: number | undefined;
  /**
   * Where the lobby sends its tracking beacons instead of the vendors' own origins (the page's
   * `data-tracking-origin`; vendor `x` at `<trackingOrigin>/x`): a site's first-party proxy, or
   * the reference hall's fakes (`<hall>/vendors`). The policy allows its origin.
   * @default none: the vendors' own origins, which the policy allows
   */
  readonly trackingOrigin?: string | undefined;
}
export interface ServedLobby {
  /** The lobby's URL, with a trailing slash. */
  readonly url: string;
  readonly siteCode: string;
  close(): Promise<void>;
}
export declare function serveLobby(options: ServeLobbyOptions): Promise<ServedLobby>;

/** A theme app: its workspace name, the site `type` it renders, its build output. */
export interface ThemeApp {
  readonly name: string;
  readonly theme: string;
  readonly distDir: string;
}
/** Every theme app of the repository. */
export declare const themeApps: readonly ThemeApp[];
/** The site each theme app shows: the first of `sites` whose type is its theme. */
export declare function sitesForThemes(
  sites: readonly { readonly siteCode: string; readonly type: string }[],
  apps?: readonly ThemeApp[],
): { app: ThemeApp; siteCode: string }[];

export interface ServeThemesOptions extends Omit<
  ServeLobbyOptions,
  'distDir' | 'siteCode' | 'port' | 'strictPort'
> {
  /** The hall's sites (code and type), e.g. hall-server's `seedSites`. */
  readonly sites: readonly { readonly siteCode: string; readonly type: string }[];
  /** @default themeApps */
  readonly apps?: readonly ThemeApp[];
  /** The first app's port, the next app's one more, and so on. @default 0 (any free ports) */
  readonly port?: number;
}
export interface ServedTheme extends ServedLobby {
  readonly app: ThemeApp;
}
export interface ServedThemes {
  readonly lobbies: readonly ServedTheme[];
  close(): Promise<void>;
}
export declare function serveThemes(options: ServeThemesOptions): Promise<ServedThemes>;

/**
 * The scripts a built theme app's home needs to start (the entry script of its index.html, the
 * chunks it preloads and, from the build's manifest, the app the entry imports once the first
 * screen is painted, with its static imports), as paths under `distDir`: what a size budget
 * measures.
 */
export declare function initialScripts(distDir: string): string[];
/**
 * The scripts a route needs when a visit lands on it: the home's (`initialScripts`) and the
 * chunk built from the page module whose path ends with `source`, with its static imports.
 */
export declare function routeScripts(distDir: string, source: string): string[];

/** A site's release manifest (`sites/<siteCode>.json`). */
export interface SiteManifest {
  readonly siteCode: string;
  /** The theme app whose build the site ships (`lobby-classic`, `lobby-aurora`). */
  readonly theme: string;
  /** The site's static key (16 or 32 ASCII characters), which the theme's build must carry. */
  readonly staticKey: string;
  /** The app version (`v4.1.140`): the build's, written into `/op.json`. */
  readonly version: string;
  /** The moment the release stands for (`2026-11-29T00:00:00Z`): the snapshot is dated from it. */
  readonly releasedAt: string;
  /** The site's API and asset domains (origins), and its tracking proxy if it has one. */
  readonly domains: {
    readonly api: readonly string[];
    readonly assets: readonly string[];
    readonly tracking?: string;
  };
  /** Tracking ids, as the hall's buried config (`{ category: 'gtag', type: 'google', gid: 'G-...' }`). */
  readonly analytics: readonly { readonly category: string; readonly type: string; readonly gid: string }[];
  /** Holiday themes and when they show (UTC moments). */
  readonly holidayThemes: readonly {
    readonly themeType: string;
    readonly start: string;
    readonly end: string;
    readonly currencyCodes?: string;
  }[];
}
/** A manifest that cannot be released; `message` lists every problem, `problems` holds them. */
export declare class SiteManifestError extends Error {
  constructor(source: string, problems: readonly string[]);
  readonly problems: readonly string[];
}
/** The manifest, checked: throws a SiteManifestError naming every problem. */
export declare function checkSiteManifest(
  value: unknown,
  where?: { source?: string; siteCode?: string },
): SiteManifest;
/** `<sitesDir>/<siteCode>.json`, read and checked. */
export declare function readSiteManifest(sitesDir: string, siteCode: string): SiteManifest;

/** A theme app's build as a release reads it. */
export interface ThemeBuild {
  readonly app: ThemeApp;
  readonly indexHtml: string;
  /** Every file but dot-files, by `/`-separated path. */
  readonly files: Map<string, Buffer>;
  /** The built language chunks (`localeChunks`). */
  readonly texts: Map<string, string>;
}
/** The app's build; throws, telling to build it, when its index.html is missing. */
export declare function readThemeBuild(app: ThemeApp): ThemeBuild;
/** Throws when the build has no static key for the site or is not the manifest's version. */
export declare function checkBuildForSite(build: ThemeBuild, manifest: SiteManifest): void;
/** `release-manifest.json`. */
export declare const RELEASE_MANIFEST: 'release-manifest.json';
export interface WrittenRelease {
  readonly outDir: string;
  /** How many files the release holds, release-manifest.json included. */
  readonly files: number;
  /** The text of release-manifest.json. */
  readonly listing: string;
  /** Its sha256: two releases of the same inputs share it. */
  readonly hash: string;
}
/** Writes the site's release to `outDir` (emptied first; a folder that holds no release is refused). */
export declare function writeRelease(release: {
  manifest: SiteManifest;
  build: ThemeBuild;
  /** The hall's snapshot of the site, which the release dates and points at the site's domains. */
  snapshot: import('@lobbykit/lobby-core').BootSnapshot;
  outDir: string;
}): WrittenRelease;
/** `pnpm release:site`: manifest, build, snapshot (from `hall`, else the reference hall in-process), release. */
export declare function releaseSite(options: {
  siteCode: string;
  sitesDir: string;
  outDir: string;
  /** A running hall's lines; none: the reference hall, started in this process at `releasedAt`. */
  hall?: { api: readonly string[]; assets?: readonly string[] } | undefined;
  /** @default themeApps */
  apps?: readonly ThemeApp[];
}): Promise<WrittenRelease & { manifest: SiteManifest }>;
/** The hall's snapshot as a release ships it: the site's domains as lines, its holidays, dated `releasedAt`. */
export declare function releaseSnapshot(
  snapshot: import('@lobbykit/lobby-core').BootSnapshot,
  manifest: SiteManifest,
  theme: string,
): import('@lobbykit/lobby-core').BootSnapshot;
/** The site's page: the build's index.html with its boot block, its name in the splash, its texts preloaded. */
export declare function sitePage(
  indexHtml: string,
  site: { manifest: SiteManifest; snapshot: unknown; texts: ReadonlyMap<string, string> },
): string;
/** Where the site's beacons may go: its tracking proxy, else the vendors of its tracking ids. */
export declare function beaconOrigins(manifest: SiteManifest): string[];
/** The `_headers` file: the site's policy on every path, the cache rules of pages, version file and assets. */
export declare function headersFile(manifest: SiteManifest): string;
/** The site's `/op.json`. */
export declare function versionFile(manifest: SiteManifest): string;
