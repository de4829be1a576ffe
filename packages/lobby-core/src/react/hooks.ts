/** Hooks over the lobby's state: the boot, the site, the visit, the site status, the session and the open game. */
import type { LanguageCode, SiteInfo } from '@lobbykit/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import type { BootState } from '../boot/machine';
import type { BootSnapshotUse } from '../boot/slice';
import type { LobbyEvents } from '../events';
import type { OpenGame } from '../play/slice';
import type { CaptchaView, PlayerState } from '../session/player-slice';
import type { LobbySession } from '../session/slice';
import type { SiteLook } from '../site/look';
import type { SiteStatusState } from '../site/status-slice';
import type { LobbyState } from '../store';
import type { DebugSwitches } from '../visit/debug-switches';
import type { MarketingParams } from '../visit/marketing';
import type { VisitCurrency, VisitLanguage } from '../visit/slice';
import { useLobby } from './provider';

/** `useSelector` typed with the lobby's state. */
export const useLobbySelector = /* @__PURE__ */ useSelector.withTypes<LobbyState>();

export interface BootView {
  readonly state: BootState;
  /** What became of the inlined snapshot. */
  readonly snapshot: BootSnapshotUse;
  /** From "still trying": try again now. (Reloading the page is the app's: `location.reload()`.) */
  readonly retry: () => void;
}

export function useBoot(): BootView {
  const lobby = useLobby();
  const state = useLobbySelector((root) => root.boot.machine);
  const snapshot = useLobbySelector((root) => root.boot.snapshot);
  return { state, snapshot, retry: lobby.retry };
}

/** The site info, once the boot has it. */
export function useSiteInfo(): SiteInfo | undefined {
  return useLobbySelector(useLobby().select.siteInfo);
}

/** The theme inputs: which theme, the site's look, the visit's currency, the layout design. */
export function useSiteLook(): SiteLook {
  return useLobbySelector(useLobby().select.siteLook);
}

/** The marketing and tracking parameters the visit landed with (for "go to root"). */
export function useMarketingParams(): MarketingParams {
  return useLobbySelector((root) => root.visit.marketing);
}

/** The debug switches the visit landed with: `{}` unless the lobby's `debugParams` allows them. */
export function useDebugSwitches(): DebugSwitches {
  return useLobbySelector((root) => root.visit.debug);
}

export interface LanguageView {
  readonly language: VisitLanguage | undefined;
  /** The site's languages, in its order. */
  readonly languages: readonly LanguageCode[];
  /** Answers the language switched to, or undefined when the site does not offer it. */
  readonly setLanguage: (language: string) => LanguageCode | undefined;
}

export function useLanguage(): LanguageView {
  const lobby = useLobby();
  return {
    language: useLobbySelector((root) => root.visit.language),
    languages: useLobbySelector(lobby.select.languages),
    setLanguage: lobby.setLanguage,
  };
}

export interface CurrencyView {
  readonly currency: VisitCurrency | undefined;
  readonly currencies: readonly string[];
  readonly setCurrency: (currency: string) => boolean;
}

export function useCurrency(): CurrencyView {
  const lobby = useLobby();
  return {
    currency: useLobbySelector((root) => root.visit.currency),
    currencies: useLobbySelector(lobby.select.currencies),
    setCurrency: lobby.setCurrency,
  };
}

/** Open, in maintenance or region restricted; and the last "user restricted" answer. */
export function useSiteStatus(): SiteStatusState {
  return useLobbySelector((root) => root.siteStatus);
}

export function useSession(): LobbySession {
  return useLobbySelector((root) => root.session);
}

/** The notice channel, the register-recharge flag and the session's last notices. */
export function usePlayer(): PlayerState {
  return useLobbySelector((root) => root.player);
}

export interface CaptchaControls {
  /** The challenge to render (`prompt`), its check, its result or the restriction. */
  readonly state: CaptchaView;
  readonly answer: (output: string) => void;
  readonly cancel: () => void;
  readonly dismiss: () => void;
}

/** The captcha challenge of a guarded call, for the UI that renders it. */
export function useCaptcha(): CaptchaControls {
  const { session } = useLobby();
  return { state: useLobbySelector((root) => root.player.captcha), ...session.captcha };
}

/** The game the game page shows, and the way back to the lobby. */
export function useOpenGame(): { readonly game: OpenGame | undefined; readonly close: () => void } {
  const lobby = useLobby();
  return { game: useLobbySelector((root) => root.game.open), close: lobby.closeGame };
}

/** Calls `handler` on each lobby event of `name` while the component is mounted (the latest handler). */
export function useLobbyEvent<K extends keyof LobbyEvents>(
  name: K,
  handler: (payload: LobbyEvents[K]) => void,
): void {
  const { events } = useLobby();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const listener = useCallback((payload: LobbyEvents[K]) => latest.current(payload), []);
  useEffect(() => events.on(name, listener), [events, name, listener]);
}
