/** The origins a lobby page may reach beyond its own, directive by directive. */
export interface PolicyLines {
  /** The origins the lobby calls: hall API lines, object-storage lines (each with its WebSocket twin). */
  readonly connect?: readonly string[];
  /** The origins its pictures come from: asset domains. */
  readonly images?: readonly string[];
  /** The origins it may frame: the hall's demo game pages. None: no frame-src (default-src applies). */
  readonly frames?: readonly string[];
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
  data: { siteCode: string; json: string | undefined },
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
  /** @default Date.now */
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
  /** Where the one line about missing boot data goes. @default console.warn */
  readonly log?: (line: string) => void;
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
 * The scripts a built theme app's page fetches before its first paint (the entry script of its
 * index.html and the chunks it preloads), as paths under `distDir`: what a size budget measures.
 */
export declare function initialScripts(distDir: string): string[];
