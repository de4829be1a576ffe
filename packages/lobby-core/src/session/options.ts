/** What a lobby's session takes from the outside world (`createLobby({ session })`). */
import type { CaptchaProviders } from '@lobbykit/captcha';
import type { BroadcastChannelConstructor, ShareOptions, SocketConstructor } from '@lobbykit/realtime';
import type { HallSession } from '@lobbykit/transport';
import type { SessionError } from './errors';
import type { PlayerAccount } from './machine';
import type { startSessionRunner } from './runner';
import type { ThirdPartyOptions } from './third-party-world';

/** A session kept across reloads: the hall client's session (token and key pair) and the account facts. */
export interface StoredSession {
  readonly version: 1;
  readonly siteCode: string;
  readonly hall: HallSession;
  readonly account: PlayerAccount;
}

/**
 * Where a session survives a reload. It holds a `CryptoKey` (the unexportable private key the
 * session is bound to), so it needs a store that keeps structured clones, such as IndexedDB;
 * localStorage cannot (JSON loses the key).
 */
export interface SessionStore {
  load(): Promise<unknown>;
  save(session: StoredSession): Promise<void>;
  clear(): Promise<void>;
}

export interface LobbySessionOptions {
  /**
   * Keeps the session across reloads; logout and expiry clear it.
   * @default none: a reload is a visitor again
   */
  readonly store?: SessionStore | undefined;
  /**
   * Ends the session in every tab of the browser when one tab logs out or sees it expire.
   * `null` turns it off.
   * @default globalThis.BroadcastChannel
   */
  readonly BroadcastChannel?: BroadcastChannelConstructor | null | undefined;
  /**
   * The notice channel's socket (spec §4 "Realtime channel"); `null` turns the channel off.
   * @default globalThis.WebSocket
   */
  readonly WebSocket?: SocketConstructor | null | undefined;
  /** How tabs share one socket (realtime's `share`). @default navigator.locks and BroadcastChannel */
  readonly share?: ShareOptions | false | undefined;
  /**
   * Connects the web push vendor's client and resolves its registration id (jpushWebId), which
   * the lobby stores with the hall 5 s after the user call.
   * @default none: no web push
   */
  readonly webPush?: ((lost: () => void) => Promise<string>) | undefined;
  /**
   * Challenge providers by kind.
   * @default { default: the built-in slide puzzle, sms: the SMS code (to the phone of the guarded call) }
   */
  readonly captcha?: CaptchaProviders | undefined;
  /**
   * Third-party sign-in's outside world: the sign-in window, `message` events, sessionStorage,
   * the page's way to the provider when no window opens, crypto, the time the provider may take.
   * @default the page's (`window.open`, `window`'s messages, `sessionStorage`, `location.assign`, `crypto`; 180 s)
   */
  readonly thirdParty?: ThirdPartyOptions | undefined;
  /** Fields every sign-in call carries besides the form's (`pkgId`, `domain`, `operationId`, ...). */
  readonly loginPayload?: Readonly<Record<string, unknown>> | undefined;
  /**
   * Advanced: loads the session's module (the runner, the captcha guard, the notice channel).
   * Tests count or fail loads here.
   * @default () => import('./runner') (a lazy chunk)
   */
  readonly loadSession?: (() => Promise<LobbySessionModule>) | undefined;
}

/** The answer of a sign-in, registration or verification. */
export type SessionOutcome =
  | { readonly ok: true; readonly status: 'player' | 'verifying'; readonly account: PlayerAccount }
  | { readonly ok: false; readonly error: SessionError };

/** What `loadSession` answers. */
export interface LobbySessionModule {
  readonly startSessionRunner: typeof startSessionRunner;
}

/** What every log-in sends besides the account's name. */
interface LoginSecret {
  readonly password: string;
  /** The browser fingerprint id, when the site uses one. */
  readonly fingerprintId?: string | undefined;
}

/**
 * The log-in form, by one of the ways the site offers (its system info's `loginMethods`): the
 * username (`method` `account`, the default), a phone number bound to the account with its
 * dialling prefix, or a bound e-mail address; and the password.
 */
export type LoginCredentials =
  | (LoginSecret & { readonly method?: 'account' | undefined; readonly username: string })
  | (LoginSecret & {
      readonly method: 'phone';
      /** The national number as the player typed it. */
      readonly phone: string;
      /** Dialling prefix (an SMS country's `phoneNumberSegment`); without it, the hall takes the site's first. */
      readonly areaCode?: string | undefined;
    })
  | (LoginSecret & { readonly method: 'email'; readonly email: string });

/** The registration form. */
export interface RegistrationForm {
  readonly username: string;
  readonly password: string;
  readonly currency?: string | undefined;
  readonly phone?: string | undefined;
  readonly areaCode?: string | undefined;
  readonly email?: string | undefined;
  /** The SMS or e-mail code. */
  readonly code?: string | undefined;
  readonly inviteCode?: string | undefined;
}
