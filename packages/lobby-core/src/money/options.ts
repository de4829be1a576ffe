/** What the money domain takes from the outside world, what it tells the screens, and what its calls answer. */
import type {
  AddWithdrawAccountRequest,
  DepositOrder,
  FirstChargeOffer,
  GoogleAuthKey,
  Order,
  OrderList,
  OrderListRequest,
  PayChannel,
  WithdrawAccount,
  WithdrawInfo,
  WithdrawOrder,
} from '@lobbykit/contract';
import type { EventBus } from '@lobbykit/transport';
import type { SerializedHallError } from '@lobbykit/transport/rtk';
import type { AmountRuleCode } from './amount-rules';
import type { DepositForm, DepositFormCheck } from './deposit-form';
import type { ForcedBinding, LargeAmountBinding } from './forced-binding';
import type { startMoneyRunner } from './money-runner';
import type { CodeTarget, SecurityInvalid, SecurityState } from './security-rules';
import type { SubmissionStatus } from './submission';
import type { WithdrawPasswordCode } from './withdraw-password';

/**
 * The part of the Web Locks API (`navigator.locks`) the money domain uses: a deposit or a
 * withdrawal holds a lock of the site while it is sent, so a second tab's submit waits its
 * turn instead of paying twice, and a success notice is shown by one tab only.
 */
export interface MoneyLocks {
  request<T>(
    name: string,
    options: { readonly ifAvailable?: boolean },
    callback: (lock: unknown) => T | Promise<T>,
  ): Promise<T>;
}

/** What `loadMoney` answers. */
export interface LobbyMoneyModule {
  readonly startMoneyRunner: typeof startMoneyRunner;
}

/** `createLobby({ money })`. */
export interface LobbyMoneyOptions {
  /**
   * The tabs of one browser (the Web Locks API); `null` makes each tab stand alone.
   * @default globalThis.navigator.locks
   */
  readonly locks?: MoneyLocks | null | undefined;
  /**
   * How many times a submission the hall may have applied (a timeout, a reset, a 5xx) is sent
   * again, with its same request id, before its outcome says `unsettled`.
   * @default 2
   */
  readonly retries?: number | undefined;
  /**
   * The wait before each of those tries, in ms, times the try's number.
   * @default 1000
   */
  readonly retryDelayMs?: number | undefined;
  /**
   * Advanced: loads the money module (its endpoints, flows and notice handling). Tests count
   * or fail loads here.
   * @default () => import('./money-runner') (a lazy chunk)
   */
  readonly loadMoney?: (() => Promise<LobbyMoneyModule>) | undefined;
}

/**
 * What the screens show once per browser, however often the notice comes (a redelivery, a
 * duplicate, every open tab): `msgId` is the notice's.
 */
export interface MoneyEvents {
  /** `payOrderSuccess`: the deposit is credited; `isFirst` opens the first-charge flow's next step. */
  depositSucceeded: {
    readonly msgId: string;
    readonly orderId?: string | undefined;
    readonly amount?: number | undefined;
    readonly currency?: string | undefined;
    readonly isFirst: boolean;
  };
  /** `withdrawOrderSuccess`: the withdrawal was paid out. */
  withdrawSucceeded: {
    readonly msgId: string;
    readonly orderId?: string | undefined;
    readonly amount?: number | undefined;
    readonly currency?: string | undefined;
  };
  /** `noWalletOrderMsg`: no channel takes the deposit; the hall's message says why. */
  noWalletChannel: { readonly msgId: string; readonly message?: string | undefined };
  /** `payOrderSuccessNotice`: someone on the site deposited (the hall's message, masked). */
  someoneDeposited: {
    readonly msgId: string;
    readonly message?: string | undefined;
    readonly amount?: number | undefined;
    readonly currency?: string | undefined;
  };
}

/** The money state screens read: whether a deposit or a withdrawal is being sent or unsettled. */
export interface MoneyState {
  readonly deposit: SubmissionStatus;
  readonly withdraw: SubmissionStatus;
}

/** A money call that did not give its data. */
export type MoneyFailure =
  /** No player is signed in. */
  | { readonly ok: false; readonly reason: 'notPlayer' }
  /** The hall refused: its code (spec §8, or the contract's `moneyCodes`) and data. */
  | {
      readonly ok: false;
      readonly reason: 'refused';
      readonly code: string;
      readonly message?: string | undefined;
      readonly data?: unknown;
    }
  /**
   * No answer (a timeout, a reset, a 5xx, an unreadable body): the hall may have applied it.
   * Trying the same again is safe: it carries the same request id.
   */
  | { readonly ok: false; readonly reason: 'unsettled'; readonly error: SerializedHallError }
  /** Nothing was sent (the code did not load, the session ended). */
  | { readonly ok: false; readonly reason: 'failed'; readonly error: SerializedHallError };

export type MoneyResult<T> = { readonly ok: true; readonly data: T } | MoneyFailure;

/** A submit refused by the lobby before anything was sent. */
export type SubmitRefusal =
  /** The same tab is sending one already (a double tap). */
  | { readonly ok: false; readonly reason: 'inFlight' }
  /** Another tab of this browser is sending one. */
  | { readonly ok: false; readonly reason: 'busyElsewhere' };

export type DepositOutcome =
  | { readonly ok: true; readonly order: DepositOrder }
  | SubmitRefusal
  /** A deposit still waits for its payment: the pay modal shows it before a new one can be made. */
  | { readonly ok: false; readonly reason: 'pendingOrder'; readonly order: DepositOrder }
  /** The form: the amount's rule or the payer field that failed. */
  | {
      readonly ok: false;
      readonly reason: 'invalid';
      readonly check: Extract<DepositFormCheck, { ok: false }>;
    }
  | MoneyFailure;

/** The withdraw page's form. */
export interface WithdrawForm {
  /** The withdraw info the page shows (limits, what may be withdrawn, the fee). */
  readonly info: WithdrawInfo;
  readonly accountId: string;
  /** The amount as typed. */
  readonly amount: string;
  /** The 6-digit withdraw password of the PIN pad. */
  readonly password: string;
}

export type WithdrawOutcome =
  /** Sent: `pending` is "under review" until the `withdrawSucceeded` event. */
  | { readonly ok: true; readonly order: WithdrawOrder }
  | SubmitRefusal
  | {
      readonly ok: false;
      readonly reason: 'invalid';
      readonly field: 'amount';
      readonly code: AmountRuleCode;
    }
  | {
      readonly ok: false;
      readonly reason: 'invalid';
      readonly field: 'password';
      readonly code: 'length' | 'digits';
    }
  /** 3003: no withdraw password yet: the security page sets one (`?current=...&isCallbackWithdraw=...`). */
  | { readonly ok: false; readonly reason: 'withdrawPasswordRequired' }
  /** 9527: the centre wallet holds less than the amount. */
  | { readonly ok: false; readonly reason: 'walletShort' }
  /** 70202: the large-amount rule wants one of these bindings first. */
  | { readonly ok: false; readonly reason: 'mustBind'; readonly bindings: readonly LargeAmountBinding[] }
  /** The bet requirement is not met: what remains to bet. */
  | { readonly ok: false; readonly reason: 'betRequirement'; readonly betRequirement: string }
  /** The password is wrong (`attemptsLeft`), or locked after too many (`lockedMs`). */
  | {
      readonly ok: false;
      readonly reason: 'passwordWrong';
      readonly attemptsLeft?: number | undefined;
      readonly lockedMs?: number | undefined;
    }
  | MoneyFailure;

export type PasswordOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'invalid'; readonly code: WithdrawPasswordCode }
  | {
      readonly ok: false;
      readonly reason: 'passwordWrong';
      readonly attemptsLeft?: number | undefined;
      readonly lockedMs?: number | undefined;
    }
  | MoneyFailure;

/** What `sendCode` answers: where the code went, and for how long it is valid. */
export interface CodeSent {
  readonly channel: 'sms' | 'email';
  /** What the hall was sent: the full phone number (`+`, prefix, number), or the address. */
  readonly to: string;
  /** How long the code stays valid, in ms (the hall's `expiresInMs`), when it says. */
  readonly expiresInMs?: number | undefined;
}

/** Whether the player is self-excluded, and until when. */
export interface SelfExclusionState {
  readonly excluded: boolean;
  /** The end of the exclusion, epoch ms, while one runs. */
  readonly until?: number | undefined;
}

/** A security call: its data, an input refused before anything was sent, or a money failure. */
export type SecurityOutcome<T> = MoneyResult<T> | SecurityInvalid;

/** `lobby.money`: the wallet, the pay modal, the order view and the withdraw page's calls. */
export interface LobbyMoneyControls {
  /** The success messages to show once (see `MoneyEvents`): listen before anything loads. */
  readonly events: EventBus<MoneyEvents>;
  /** Whether a deposit or a withdrawal is being sent: the submit buttons are disabled meanwhile. */
  readonly state: () => MoneyState;
  /** Called after every change of `state()`; returns the unsubscribe function. */
  readonly subscribe: (listener: () => void) => () => void;
  /** The pay channels of the player's currency. */
  readonly channels: () => Promise<MoneyResult<PayChannel[]>>;
  /** The deposit still waiting for its payment, or undefined. */
  readonly pendingOrder: () => Promise<MoneyResult<DepositOrder | undefined>>;
  /**
   * Deposits: checks the form, refuses a second submit while one is in flight, in this tab or
   * another, shows the pending order instead of making a new one, and sends one request id
   * from the first tap to the last retry.
   */
  readonly deposit: (form: DepositForm) => Promise<DepositOutcome>;
  /** "I have transferred". */
  readonly confirmTransfer: (orderId: string) => Promise<MoneyResult<DepositOrder>>;
  readonly cancelOrder: (orderId: string) => Promise<MoneyResult<DepositOrder>>;
  /**
   * Uploads the voucher of an order: an image of at most 5 MB (multipart, the other fields
   * encrypted; the encoder loads with the first upload).
   */
  readonly uploadVoucher: (orderId: string, file: Blob) => Promise<MoneyResult<DepositOrder>>;
  readonly orderStatus: (orderId: string) => Promise<MoneyResult<Order>>;
  /** The records: deposits and withdrawals by kind, status and dates. */
  readonly records: (filter?: OrderListRequest) => Promise<MoneyResult<OrderList>>;
  /** The first-charge offer (its tiers). */
  readonly firstCharge: () => Promise<MoneyResult<FirstChargeOffer>>;
  readonly withdrawInfo: () => Promise<MoneyResult<WithdrawInfo>>;
  /** The receiving accounts. */
  readonly accounts: () => Promise<MoneyResult<WithdrawAccount[]>>;
  readonly addAccount: (
    account: Omit<AddWithdrawAccountRequest, 'requestId'>,
  ) => Promise<MoneyResult<WithdrawAccount>>;
  /** Withdraws (the password from the PIN pad); the answer is "under review". */
  readonly withdraw: (form: WithdrawForm) => Promise<WithdrawOutcome>;
  /** The first withdraw password (6 digits, not six equal or consecutive ones). */
  readonly setWithdrawPassword: (password: string) => Promise<PasswordOutcome>;
  readonly changeWithdrawPassword: (oldPassword: string, password: string) => Promise<PasswordOutcome>;
  /** Whether the forced-binding modal shows now (spec §4). */
  readonly forcedBinding: () => Promise<ForcedBinding>;
  /**
   * What is bound (phone and e-mail masked, Google authenticator, the withdraw password) and a
   * running self-exclusion, read fresh from the user info (GET /user/info). The session's account
   * facts take the answer too, so the forced-binding rule sees it.
   */
  readonly securityStatus: () => Promise<MoneyResult<SecurityState>>;
  /**
   * Sends a code (POST /user/sendCode): `{ channel: 'sms', phone, areaCode? }` or
   * `{ channel: 'email', email }`. A phone with `areaCode` is sent as one full number
   * (`+<areaCode><phone>`); `bindPhone` sends the same, since the hall matches the code to it.
   * The hall delivers codes to its outbox, not a real SMS or e-mail, in development and tests.
   * @example lobby.money.sendCode({ channel: 'sms', areaCode: '55', phone: '11987654321' })
   */
  readonly sendCode: (target: CodeTarget) => Promise<SecurityOutcome<CodeSent>>;
  /**
   * Binds the phone the code went to (POST /user/bind/phone): the same `phone` and `areaCode`
   * as `sendCode`. Refusals: 1325 empty code, 1333 wrong or expired code (`data.attemptsLeft`,
   * or `data.lockedMs` once locked), 1216 a wrong number. Answers the fresh security state.
   */
  readonly bindPhone: (form: {
    readonly phone: string;
    readonly code: string;
    readonly areaCode?: string | undefined;
  }) => Promise<SecurityOutcome<SecurityState>>;
  /**
   * Binds the address the code went to (POST /user/bind/email). Refusals: 1326 empty code,
   * 1332 wrong or expired code (`data.attemptsLeft`, `data.lockedMs`).
   */
  readonly bindEmail: (form: {
    readonly email: string;
    readonly code: string;
  }) => Promise<SecurityOutcome<SecurityState>>;
  /**
   * A new authenticator secret to show (POST /user/bind/googleAuth without a code): `secret`
   * (base32, to type in) and `otpauthUrl` (for a QR code). Each call makes a new one; the last
   * is the one `bindGoogleAuth` checks. Refused (`invalid-params`) once an authenticator is bound.
   */
  readonly googleAuthSetup: () => Promise<MoneyResult<GoogleAuthKey>>;
  /** Binds the authenticator with its current 6-digit code; 1012 is a wrong code. */
  readonly bindGoogleAuth: (code: string) => Promise<SecurityOutcome<SecurityState>>;
  /**
   * Changes the login password (POST /user/password/change): the current one, then the new one
   * (the site's rule is the form's to check, and the hall's). Sent once; on success the account
   * facts are read again, so a forced change (`must_change_password`) is over. A wrong current
   * password is refused with 1011.
   */
  readonly changeLoginPassword: (
    oldPassword: string,
    password: string,
  ) => Promise<SecurityOutcome<SecurityState>>;
  /** Whether the player is self-excluded, and until when (GET /user/selfExclusion). */
  readonly selfExclusion: () => Promise<MoneyResult<SelfExclusionState>>;
  /**
   * Excludes the player for `days` whole days, 1 to 3650 (POST /user/selfExclusion/set). The
   * hall then ends every session of the player: on success the lobby becomes a visitor at once
   * (nothing offered to sign in again: logins are refused until the end date).
   */
  readonly setSelfExclusion: (days: number) => Promise<SecurityOutcome<SelfExclusionState>>;
}
