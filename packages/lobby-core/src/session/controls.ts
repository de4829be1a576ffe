/**
 * `lobby.session`: what the screens call to sign in and out. Each call loads the session chunk
 * (runner.ts, with the captcha and realtime packages) on first need, so the first paint carries
 * only these few lines. The hall client's captcha guard is a stand-in that loads it too.
 */
import type { CheckUsernameResponse, SmsCountry, StorageLike, ThirdPartyKind } from '@lobbykit/contract';
import type { CaptchaGuard } from '@lobbykit/transport';
import type { LoginVerifyRequest } from '../api/account';
import type { LobbyExtra } from '../extra';
import type { LobbyStartListening, LobbyStore } from '../store';
import type { SessionError } from './errors';
import type {
  LobbySessionModule,
  LobbySessionOptions,
  LoginCredentials,
  RegistrationForm,
  SessionOutcome,
} from './options';
import type { SessionRunner } from './runner';
import type { SignUpCodeOutcome, SignUpCodeTarget } from './sign-up-code';
import { signInAgainDismissed } from './slice';
import type { ThirdPartyOutcome, ThirdPartyRegistration } from './third-party-types';
import { openThirdPartyWindow, takeThirdPartyAnswer } from './third-party-window';

export interface LobbySessionControls {
  /**
   * Logs in by username, phone number or e-mail address (the site's `loginMethods`); errors come
   * back with their code and field (1216 under the phone, 1011 under the password).
   */
  readonly login: (credentials: LoginCredentials) => Promise<SessionOutcome>;
  /**
   * The dialling prefixes of the log-in by phone (the hall's SMS country list, in the site's
   * order); an empty list when the hall cannot say. Loads neither the session nor its packages.
   */
  readonly smsCountries: () => Promise<readonly SmsCountry[]>;
  /** Registers, marks the show-register-recharge flag, then fast-logs in with the new user key. */
  readonly register: (form: RegistrationForm) => Promise<SessionOutcome>;
  /**
   * Sends the code of a sign-up by phone or e-mail (the register form then names it as `code`):
   * `{ channel: 'sms', phone, areaCode? }` or `{ channel: 'email', email }`. Sent once. Loads
   * neither the session nor its packages.
   */
  readonly sendSignUpCode: (target: SignUpCodeTarget) => Promise<SignUpCodeOutcome>;
  /**
   * Signs in with Facebook, Google or LINE as the site's system info enables them; call it in the
   * player's click (it opens the sign-in window first). Code 100 answers `unregistered` with a
   * prefill for the register modal; QQ and WeChat answer `unsupported` and do nothing.
   */
  readonly thirdParty: (kind: ThirdPartyKind) => Promise<ThirdPartyOutcome>;
  /** Registers the account the last third-party sign-in answered `unregistered` for, then it is a player. */
  readonly thirdPartyRegister: (form: ThirdPartyRegistration) => Promise<SessionOutcome>;
  /** Logs in with a user key; tried once more on failure. */
  readonly fastLogin: (userkey: string) => Promise<SessionOutcome>;
  /** Sends the extra login verification; the session is usable once it passes. */
  readonly verify: (fields: LoginVerifyRequest) => Promise<SessionOutcome>;
  /** Sends the logout, then clears the session and every token, and resets the player's data. */
  readonly logout: () => Promise<void>;
  /** Is the username free? (with suggestions when it is not) */
  readonly checkUsername: (
    username: string,
  ) => Promise<{ ok: true; answer: CheckUsernameResponse } | { ok: false; error: SessionError }>;
  /** The user call: reads the balance again. */
  readonly refreshBalance: () => Promise<void>;
  /** Closes the "sign in again" offer. */
  readonly dismissSignInAgain: () => void;
  /** Answers the challenge shown in `player.captcha` (slide: the x of the piece; SMS: the code), closes it, or closes its result. */
  readonly captcha: {
    readonly answer: (output: string) => void;
    readonly cancel: () => void;
    readonly dismiss: () => void;
  };
}

/** What the session is made from; the store and its extra are read when the session chunk loads. */
export interface SessionSetup {
  readonly store: () => LobbyStore;
  readonly startListening: () => LobbyStartListening;
  readonly extra: () => LobbyExtra;
  readonly siteCode: string;
  readonly options: LobbySessionOptions;
  readonly storage: StorageLike | undefined;
  /** @default 5 (web) */
  readonly platformType: number | undefined;
  readonly deviceModel: string | undefined;
  readonly random: () => number;
}

export interface LobbySessionHandle {
  readonly controls: LobbySessionControls;
  /** For the hall client: loads the session chunk when the hall asks for a captcha. */
  readonly captchaGuard: CaptchaGuard;
  /** Takes back a session the store kept across a reload (the boot calls it). */
  readonly restore: () => Promise<void>;
  /**
   * Finishes a third-party sign-in that went by redirect, when its answer waits in sessionStorage
   * (the boot calls it; without an answer, nothing loads).
   */
  readonly resumeThirdParty: () => Promise<void>;
  readonly dispose: () => void;
}

const loadError = (cause: unknown): SessionOutcome => ({
  ok: false,
  error: {
    kind: 'network',
    field: 'form',
    messageKey: 'error.system',
    message: `the session did not load: ${cause instanceof Error ? cause.message : String(cause)}`,
  },
});

export function createSessionHandle(setup: SessionSetup): LobbySessionHandle {
  const load = setup.options.loadSession ?? ((): Promise<LobbySessionModule> => import('./runner'));
  let running: Promise<SessionRunner> | undefined;
  let started: SessionRunner | undefined;
  let disposed = false;

  const runner = (): Promise<SessionRunner> => {
    if (disposed) return Promise.reject(new Error('lobby-core: the lobby is disposed'));
    if (!running) {
      const extra = setup.extra();
      const attempt = Promise.all([load(), extra.hall()]).then(([module, connection]) => {
        if (disposed) throw new Error('lobby-core: the lobby is disposed');
        started = module.startSessionRunner({
          ...setup,
          store: setup.store(),
          startListening: setup.startListening(),
          extra,
          connection,
        });
        return started;
      });
      running = attempt;
      // Forgotten on failure, so the next call downloads again.
      attempt.catch(() => {
        if (running === attempt) running = undefined;
      });
    }
    return running;
  };

  // Each control loads the runner and calls its namesake; a chunk that does not load is the call's error.
  const call =
    <K extends 'login' | 'register' | 'fastLogin' | 'verify' | 'checkUsername' | 'thirdPartyRegister'>(
      name: K,
    ) =>
    (...args: Parameters<SessionRunner[K]>) =>
      runner().then(
        (loaded) => (loaded[name] as (...a: typeof args) => Promise<unknown>)(...args),
        loadError,
      ) as ReturnType<SessionRunner[K]>;

  return {
    controls: {
      login: call('login'),
      register: call('register'),
      fastLogin: call('fastLogin'),
      verify: call('verify'),
      checkUsername: call('checkUsername'),
      thirdPartyRegister: call('thirdPartyRegister'),
      thirdParty: (kind) => {
        if (kind === 'qq' || kind === 'wechat')
          return Promise.resolve({ ok: false, status: 'unsupported', kind });
        // Opened now, in the player's click: after an await, popup blockers would stop it.
        const popup = openThirdPartyWindow(setup.options.thirdParty);
        return runner().then(
          (loaded) => loaded.thirdParty(kind, popup),
          (cause: unknown): ThirdPartyOutcome => {
            popup?.close();
            const { error } = loadError(cause) as Extract<SessionOutcome, { ok: false }>;
            return { ok: false, status: 'failed', kind, error };
          },
        );
      },
      smsCountries: () =>
        import('./sms-countries').then(
          ({ fetchSmsCountries }) => fetchSmsCountries(setup.extra().hall()),
          (): readonly SmsCountry[] => [],
        ),
      sendSignUpCode: (target) =>
        import('./sign-up-code').then(
          ({ sendSignUpCode }) => sendSignUpCode(setup.extra().hall(), target),
          (cause: unknown): SignUpCodeOutcome => {
            const { error } = loadError(cause) as Extract<SessionOutcome, { ok: false }>;
            return { ok: false, reason: 'failed', error };
          },
        ),
      logout: () => runner().then((loaded) => loaded.logout()),
      refreshBalance: () => (started ? started.refreshBalance() : Promise.resolve()),
      dismissSignInAgain: () => void setup.store().dispatch(signInAgainDismissed()),
      captcha: {
        answer: (output) => started?.captcha.answer(output),
        cancel: () => started?.captcha.cancel(),
        dismiss: () => started?.captcha.dismiss(),
      },
    },
    captchaGuard: (challenge) => runner().then((loaded) => loaded.captcha(challenge)),
    restore: async () => {
      const store = setup.options.store;
      if (!store) return;
      const saved = await store.load().catch(() => undefined);
      if (saved === undefined || saved === null) return;
      await runner().then((loaded) => loaded.restore(saved));
    },
    resumeThirdParty: async () => {
      const answer = takeThirdPartyAnswer(setup.options.thirdParty);
      if (answer !== null) await runner().then((loaded) => loaded.resumeThirdParty(answer));
    },
    dispose() {
      disposed = true;
      started?.dispose();
      started = undefined;
    },
  };
}
