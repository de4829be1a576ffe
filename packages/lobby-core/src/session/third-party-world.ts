/**
 * The outside world of a third-party sign-in, injected (`createLobby({ session: { thirdParty } })`)
 * with the browser's as defaults: the sign-in window, the page's `message` events, sessionStorage
 * (the PKCE verifier waits there until the callback), the page's own way to the provider when no
 * window can open, and WebCrypto.
 */
import type { StorageLike } from '@lobbykit/contract';
import type { PkceCrypto } from './third-party-pkce';

/** The sign-in window: opened blank in the click (popup blockers), then sent to the provider. */
export interface ThirdPartyPopup {
  navigate(url: string): void;
  readonly closed: boolean;
  close(): void;
}

/** A `message` event as the lobby reads it. */
export interface ThirdPartyMessage {
  readonly origin: string;
  readonly data: unknown;
}

export interface ThirdPartyOptions {
  /**
   * Opens the sign-in window; called in the player's click, before anything is awaited. `null`
   * when the browser blocked it.
   * @default window.open('about:blank', 'lobbykit-sign-in', 'popup,width=480,height=680')
   */
  readonly open?: (() => ThirdPartyPopup | null) | undefined;
  /**
   * Hears the page's `message` events; answers the way to stop.
   * @default window.addEventListener('message', ...)
   */
  readonly listen?: ((handler: (message: ThirdPartyMessage) => void) => () => void) | undefined;
  /** Keeps the PKCE verifier and the state until the callback. @default globalThis.sessionStorage */
  readonly sessionStorage?: StorageLike | null | undefined;
  /**
   * Sends the lobby page itself to the provider when no sign-in window could open (in-app
   * browsers block them); the answer comes back with the next boot. `null`: no redirect, the
   * player is asked to allow pop-ups instead.
   * @default (url) => window.location.assign(url)
   */
  readonly redirect?: ((url: string) => void) | null | undefined;
  /** @default globalThis.crypto */
  readonly crypto?: PkceCrypto | undefined;
  /**
   * How long the provider may take before the sign-in fails (spec §8: Google's timeout is a login error).
   * @default 180000
   */
  readonly timeoutMs?: number | undefined;
  /** How often the window is checked for being closed by the player. @default 500 */
  readonly closedCheckMs?: number | undefined;
}

/** The options with every default filled in. */
export interface ThirdPartyWorld {
  readonly listen: (handler: (message: ThirdPartyMessage) => void) => () => void;
  readonly sessionStorage: StorageLike | null;
  readonly redirect: ((url: string) => void) | null;
  readonly crypto: PkceCrypto;
  readonly timeoutMs: number;
  readonly closedCheckMs: number;
}

interface PageLike {
  addEventListener?(type: 'message', listener: (event: ThirdPartyMessage) => void): void;
  removeEventListener?(type: 'message', listener: (event: ThirdPartyMessage) => void): void;
  readonly sessionStorage?: StorageLike;
  readonly location?: { assign(url: string): void };
}

function sessionStorageOf(page: PageLike): StorageLike | null {
  try {
    // Reading it throws with storage disabled and in sandboxed frames.
    return page.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function thirdPartyWorld(options: ThirdPartyOptions = {}): ThirdPartyWorld {
  const page = globalThis as unknown as PageLike;
  return {
    listen:
      options.listen ??
      ((handler) => {
        page.addEventListener?.('message', handler);
        return () => page.removeEventListener?.('message', handler);
      }),
    sessionStorage: options.sessionStorage === undefined ? sessionStorageOf(page) : options.sessionStorage,
    redirect:
      options.redirect !== undefined
        ? options.redirect
        : page.location
          ? (url) => page.location?.assign(url)
          : null,
    crypto: options.crypto ?? globalThis.crypto,
    timeoutMs: options.timeoutMs ?? 180_000,
    closedCheckMs: options.closedCheckMs ?? 500,
  };
}
