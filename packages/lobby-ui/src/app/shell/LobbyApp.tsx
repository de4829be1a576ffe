// The whole lobby a theme app mounts: lobby-core's store, the texts in the lobby's language,
// the theme with the site's look, the boot gate and the router over the theme's pages.
import type { StorageLike } from '@lobbykit/contract';
import type { LobbyState } from '@lobbykit/lobby-core';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { LobbyProvider } from '@lobbykit/lobby-core/react';
import type { LobbyI18n, LobbyTexts } from '@lobbykit/i18n';
import type { HolidayOverlay, LobbyTheme } from '@lobbykit/theme-kit';
import { createToaster, type ImageConfig } from '@lobbykit/ui-blocks';
import { useState, type ReactElement } from 'react';
import { createRecentGames, createSearchHistory } from '../games/visitor-lists';
import { createBrowserLocation } from '../router/browser-location';
import { keepMarketingParams } from '../router/keep-marketing-params';
import type { LobbyLocation } from '../router/location';
import { LobbyRouter } from '../router/LobbyRouter';
import {
  browserStorage,
  LobbyAppContext,
  type LobbyAppContextValue,
  type LobbyPreloadTimings,
} from './app-context';
import { BootGate } from './BootGate';
import { DebugSwitchesBridge } from './DebugSwitchesBridge';
import { DocumentMeta } from './DocumentMeta';
import { FirstLayoutContext, type LobbyLayout } from './first-render';
import { I18nBridge } from './I18nBridge';
import { RootShell } from './RootShell';
import { ThemeBridge } from './ThemeBridge';

export interface LobbyAppProps {
  /** A lobby from `createLobby` of `@lobbykit/lobby-core/react`. */
  readonly lobby: ReactLobby;
  /** The theme (`defineTheme` of `@lobbykit/theme-kit`): pages, layouts, footer, float bar, tokens. */
  readonly theme: LobbyTheme;
  /**
   * The lobby's texts: a `createTexts` source (no i18next in the first paint) or a `createI18n` instance.
   * @default a `createTexts` source that follows the lobby's language
   */
  readonly i18n?: LobbyTexts | LobbyI18n | undefined;
  /**
   * Holiday looks the app ships, e.g. `[midAutumnOverlay]` from `@lobbykit/theme-kit/presets`.
   * @default []
   */
  readonly overlays?: readonly HolidayOverlay[] | undefined;
  /**
   * Where the lobby's address lives.
   * @default the browser's history (tests and stories pass `createMemoryLocation(path)`)
   */
  readonly location?: LobbyLocation | undefined;
  /**
   * "Reload page" of the still-trying screen.
   * @default () => location.reload()
   */
  readonly reload?: (() => void) | undefined;
  /**
   * Where recent games and search history are remembered.
   * @default localStorage when the page may use it
   */
  readonly storage?: StorageLike | null | undefined;
  /**
   * Picture settings for every LazyImage (the asset hosts come from the lobby's lines): e.g.
   * `areas`, the asset folders whose pictures the object storage also holds as avif or webp.
   * @default ui-blocks' defaults
   */
  readonly images?: Partial<Omit<ImageConfig, 'hosts'>> | undefined;
  /**
   * Keep `mock.*` and `fixed.*` on navigation (give the lobby's own `debugParams`). The debug
   * switches (`noLazy`, `openPC`, ...) follow the lobby's `debugParams` alone: it reads them.
   * @default false
   */
  readonly debugParams?: boolean | undefined;
  /**
   * Opens the sign-up modal by itself on landing when spec §5's rule says so: someone not signed
   * in, and the site's auto-visitor-login switch on or an agent's register link in the URL
   * (`cid` or `id` with `type=register`; another `type` keeps it shut).
   * @default false
   */
  readonly autoOpenAuth?: boolean | undefined;
  /**
   * Runs spec §4's start-up pop-up sequence on the home page, after the first paint: the
   * register-recharge prompt, the forced password change and binding, the app download prompt,
   * the notice frames, the one-time cuts, first charge, the task lists and waiting-to-collect (and
   * first the sign-up, with `autoOpenAuth`). Off: the register-recharge prompt and the forced
   * binding show by themselves after a login, the rest not at all.
   * @default false
   */
  readonly startupPopups?: boolean | undefined;
  /**
   * Tells the site's tracking vendors (its buried config: Google Analytics 4, the Facebook and
   * TikTok pixels) of registrations, logins, games opened, deposits and page views, from after
   * the first paint. `origin`: where the beacons go instead of the vendors' own origins (vendor
   * `x` at `<origin>/x`), a site's first-party proxy; the served page says it in
   * `data-tracking-origin` of its boot block.
   * @default undefined: no tracking
   */
  readonly tracking?: LobbyTrackingOptions | undefined;
  /**
   * Watches the site's status (spec §4 "Site status") once the page is hydrated: the IP check,
   * a maintenance check after a failed call, and while the site is closed a check every
   * `pollMs` (default 5 minutes) that updates or closes its page. The maintenance or region
   * page shows over the lobby whenever the site is closed, watched or not (any call's
   * maintenance code closes it). The same watcher compares `version` (default the lobby's
   * `appVersion`, the version header's) with the site's `/op.json` on a version error
   * (999) and when the page comes back after 10 minutes away; a newer one asks for a reload.
   * @default undefined: not watched
   */
  readonly siteStatus?:
    { readonly pollMs?: number | undefined; readonly version?: string | undefined } | undefined;
  /**
   * Spec §9's resource preload, once the page is hydrated: the code-split pages' chunks (the
   * theme's and the shared ones not yet loaded) download in the background, the first after
   * `startAfterMs` (default 30 s), then one every `everyMs` (default 2 s), never while the page is
   * hidden or the visitor saves data or is on 2G. `false` turns it off.
   * @default {}: on, with the spec's timings
   */
  readonly preload?: LobbyPreloadTimings | false | undefined;
}

/** See `LobbyAppProps.tracking`. */
export interface LobbyTrackingOptions {
  readonly origin?: string | undefined;
}

/**
 * What a server render of the page assumed, for the render that hydrates its markup (and for the
 * server's own): `mountLobby` and `renderLobbyHtml` give it, never a theme app.
 */
export interface FirstRender {
  /** The layout the server chose from the request. */
  readonly layout: LobbyLayout;
  /** The store's state the server rendered (none on the server: the store is in that state). */
  readonly state?: LobbyState | undefined;
}

const noOverlays: readonly HolidayOverlay[] = [];
const reloadPage = () => globalThis.location?.reload();

/** `LobbyApp` with the inputs of a server render (see `FirstRender`). */
export function LobbyAppWithFirstRender({
  lobby,
  theme,
  i18n,
  overlays = noOverlays,
  location,
  reload = reloadPage,
  storage,
  debugParams = false,
  images,
  autoOpenAuth = false,
  startupPopups = false,
  tracking,
  siteStatus,
  preload = {},
  firstRender,
}: LobbyAppProps & { readonly firstRender?: FirstRender | undefined }): ReactElement {
  // Made once: a new location or list would drop the page's state on every render.
  const [app] = useState<LobbyAppContextValue>(() => {
    const kept = storage === null ? undefined : (storage ?? browserStorage());
    return {
      theme,
      storage: kept,
      reload,
      recentGames: createRecentGames(kept),
      searchHistory: createSearchHistory(kept),
      toaster: createToaster(),
      images,
      autoOpenAuth,
      startupPopups,
      tracking,
      siteStatus,
      preload: preload === false ? undefined : preload,
    };
  });
  const [routing] = useState(() => ({
    location: location ?? createBrowserLocation(),
    keep: keepMarketingParams({ debugParams, visit: () => lobby.store.getState().visit.marketing }),
  }));
  return (
    <LobbyProvider lobby={lobby} serverState={firstRender?.state}>
      <LobbyAppContext value={app}>
        <FirstLayoutContext value={firstRender?.layout}>
          <DocumentMeta />
          <ThemeBridge theme={theme} overlays={overlays}>
            <DebugSwitchesBridge theme={theme}>
              <I18nBridge i18n={i18n}>
                <BootGate reload={app.reload}>
                  <LobbyRouter location={routing.location} keep={routing.keep}>
                    <RootShell />
                  </LobbyRouter>
                </BootGate>
              </I18nBridge>
            </DebugSwitchesBridge>
          </ThemeBridge>
        </FirstLayoutContext>
      </LobbyAppContext>
    </LobbyProvider>
  );
}

/**
 * The whole lobby a theme app mounts (through `mountLobby`): lobby-core's store, the texts in the
 * lobby's language, the theme with the site's look, the boot gate and the router over the
 * theme's pages.
 */
export function LobbyApp(props: LobbyAppProps): ReactElement {
  return <LobbyAppWithFirstRender {...props} />;
}
