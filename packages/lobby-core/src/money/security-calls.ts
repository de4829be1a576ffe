/**
 * The security page's calls on `lobby.money` (issue "Money" items 6 and 8): what is bound, a
 * code by SMS or e-mail, the phone, e-mail and Google-authenticator bindings, the login
 * password, and self-exclusion. Inputs are checked before anything is sent (security-rules.ts).
 *
 * The hall deduplicates these calls by the client's request header only (the contract marks
 * them `once`, not `serverDeduplicated`), so the body's request id would not make a resend
 * safe: a resent code would replace the one the player already has, a resent self-exclusion
 * would meet an ended session. They are sent once; an answer lost on the way is `unsettled`,
 * and `securityStatus()` or `selfExclusion()` tells whether it was applied.
 */
import type { CodeSentAnswer, GoogleAuthKey, SelfExclusion, UserInfo } from '@lobbykit/contract';
import { sessionChanged } from '../session/actions';
import type { LobbyStore } from '../store';
import type { MoneyApi } from './endpoints';
import type { LobbyMoneyControls, MoneyFailure, MoneyResult, SecurityOutcome } from './options';
import type { MutationResult } from './send';
import {
  checkAuthenticatorCode,
  checkLoginPasswordChange,
  checkSelfExclusionDays,
  checkSentCode,
  codeDestinationOf,
  emailAddressOf,
  phoneNumberOf,
  securityStateOf,
  type SecurityState,
} from './security-rules';

/** A fresh read (money-runner.ts `read`). */
type SecurityRead = <T>(
  initiate: () => PromiseLike<{ data?: T; error?: unknown; isUninitialized?: boolean }>,
) => Promise<MoneyResult<T>>;

/** A change with its one request id, identical calls at once sharing one (money-runner.ts `change`). */
type SecurityChange = <T>(
  key: string,
  prefix: string,
  url: string,
  send: (requestId: string) => PromiseLike<MutationResult<T>>,
  retries?: number,
) => Promise<MoneyResult<T>>;

export interface SecurityCallDeps {
  readonly store: LobbyStore;
  readonly api: MoneyApi;
  readonly read: SecurityRead;
  readonly change: SecurityChange;
}

export type SecurityCalls = Pick<
  LobbyMoneyControls,
  | 'securityStatus'
  | 'sendCode'
  | 'bindPhone'
  | 'bindEmail'
  | 'googleAuthSetup'
  | 'bindGoogleAuth'
  | 'changeLoginPassword'
  | 'selfExclusion'
  | 'setSelfExclusion'
>;

const NOT_PLAYER: MoneyFailure = { ok: false, reason: 'notPlayer' };
/** Sent once: see the file's comment. */
const NO_RESEND = 0;
const fresh = { subscribe: false, forceRefetch: true } as const;
const untracked = { track: false } as const;

export function createSecurityCalls({ store, api, read, change }: SecurityCallDeps): SecurityCalls {
  const player = () => {
    const { session } = store.getState();
    return session.status === 'player' ? session : undefined;
  };

  /** The user info read fresh becomes the session's account facts (the forced-binding rule reads them). */
  const adopted = (info: UserInfo): SecurityState => {
    const session = player();
    if (session && session.account.username === info.username) {
      const facts: Partial<UserInfo> = { ...info };
      // A credential: it never enters the store (see PlayerAccount).
      delete facts.userkey;
      store.dispatch(sessionChanged({ ...session, account: { ...session.account, ...facts } }));
    }
    return securityStateOf(info);
  };

  const securityStatus = async (): Promise<MoneyResult<SecurityState>> => {
    const info = await read(() => store.dispatch(api.endpoints.securityInfo.initiate(undefined, fresh)));
    return info.ok ? { ok: true, data: adopted(info.data) } : info;
  };

  /**
   * A binding: sent once, then the state it left is read (a failed read is the answer:
   * `securityStatus()` reads again).
   */
  const bind = async (
    key: string,
    url: string,
    send: (requestId: string) => PromiseLike<MutationResult<unknown>>,
  ): Promise<MoneyResult<SecurityState>> => {
    const sent = await change(key, 'bind', url, send, NO_RESEND);
    return sent.ok ? securityStatus() : sent;
  };

  return {
    securityStatus,

    async sendCode(target) {
      if (!player()) return NOT_PLAYER;
      const destination = codeDestinationOf(target);
      if ('reason' in destination) return destination;
      const to = destination.channel === 'sms' ? destination.phone : destination.email;
      const sent = await change<CodeSentAnswer>(
        `code:${to}`,
        'code',
        '/user/sendCode',
        (requestId) =>
          store.dispatch(api.endpoints.sendCode.initiate({ requestId, ...destination }, untracked)),
        NO_RESEND,
      );
      if (!sent.ok) return sent;
      const { channel, expiresInMs } = sent.data;
      return { ok: true, data: { channel, to, ...(expiresInMs === undefined ? {} : { expiresInMs }) } };
    },

    async bindPhone(form): Promise<SecurityOutcome<SecurityState>> {
      if (!player()) return NOT_PLAYER;
      const phone = phoneNumberOf(form.phone, form.areaCode);
      if (typeof phone !== 'string') return phone;
      const code = form.code.trim();
      return (
        checkSentCode(code) ??
        bind(`phone:${phone}:${code}`, '/user/bind/phone', (requestId) =>
          store.dispatch(api.endpoints.bindPhone.initiate({ requestId, phone, code }, untracked)),
        )
      );
    },

    async bindEmail(form): Promise<SecurityOutcome<SecurityState>> {
      if (!player()) return NOT_PLAYER;
      const email = emailAddressOf(form.email);
      if (typeof email !== 'string') return email;
      const code = form.code.trim();
      return (
        checkSentCode(code) ??
        bind(`email:${email}:${code}`, '/user/bind/email', (requestId) =>
          store.dispatch(api.endpoints.bindEmail.initiate({ requestId, email, code }, untracked)),
        )
      );
    },

    googleAuthSetup: () =>
      change<GoogleAuthKey>(
        'google-key',
        'gak',
        '/user/bind/googleAuth',
        (requestId) => store.dispatch(api.endpoints.googleAuthKey.initiate({ requestId }, untracked)),
        NO_RESEND,
      ),

    async bindGoogleAuth(typed): Promise<SecurityOutcome<SecurityState>> {
      if (!player()) return NOT_PLAYER;
      const code = typed.trim();
      return (
        checkAuthenticatorCode(code) ??
        bind(`google:${code}`, '/user/bind/googleAuth', (requestId) =>
          store.dispatch(api.endpoints.bindGoogleAuth.initiate({ requestId, code }, untracked)),
        )
      );
    },

    async changeLoginPassword(oldPassword, password): Promise<SecurityOutcome<SecurityState>> {
      if (!player()) return NOT_PLAYER;
      const wrong = checkLoginPasswordChange(oldPassword, password);
      if (wrong) return wrong;
      // Then the account facts read again: the session's `must_change_password` is cleared, so
      // the start-up sequence does not ask a second time.
      // One change at a time: a double tap shares the call on its way (no password in the key).
      return bind('login-password', '/user/password/change', (requestId) =>
        store.dispatch(
          api.endpoints.changeLoginPassword.initiate({ requestId, oldPassword, password }, untracked),
        ),
      );
    },

    selfExclusion: () => read(() => store.dispatch(api.endpoints.selfExclusion.initiate(undefined, fresh))),

    async setSelfExclusion(days) {
      const session = player();
      if (!session) return NOT_PLAYER;
      const wrongDays = checkSelfExclusionDays(days);
      if (wrongDays) return wrongDays;
      const sent = await change<SelfExclusion>(
        `exclusion:${days}`,
        'sx',
        '/user/selfExclusion/set',
        (requestId) =>
          store.dispatch(api.endpoints.setSelfExclusion.initiate({ requestId, days }, untracked)),
        NO_RESEND,
      );
      // The hall ended every session of the player: the lobby ends this one as a logout does,
      // with nothing offered (a sign-in is refused until the end date). The session chunk clears
      // the tokens, the stored session and the player's data, and tells the other tabs.
      const now = player();
      if (sent.ok && now && now.account.username === session.account.username)
        store.dispatch(sessionChanged({ status: 'visitor', kind: 'visitor' }));
      return sent;
    },
  };
}
