/**
 * Third-party sign-in (spec §4 "Login", §6, §8), run in the session chunk: the sign-in window
 * goes to the provider's authorize URL (the implicit flow for Google and Facebook; the code
 * flow with PKCE for LINE, whose verifier waits in sessionStorage until the callback), the
 * callback page posts the answer back (accepted from this origin with this state only), then
 * `thirdPartyLogin`. Code 100 keeps the provider's token here for the registration that follows.
 * When no window can open (in-app browsers on phones), the lobby page itself goes to the
 * provider, and the next boot takes the answer the callback page stored (`resume`) and goes on
 * the same way.
 */
import type { ThirdPartyKind, Timers, UserInfo } from '@lobbykit/contract';
import type { SerializedHallError } from '@lobbykit/transport/rtk';
import type { LobbyApi } from '../api/core-api';
import type { LobbyStore } from '../store';
import { playerChanged } from './actions';
import type { SessionError } from './errors';
import { sessionEvent } from './event';
import type { SessionOutcome } from './options';
import {
  acceptCallbackMessage,
  THIRD_PARTY_PENDING_KEY,
  type ThirdPartyCallbackMessage,
} from './third-party-callback';
import { withThirdPartyEndpoints, type ThirdPartyCall } from './third-party-endpoints';
import { createPkcePair, randomUrlSafe } from './third-party-pkce';
import {
  authorizeUrlOf,
  thirdPartyProvidersOf,
  thirdPartyRedirectUri,
  type ThirdPartyProvider,
} from './third-party-providers';
import { acceptStoredAnswer, type PendingSignIn } from './third-party-return';
import type { ThirdPartyOutcome, ThirdPartyPrefill, ThirdPartyRegistration } from './third-party-types';
import { thirdPartyWorld, type ThirdPartyOptions, type ThirdPartyPopup } from './third-party-world';

// Where the state and the PKCE verifier wait for the callback: named with the callback's keys.
export { THIRD_PARTY_PENDING_KEY };

const UNREGISTERED = '100';

type Pending = PendingSignIn;

export interface ThirdPartyFlowDeps {
  readonly store: LobbyStore;
  readonly api: LobbyApi;
  /** The outside world (`session.thirdParty`); the page's by default. */
  readonly options: ThirdPartyOptions | undefined;
  /** The lobby page's origin: the callback page's, and the only one a message is taken from. */
  readonly origin: () => string;
  /** The lobby page now (path and query): where a redirect sign-in comes back to. */
  readonly returnTo: () => string;
  readonly timers: Timers;
  readonly loginPayload: () => Readonly<Record<string, unknown>>;
  readonly canSignIn: () => boolean;
  /** The runner's: a sign-in call answered. */
  readonly opened: (info: UserInfo) => SessionOutcome;
  /** The runner's: a sign-in call failed (the machine goes back). */
  readonly failed: (error: unknown) => SessionOutcome;
}

export interface ThirdPartyFlow {
  /** In the window the control opened; without one, the lobby page goes to the provider (`redirected`). */
  readonly signIn: (kind: ThirdPartyKind, popup: ThirdPartyPopup | null) => Promise<ThirdPartyOutcome>;
  /**
   * The answer of a redirect sign-in, taken from sessionStorage by the boot: finishes the sign-in
   * it answers as the window's answer would, and puts an outcome the log-in modal must show in
   * `player.thirdPartyReturn`; undefined (and nothing changes) when it answers no pending sign-in.
   */
  readonly resume: (answer: string) => Promise<ThirdPartyOutcome | undefined>;
  readonly register: (form: ThirdPartyRegistration) => Promise<SessionOutcome>;
  readonly dispose: () => void;
}

type CallResult<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

const flowError = (kind: SessionError['kind'], code: string, message: string): SessionError => ({
  kind,
  code,
  field: 'form',
  messageKey: kind === 'timeout' ? 'error.timeout' : 'error.requestFailed',
  message,
});

/** Facebook says "permission" with access_denied / user_denied, or a missing permission. */
const isPermissionRefusal = (message: ThirdPartyCallbackMessage) =>
  /denied|permission/i.test(`${message.error ?? ''} ${message.errorReason ?? ''}`);

function prefillOf(data: unknown): { prefill: ThirdPartyPrefill; accessToken: string | undefined } {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : undefined);
  const email = text('email');
  const username = email
    ?.split('@')[0]
    ?.replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16);
  return {
    prefill: {
      ...(email ? { email } : {}),
      ...(text('id') ? { id: text('id') } : {}),
      ...(username && username.length >= 4 ? { username } : {}),
    },
    accessToken: text('access_token'),
  };
}

export function startThirdPartyFlow(deps: ThirdPartyFlowDeps): ThirdPartyFlow {
  const { store, timers } = deps;
  const world = thirdPartyWorld(deps.options);
  const api = withThirdPartyEndpoints(deps.api);
  const untracked = { track: false } as const;
  const stops = new Set<() => void>();
  /** The provider's token of an account the hall answered 100 for: kept here, never in the store. */
  let unregistered: { kind: ThirdPartyKind; accessToken: string } | undefined;

  /** The provider as the site's system info sets it up (asked for when the boot has not read it yet). */
  const providerOf = async (kind: ThirdPartyKind): Promise<ThirdPartyProvider | undefined> => {
    const { systemStatus } = deps.api.endpoints;
    const status =
      systemStatus.select()(store.getState()).data ??
      (await store.dispatch(systemStatus.initiate(undefined, { subscribe: false }))).data;
    return thirdPartyProvidersOf(status?.homeGetSysInfo).find((provider) => provider.kind === kind);
  };

  /** Keeps the pending sign-in in sessionStorage; false when it could not (full or off). */
  const keep = (pending: Pending): boolean => {
    try {
      world.sessionStorage?.setItem(THIRD_PARTY_PENDING_KEY, JSON.stringify(pending));
      return world.sessionStorage !== null;
    } catch {
      // A window's sign-in still holds its own copy; a redirect cannot go without it.
      return false;
    }
  };
  /** The pending sign-in as the storage holds it, removed: the verifier lives until the callback only. */
  const takeBack = (own: Pending): Pending => {
    try {
      const raw = world.sessionStorage?.getItem(THIRD_PARTY_PENDING_KEY);
      world.sessionStorage?.removeItem(THIRD_PARTY_PENDING_KEY);
      const stored = raw ? (JSON.parse(raw) as Partial<Pending>) : undefined;
      return stored?.state === own.state ? { ...own, ...stored } : own;
    } catch {
      return own;
    }
  };

  /** The callback message, or how the wait ended: the window closed, or the time ran out. */
  const waitForCallback = (popup: ThirdPartyPopup, pending: Pending) =>
    new Promise<ThirdPartyCallbackMessage | 'closed' | 'timeout' | 'disposed'>((resolve) => {
      let closedChecks = 0;
      let check: unknown;
      const finish = (result: ThirdPartyCallbackMessage | 'closed' | 'timeout' | 'disposed') => {
        if (!stops.delete(stop)) return;
        stopListening();
        timers.clearTimeout(timeout);
        timers.clearTimeout(check);
        resolve(result);
      };
      const stop = () => finish('disposed');
      stops.add(stop);
      const expected = { origin: deps.origin(), provider: pending.provider, state: pending.state };
      const stopListening = world.listen((event) => {
        const message = acceptCallbackMessage(event, expected);
        if (message) finish(message);
      });
      const timeout = timers.setTimeout(() => finish('timeout'), world.timeoutMs);
      // The page posts, then closes: closed twice in a row, so a message on its way still lands.
      const poll = () => {
        closedChecks = popup.closed ? closedChecks + 1 : 0;
        if (closedChecks >= 2) finish('closed');
        else check = timers.setTimeout(poll, world.closedCheckMs);
      };
      check = timers.setTimeout(poll, world.closedCheckMs);
    });

  const login = async (kind: ThirdPartyKind, call: ThirdPartyCall): Promise<ThirdPartyOutcome> => {
    if (!deps.canSignIn()) return { ok: false, status: 'failed', kind, error: busyError };
    store.dispatch(sessionEvent({ type: 'signInStarted', method: 'login' }));
    const result: CallResult<UserInfo> = await store.dispatch(
      api.endpoints.thirdPartyLogin.initiate({ ...deps.loginPayload(), ...call }, untracked),
    );
    if (result.data) {
      const outcome = deps.opened(result.data);
      return outcome.ok ? outcome : { ok: false, status: 'failed', kind, error: outcome.error };
    }
    const outcome = deps.failed(result.error);
    const hall = result.error as Partial<SerializedHallError> | undefined;
    if (hall?.kind === 'service' && hall.code === UNREGISTERED) {
      const { prefill, accessToken } = prefillOf(hall.data);
      if (accessToken !== undefined) {
        unregistered = { kind, accessToken };
        return { ok: false, status: 'unregistered', kind, prefill };
      }
    }
    return { ok: false, status: 'failed', kind, error: outcome.ok ? busyError : outcome.error };
  };

  /** The provider's answer, however it came back (the window's message, a redirect's stored answer). */
  const answered = (
    kind: ThirdPartyKind,
    provider: ThirdPartyProvider,
    message: ThirdPartyCallbackMessage,
    pending: Pending,
    refuse: (error: SessionError) => ThirdPartyOutcome,
  ): ThirdPartyOutcome | Promise<ThirdPartyOutcome> => {
    if (message.error !== undefined) {
      if (kind === 'facebook' && isPermissionRefusal(message))
        return { ok: false, status: 'permission', kind };
      return refuse(flowError('service', message.error, `${kind} refused the sign-in`));
    }
    if (provider.responseType === 'code') {
      if (message.code === undefined || pending.verifier === undefined)
        return refuse(flowError('invalid-data', 'noCode', `${kind} sent no code`));
      return login(kind, {
        requester_type: kind,
        code: message.code,
        code_verifier: pending.verifier,
        redirect_uri: pending.redirectUri,
      });
    }
    if (message.accessToken === undefined)
      return refuse(flowError('invalid-data', 'noToken', `${kind} sent no access token`));
    return login(kind, { requester_type: kind, access_token: message.accessToken });
  };

  return {
    async signIn(kind, popup) {
      if (kind === 'qq' || kind === 'wechat') {
        popup?.close();
        return { ok: false, status: 'unsupported', kind };
      }
      const provider = await providerOf(kind);
      const refuse = (error: SessionError): ThirdPartyOutcome => {
        popup?.close();
        return { ok: false, status: 'failed', kind, error };
      };
      const blocked = () => refuse(flowError('aborted', 'popupBlocked', 'the sign-in window was blocked'));
      if (!provider) return refuse(flowError('service', 'notOffered', `${kind} sign-in is not offered`));
      if (!deps.canSignIn()) return refuse(busyError);
      // No window (in-app browsers block them): the page itself goes, if its next boot can find
      // the state and the verifier again; otherwise the player is asked to allow pop-ups.
      if (!popup && (!world.redirect || !world.sessionStorage)) return blocked();
      unregistered = undefined;

      const redirectUri = thirdPartyRedirectUri(deps.origin(), kind);
      const state = randomUrlSafe(world.crypto, 16);
      const pkce = provider.responseType === 'code' ? await createPkcePair(world.crypto) : undefined;
      const own: Pending = {
        provider: kind,
        state,
        redirectUri,
        verifier: pkce?.verifier,
        ...(popup ? {} : { returnTo: deps.returnTo() }),
      };
      const kept = keep(own);
      const authorizeUrl = authorizeUrlOf(provider, { redirectUri, state, codeChallenge: pkce?.challenge });
      if (!popup) {
        if (!kept) return blocked();
        world.redirect?.(authorizeUrl);
        return { ok: false, status: 'redirected', kind };
      }
      const answer = waitForCallback(popup, own);
      popup.navigate(authorizeUrl);
      const message = await answer;
      const pending = takeBack(own);
      if (message === 'disposed') return refuse(flowError('aborted', 'disposed', 'the lobby is disposed'));
      if (message === 'closed') return { ok: false, status: 'cancelled', kind };
      if (message === 'timeout')
        return refuse(flowError('timeout', 'timeout', `${kind} sign-in did not answer in time`));
      return answered(kind, provider, message, pending, refuse);
    },

    async resume(answer) {
      const taken = acceptStoredAnswer(answer, world.sessionStorage, deps.origin());
      // A session already open (or opening) has no use for it.
      if (!taken || !deps.canSignIn()) return undefined;
      const { message, pending } = taken;
      const kind = pending.provider;
      const refuse = (error: SessionError): ThirdPartyOutcome => ({
        ok: false,
        status: 'failed',
        kind,
        error,
      });
      unregistered = undefined;
      const provider = await providerOf(kind);
      const outcome = provider
        ? await answered(kind, provider, message, pending, refuse)
        : refuse(flowError('service', 'notOffered', `${kind} sign-in is not offered`));
      if (!outcome.ok) store.dispatch(playerChanged({ thirdPartyReturn: outcome }));
      return outcome;
    },

    async register(form) {
      const pending = unregistered;
      if (!pending)
        return {
          ok: false,
          error: flowError('aborted', 'noThirdParty', 'no third-party sign-in to register'),
        };
      if (!deps.canSignIn()) return { ok: false, error: busyError };
      store.dispatch(sessionEvent({ type: 'signInStarted', method: 'login' }));
      const { marketing } = store.getState().visit;
      const inviteCode = form.inviteCode ?? marketing.inviteCode;
      const result: CallResult<UserInfo> = await store.dispatch(
        api.endpoints.thirdPartyRegister.initiate(
          {
            ...deps.loginPayload(),
            ...Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined)),
            requester_type: pending.kind,
            access_token: pending.accessToken,
            ...(marketing.id === undefined ? {} : { agentId: marketing.id }),
            ...(marketing.cid === undefined ? {} : { channelId: marketing.cid }),
            ...(inviteCode === undefined ? {} : { inviteCode }),
          },
          untracked,
        ),
      );
      if (!result.data) return deps.failed(result.error);
      unregistered = undefined;
      store.dispatch(playerChanged({ showRegisterRecharge: true }));
      return deps.opened(result.data);
    },

    dispose() {
      [...stops].forEach((stop) => stop());
      unregistered = undefined;
    },
  };
}

const busyError: SessionError = {
  kind: 'aborted',
  code: 'busy',
  field: 'form',
  message: 'a sign-in is under way or a session is open',
};
