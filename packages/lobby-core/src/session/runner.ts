/**
 * The session runner (spec §4 "Login"): sign-in, registration, fast login, the extra
 * verification, logout and a session kept across reloads, in the order the spec gives, with
 * the captcha guard of the hall client and what runs while a player is signed in. The lobby
 * loads this module with a dynamic `import()` the first time a session is needed, so none of
 * it (nor the captcha and realtime packages) is in a first paint.
 */
import {
  createCaptchaGuard,
  createSlidePuzzleProvider,
  createSmsCodeProvider,
  type CaptchaGuardHandle,
  type CaptchaState,
} from '@lobbykit/captcha';
import {
  PLATFORM_TYPE,
  type CheckUsernameResponse,
  type LoginPayloadBase,
  type StorageLike,
  type ThirdPartyKind,
  type UserInfo,
} from '@lobbykit/contract';
import type { HallResult } from '@lobbykit/transport';
import type { QueryCacheKey } from '@reduxjs/toolkit/query';
import type { SerializedHallError } from '@lobbykit/transport/rtk';
import {
  playerEndpointNames,
  withAccountEndpoints,
  type AccountApi,
  type LoginVerifyRequest,
} from '../api/account';
import type { LobbyExtra } from '../extra';
import type { HallConnection } from '../network/hall-connection';
import { sessionReactions } from '../reactions/session';
import type { LobbyStartListening, LobbyStore } from '../store';
import { sessionErrorOf, type SessionError } from './errors';
import { playerAccountOf, type PlayerAccount, type SessionState } from './machine';
import type {
  LobbySessionOptions,
  LoginCredentials,
  RegistrationForm,
  SessionOutcome,
  StoredSession,
} from './options';
import { playerChanged } from './actions';
import { loginRequestOf } from './login-request';
import type { CaptchaView } from './player-slice';
import { startPlayerServices, type PlayerServices } from './services';
import { sessionEvent } from './event';
import { joinSessionTabs } from './tabs';
import type { ThirdPartyFlow } from './third-party-flow';
import type { ThirdPartyOutcome, ThirdPartyRegistration } from './third-party-types';
import type { ThirdPartyPopup } from './third-party-world';

export interface SessionRunnerDeps {
  readonly store: LobbyStore;
  readonly extra: LobbyExtra;
  /** The store's listener middleware: the session's reactions start on it. */
  readonly startListening: LobbyStartListening;
  readonly connection: HallConnection;
  readonly siteCode: string;
  readonly options: LobbySessionOptions;
  /** Where the captcha restriction survives a reload. */
  readonly storage: StorageLike | undefined;
  /** @default 5 (web) */
  readonly platformType: number | undefined;
  readonly deviceModel: string | undefined;
  readonly random: () => number;
}

export interface SessionRunner {
  readonly login: (credentials: LoginCredentials) => Promise<SessionOutcome>;
  readonly register: (form: RegistrationForm) => Promise<SessionOutcome>;
  readonly fastLogin: (userkey: string) => Promise<SessionOutcome>;
  readonly verify: (fields: LoginVerifyRequest) => Promise<SessionOutcome>;
  readonly logout: () => Promise<void>;
  /** Takes back a session kept across a reload; false when there is none to take. */
  readonly restore: (saved: unknown) => Promise<boolean>;
  readonly checkUsername: (
    username: string,
  ) => Promise<{ ok: true; answer: CheckUsernameResponse } | { ok: false; error: SessionError }>;
  readonly refreshBalance: () => Promise<void>;
  /** Third-party sign-in in the window the control opened (third-party-flow.ts). */
  readonly thirdParty: (kind: ThirdPartyKind, popup: ThirdPartyPopup | null) => Promise<ThirdPartyOutcome>;
  /** Registers the account a third-party sign-in answered 100 for. */
  readonly thirdPartyRegister: (form: ThirdPartyRegistration) => Promise<SessionOutcome>;
  /** Finishes a redirect sign-in with the answer the boot took from sessionStorage (third-party-flow.ts). */
  readonly resumeThirdParty: (answer: string) => Promise<ThirdPartyOutcome | undefined>;
  /** The hall client's captcha guard (its state is mirrored in the store's `player.captcha`). */
  readonly captcha: CaptchaGuardHandle;
  readonly dispose: () => void;
}

/** A session may hold a token in these states: leaving them clears every trace of it. */
const holdsSession = (state: SessionState) =>
  state.status === 'verifying' || state.status === 'player' || state.status === 'ending';

/** The captcha guard's state as plain data. */
export function captchaViewOf(state: CaptchaState): CaptchaView {
  switch (state.status) {
    case 'idle':
      return { status: 'idle' };
    case 'challenging':
    case 'validating':
      return { status: state.status, code: state.code, prompt: state.prompt };
    case 'passed':
      return { status: 'passed', code: state.code };
    case 'failed':
    case 'restricted': {
      const { kind, code, lotNumber } = state.error;
      return {
        status: state.status,
        code: state.error.serviceCode,
        ...(state.status === 'restricted' ? { until: state.until } : {}),
        error: { kind, code, lotNumber },
      };
    }
  }
}

function isStoredSession(value: unknown, siteCode: string): value is StoredSession {
  const saved = value as Partial<StoredSession> | null | undefined;
  return (
    saved?.version === 1 &&
    saved.siteCode === siteCode &&
    typeof saved.hall?.token === 'string' &&
    typeof saved.account?.username === 'string'
  );
}

type CallResult<T> = { data: T; error?: undefined } | { data?: undefined; error: unknown };

const busy: SessionOutcome = {
  ok: false,
  error: {
    kind: 'aborted',
    code: 'busy',
    field: 'form',
    message: 'a sign-in is under way or a session is open',
  },
};

export function startSessionRunner(deps: SessionRunnerDeps): SessionRunner {
  const { store, extra, connection, siteCode, options } = deps;
  const { client } = connection;
  const api: AccountApi = withAccountEndpoints(extra.api);
  const session = () => store.getState().session;

  const captcha = createCaptchaGuard({
    client: () => client,
    providers: options.captcha ?? { default: createSlidePuzzleProvider(), sms: createSmsCodeProvider() },
    storage: deps.storage ?? null,
    now: extra.now,
    timers: extra.timers,
  });
  const stopCaptcha = captcha.subscribe(() =>
    store.dispatch(playerChanged({ captcha: captchaViewOf(captcha.getState()) })),
  );

  /** The session error of a failed call, the captcha's reading of it first. */
  const errorOf = (error: unknown): SessionError => {
    const hall = (
      error && typeof error === 'object' && 'kind' in error
        ? error
        : { kind: 'invalid-data', message: 'no answer', requestId: '', url: '', status: 0, retries: 0 }
    ) as SerializedHallError;
    const failed = {
      ok: false,
      requestId: hall.requestId,
      attempts: 0,
      error: hall,
    } as unknown as HallResult;
    return sessionErrorOf(hall, hall.kind === 'service' ? captcha.failureOf(failed) : undefined);
  };

  /**
   * Per-user entries of the API cache go when a session starts or ends, those still loading
   * too (an answer that lands after finds no entry to fill); site and game data stay.
   */
  const resetPlayerData = () => {
    for (const [queryCacheKey, entry] of Object.entries(store.getState().hall.queries)) {
      if (entry?.endpointName !== undefined && playerEndpointNames.has(entry.endpointName))
        store.dispatch(
          api.internalActions.removeQueryResult({ queryCacheKey: queryCacheKey as QueryCacheKey }),
        );
    }
  };

  const loginPayload = () => ({
    // The config says 5 or 6; LoginPayloadBase types those two.
    platformType: (deps.platformType ?? PLATFORM_TYPE.web) as LoginPayloadBase['platformType'],
    ...(deps.deviceModel === undefined ? {} : { deviceModel: deps.deviceModel }),
    ...options.loginPayload,
  });

  const save = async (account: PlayerAccount) => {
    try {
      await options.store?.save({ version: 1, siteCode, hall: { ...client.session }, account });
    } catch {
      // A session that cannot be kept still works in this page.
    }
  };

  /** A sign-in call answered: the session is opened, or waits for the extra verification. */
  const opened = (info: UserInfo): SessionOutcome => {
    const account = playerAccountOf(info);
    if (info.loginVerify) {
      // Not usable yet: a demo guest's open gate closes, so no user call goes out before it passes.
      client.gate.send({ type: 'reset' });
      store.dispatch(sessionEvent({ type: 'verificationRequired', account }));
      return { ok: true, status: 'verifying', account };
    }
    resetPlayerData();
    client.gate.send({ type: 'login' });
    store.dispatch(sessionEvent({ type: 'signedIn', account }));
    void save(account);
    return { ok: true, status: 'player', account };
  };

  const failed = (error: unknown): SessionOutcome => {
    store.dispatch(sessionEvent({ type: 'signInFailed' }));
    return { ok: false, error: errorOf(error) };
  };

  // Sign-in calls run untracked: their arguments (a password) never enter the store.
  const untracked = { track: false } as const;

  const fastLoginRounds = async (userkey: string): Promise<SessionOutcome> => {
    for (;;) {
      const result: CallResult<UserInfo> = await store.dispatch(
        api.endpoints.fastLogin.initiate({ ...loginPayload(), userkey }, untracked),
      );
      if (result.data) return opened(result.data);
      const outcome = failed(result.error);
      // The machine decides whether to try again (spec §4: once).
      const state = session();
      if (state.status !== 'signingIn' || state.method !== 'fastLogin') return outcome;
    }
  };

  const canSignIn = () => session().status === 'visitor' || session().status === 'demoGuest';

  // Third-party sign-in is its own chunk, loaded on its first use (most sign-ins are forms).
  let thirdPartyFlow: Promise<ThirdPartyFlow> | undefined;
  let thirdPartyStarted: ThirdPartyFlow | undefined;
  const thirdParty = () => {
    const loading =
      thirdPartyFlow ??
      import('./third-party-flow').then(({ startThirdPartyFlow }) => {
        thirdPartyStarted = startThirdPartyFlow({
          store,
          api: extra.api,
          options: options.thirdParty,
          origin: () => new URL(extra.settings.href()).origin,
          returnTo: () => {
            const { pathname, search, hash } = new URL(extra.settings.href());
            return pathname + search + hash;
          },
          timers: extra.timers,
          loginPayload,
          canSignIn,
          opened,
          failed,
        });
        return thirdPartyStarted;
      });
    thirdPartyFlow = loading;
    // Forgotten on failure, so the next sign-in downloads again.
    loading.catch(() => {
      if (thirdPartyFlow === loading) thirdPartyFlow = undefined;
    });
    return loading;
  };

  // The session's reactions join the store's listeners while this runs.
  const stopReactions = sessionReactions.map((react) => react(deps.startListening, extra.api));

  let services: PlayerServices | undefined;
  let held = holdsSession(session());
  const tabs = joinSessionTabs(
    options.BroadcastChannel === undefined ? globalThis.BroadcastChannel : options.BroadcastChannel,
    siteCode,
    () => {
      if (holdsSession(session()))
        store.dispatch(sessionEvent({ type: 'ended', reason: 'otherTab', at: extra.now() }));
    },
  );

  /** Every trace of a session that ended: tokens in memory and storage, per-user data, services. */
  const cleared = (state: SessionState) => {
    client.clearSession();
    client.gate.send({ type: 'reset' });
    void options.store?.clear().catch(() => undefined);
    resetPlayerData();
    // Nothing of the session stays (the register-recharge flag waits for its pop-up).
    store.dispatch(playerChanged({ realtime: 'off', registerSuccess: undefined, activeDetails: undefined }));
    if (!(state.status === 'visitor' && state.signInAgain?.reason === 'otherTab')) tabs.announceEnded();
  };

  // The machine's state drives the effects: services while a player, a clean slate after.
  // Effects dispatch, and a dispatch calls this again: the flags change before they run.
  let servicesWanted = false;
  const unsubscribe = store.subscribe(() => {
    const state = session();
    const holds = holdsSession(state);
    const endedNow = held && !holds;
    held = holds;
    const playing = state.status === 'player';
    if (playing !== servicesWanted) {
      servicesWanted = playing;
      if (playing) {
        services = startPlayerServices({
          store,
          api,
          client,
          lines: connection.lines,
          options,
          now: extra.now,
          timers: extra.timers,
          random: deps.random,
        });
      } else {
        const stopping = services;
        services = undefined;
        stopping?.stop();
      }
    }
    if (endedNow) cleared(state);
  });

  return {
    async login(credentials) {
      if (!canSignIn()) return busy;
      store.dispatch(sessionEvent({ type: 'signInStarted', method: 'login' }));
      const result: CallResult<UserInfo> = await store.dispatch(
        api.endpoints.login.initiate(loginRequestOf(credentials, loginPayload()), untracked),
      );
      return result.data ? opened(result.data) : failed(result.error);
    },

    async register(form) {
      if (!canSignIn()) return busy;
      store.dispatch(sessionEvent({ type: 'signInStarted', method: 'register' }));
      const { marketing } = store.getState().visit;
      const inviteCode = form.inviteCode ?? marketing.inviteCode;
      const result = await store.dispatch(
        api.endpoints.register.initiate(
          {
            ...loginPayload(),
            ...form,
            ...(marketing.id === undefined ? {} : { agentId: marketing.id }),
            ...(marketing.cid === undefined ? {} : { channelId: marketing.cid }),
            ...(inviteCode === undefined ? {} : { inviteCode }),
          },
          untracked,
        ),
      );
      if (!result.data) return failed(result.error);
      store.dispatch(playerChanged({ showRegisterRecharge: true }));
      store.dispatch(sessionEvent({ type: 'registered' }));
      return fastLoginRounds(result.data.userkey);
    },

    async fastLogin(userkey) {
      if (!canSignIn()) return busy;
      store.dispatch(sessionEvent({ type: 'signInStarted', method: 'fastLogin' }));
      return fastLoginRounds(userkey);
    },

    async verify(fields) {
      const state = session();
      if (state.status !== 'verifying') return busy;
      const result = await store.dispatch(api.endpoints.loginVerify.initiate(fields, untracked));
      if ('error' in result) return { ok: false, error: errorOf(result.error) };
      if (session() !== state) return busy;
      resetPlayerData();
      client.gate.send({ type: 'login' });
      store.dispatch(sessionEvent({ type: 'signedIn', account: state.account }));
      void save(state.account);
      return { ok: true, status: 'player', account: state.account };
    },

    async logout() {
      const state = session();
      if (state.status !== 'player' && state.status !== 'verifying') return;
      store.dispatch(sessionEvent({ type: 'logoutStarted' }));
      // Whatever the hall answers, the session ends here.
      await store.dispatch(api.endpoints.logout.initiate(undefined, untracked));
      store.dispatch(sessionEvent({ type: 'loggedOut' }));
    },

    restore(saved) {
      if (!isStoredSession(saved, siteCode)) {
        if (saved !== undefined && saved !== null) void options.store?.clear().catch(() => undefined);
        return Promise.resolve(false);
      }
      if (!canSignIn()) return Promise.resolve(false);
      store.dispatch(sessionEvent({ type: 'signInStarted', method: 'restore' }));
      client.setSession(saved.hall);
      client.gate.send({ type: 'login' });
      // The user call that follows proves the session; a -1 ends it (the token-expired reaction).
      store.dispatch(sessionEvent({ type: 'signedIn', account: saved.account }));
      return Promise.resolve(true);
    },

    async checkUsername(username) {
      const result = await store.dispatch(
        api.endpoints.checkUsername.initiate(username, { subscribe: false }),
      );
      return result.data ? { ok: true, answer: result.data } : { ok: false, error: errorOf(result.error) };
    },

    refreshBalance: () => services?.refreshBalance() ?? Promise.resolve(),
    thirdParty: (kind, popup) =>
      thirdParty().then(
        (flow) => flow.signIn(kind, popup),
        (cause: unknown): ThirdPartyOutcome => {
          popup?.close();
          return {
            ok: false,
            status: 'failed',
            kind,
            error: {
              kind: 'network',
              field: 'form',
              messageKey: 'error.system',
              message: `third-party sign-in did not load: ${cause instanceof Error ? cause.message : String(cause)}`,
            },
          };
        },
      ),
    resumeThirdParty: (answer) => thirdParty().then((flow) => flow.resume(answer)),
    thirdPartyRegister: (form) =>
      thirdPartyStarted
        ? thirdPartyStarted.register(form)
        : Promise.resolve({
            ok: false,
            error: {
              kind: 'aborted',
              code: 'noThirdParty',
              field: 'form',
              message: 'no third-party sign-in to register',
            },
          }),
    captcha,

    dispose() {
      unsubscribe();
      services?.stop();
      services = undefined;
      thirdPartyStarted?.dispose();
      stopCaptcha();
      captcha.destroy();
      stopReactions.forEach((stop) => stop());
      tabs.close();
    },
  };
}
