// Who is using the lobby, as an explicit state machine: pure data in, pure data out. The
// session runner (flows.ts, in the lazily loaded session chunk) turns states into calls; nothing
// here touches the world.
import { demoGuestAccount, type UserInfo } from '@lobbykit/contract';

/**
 * The player's public account facts as the hall's user info gives them: never the session
 * token, and never the user key (a credential: it logs in on its own).
 */
export type PlayerAccount = Omit<UserInfo, 'userkey'>;

/** How a sign-in started: a login form, a fast login by user key, a registration, or a session kept across a reload. */
export type SignInMethod = 'login' | 'fastLogin' | 'register' | 'restore';

/**
 * Why a session ended without the player asking: the hall said the token expired (-1), the
 * account logged in on another device (1401, the realtime `multipleLogin`), or another tab of
 * this browser ended it (logout or expiry there).
 */
export type SessionEndReason = 'tokenExpired' | 'otherDevice' | 'otherTab';

/** The "sign in again" offer a visitor sees after such an end; the page they were on stays. */
export interface SignInAgain {
  readonly reason: SessionEndReason;
  /** Epoch ms. */
  readonly at: number;
  /** The other device's model, when the hall said (1401, `multipleLogin`). */
  readonly deviceModel?: string | undefined;
}

/**
 * Where the session stands. `kind` is who the screens treat the user as (a visitor while a
 * sign-in or an extra verification is under way); `status` is the machine's state.
 */
export type SessionState =
  | { readonly status: 'visitor'; readonly kind: 'visitor'; readonly signInAgain?: SignInAgain | undefined }
  | { readonly status: 'demoGuest'; readonly kind: 'demoGuest'; readonly account: typeof demoGuestAccount }
  | ({
      readonly status: 'signingIn';
      readonly method: SignInMethod;
      /** Counts from 1; a fast login is tried again once. */
      readonly attempt: number;
    } & (
      | { readonly kind: 'visitor' }
      /** A demo guest signing in keeps the mock account (the demo game's balance) until it succeeds. */
      | { readonly kind: 'demoGuest'; readonly account: typeof demoGuestAccount }
    ))
  /** The hall asked for the extra login authentication: the session is not usable until it passes. */
  | { readonly status: 'verifying'; readonly kind: 'visitor'; readonly account: PlayerAccount }
  | { readonly status: 'player'; readonly kind: 'player'; readonly account: PlayerAccount }
  /** The logout request is under way. */
  | { readonly status: 'ending'; readonly kind: 'player'; readonly account: PlayerAccount };

export type SessionStatus = SessionState['status'];

export type SessionEvent =
  | { readonly type: 'demoStarted' }
  | { readonly type: 'demoEnded' }
  | { readonly type: 'signInStarted'; readonly method: SignInMethod }
  /** The registration was accepted: the fast login with its user key follows. */
  | { readonly type: 'registered' }
  | { readonly type: 'signInFailed' }
  | { readonly type: 'verificationRequired'; readonly account: PlayerAccount }
  | { readonly type: 'signedIn'; readonly account: PlayerAccount }
  /** New account facts (the user call, a balance notice): merged into the player's. */
  | { readonly type: 'accountUpdated'; readonly account: Partial<PlayerAccount> }
  | { readonly type: 'logoutStarted' }
  | { readonly type: 'loggedOut' }
  | {
      readonly type: 'ended';
      readonly reason: SessionEndReason;
      readonly at: number;
      readonly deviceModel?: string | undefined;
    }
  | { readonly type: 'signInAgainDismissed' };

export interface SessionMachineConfig {
  /** Fast login tries in all before it fails (spec §4: retried once). @default 2 */
  readonly fastLoginAttempts: number;
}

const DEFAULT_SESSION_MACHINE_CONFIG: SessionMachineConfig = { fastLoginAttempts: 2 };

/** The first state: a visitor. */
export const initialSessionState = (): SessionState => ({ status: 'visitor', kind: 'visitor' });

const visitor = (): SessionState => initialSessionState();
const demoGuest = (): SessionState => ({
  status: 'demoGuest',
  kind: 'demoGuest',
  account: { ...demoGuestAccount },
});

/** The account facts of an answer, without the user key. */
export function playerAccountOf(info: UserInfo | PlayerAccount): PlayerAccount {
  const { userkey: _userkey, ...account } = info as UserInfo;
  return account;
}

/**
 * The next state; an event the current state does not take returns the same object. A session
 * that may hold a token (verifying, player) ends on `ended` into a visitor offered to sign in
 * again; one the player is leaving (ending) ends into a plain visitor.
 */
export function sessionTransition(
  state: SessionState,
  event: SessionEvent,
  config: SessionMachineConfig = DEFAULT_SESSION_MACHINE_CONFIG,
): SessionState {
  switch (state.status) {
    case 'visitor':
      if (event.type === 'demoStarted') return demoGuest();
      if (event.type === 'signInStarted')
        return { status: 'signingIn', kind: 'visitor', method: event.method, attempt: 1 };
      if (event.type === 'signInAgainDismissed' && state.signInAgain) return visitor();
      return state;
    case 'demoGuest':
      if (event.type === 'demoEnded') return visitor();
      if (event.type === 'signInStarted')
        return {
          status: 'signingIn',
          kind: 'demoGuest',
          account: state.account,
          method: event.method,
          attempt: 1,
        };
      return state;
    case 'signingIn':
      switch (event.type) {
        case 'registered':
          return state.method === 'register' ? { ...state, method: 'fastLogin', attempt: 1 } : state;
        case 'signInFailed':
          return state.method === 'fastLogin' && state.attempt < config.fastLoginAttempts
            ? { ...state, attempt: state.attempt + 1 }
            : state.kind === 'demoGuest'
              ? { status: 'demoGuest', kind: 'demoGuest', account: state.account }
              : visitor();
        case 'verificationRequired':
          return { status: 'verifying', kind: 'visitor', account: event.account };
        case 'signedIn':
          return { status: 'player', kind: 'player', account: event.account };
        default:
          return state;
      }
    case 'verifying':
      if (event.type === 'signedIn') return { status: 'player', kind: 'player', account: event.account };
      if (event.type === 'logoutStarted') return { status: 'ending', kind: 'player', account: state.account };
      return event.type === 'ended' ? ended(event) : state;
    case 'player':
      if (event.type === 'accountUpdated')
        return { status: 'player', kind: 'player', account: { ...state.account, ...event.account } };
      if (event.type === 'logoutStarted') return { status: 'ending', kind: 'player', account: state.account };
      return event.type === 'ended' ? ended(event) : state;
    case 'ending':
      // The player asked to leave: however it ends, nothing is offered to them.
      return event.type === 'loggedOut' || event.type === 'ended' ? visitor() : state;
  }
}

function ended({ reason, at, deviceModel }: Extract<SessionEvent, { type: 'ended' }>): SessionState {
  return {
    status: 'visitor',
    kind: 'visitor',
    signInAgain: { reason, at, ...(deviceModel === undefined ? {} : { deviceModel }) },
  };
}
