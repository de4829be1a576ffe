/**
 * What a session shows besides who the user is: the captcha challenge (for the UI to render),
 * the notice channel's state (a quiet "reconnecting"), the show-register-recharge flag and the
 * last `registerSuccess` and `activeDetails` notices. Plain, serialisable data only.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CaptchaPrompt, CaptchaStatus } from '@lobbykit/captcha';
import type { ActiveDetailsData, RegisterSuccessData } from '@lobbykit/contract';
import type { ThirdPartyOutcome } from './third-party-types';

/** The captcha guard's state as the store holds it (its errors as plain data). */
export interface CaptchaView {
  readonly status: CaptchaStatus;
  /** The service code that asked (1119, 1124-1127). */
  readonly code?: string | undefined;
  readonly prompt?: CaptchaPrompt | undefined;
  /** `restricted`: the server time at which challenges may start again. */
  readonly until?: number | undefined;
  /** `failed` and `restricted`: the challenge's code (error_11, error_12, error_01, ...) and lot number. */
  readonly error?:
    { readonly kind: string; readonly code: string; readonly lotNumber?: string | undefined } | undefined;
}

/**
 * The notice channel: `off` (no session, or no channel), `connecting` (the first connection),
 * `live`, or `reconnecting` (quietly: notices are not lost, the hall keeps them until acked).
 */
export type RealtimeStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export interface PlayerState {
  readonly captcha: CaptchaView;
  readonly realtime: RealtimeStatus;
  /** Set by a registration: the start-up queue shows the register-recharge pop-up once. */
  readonly showRegisterRecharge: boolean;
  readonly registerSuccess?: RegisterSuccessData | undefined;
  readonly activeDetails?: ActiveDetailsData | undefined;
  /**
   * A third-party sign-in that came back by redirect (no window could open) without opening a
   * session: code 100 with its prefill, a refused permission or a failure, for the log-in modal to
   * show as it shows a window's answer. `thirdPartyReturnSeen()` clears it.
   */
  readonly thirdPartyReturn?: Exclude<ThirdPartyOutcome, { readonly ok: true }> | undefined;
}

const initialState: PlayerState = {
  captcha: { status: 'idle' },
  realtime: 'off',
  showRegisterRecharge: false,
};

export const playerSlice = createSlice({
  name: 'player',
  initialState,
  reducers: {
    /** The session runner's one way in: the fields that changed (the captcha, the channel, a notice...). */
    playerChanged: (state, { payload }: PayloadAction<Partial<PlayerState>>) => ({ ...state, ...payload }),
  },
  selectors: {
    selectCaptcha: (state) => state.captcha,
    selectRealtime: (state) => state.realtime,
    selectShowRegisterRecharge: (state) => state.showRegisterRecharge,
    selectThirdPartyReturn: (state) => state.thirdPartyReturn,
  },
});

const { playerChanged } = playerSlice.actions;
export const { selectCaptcha, selectRealtime, selectShowRegisterRecharge, selectThirdPartyReturn } =
  playerSlice.selectors;

/** The start-up queue showed the register-recharge pop-up: it does not show again. */
export const registerRechargeShown = () => playerChanged({ showRegisterRecharge: false });

/** The log-in modal took the answer of a redirect sign-in (`thirdPartyReturn`): it does not show again. */
export const thirdPartyReturnSeen = () => playerChanged({ thirdPartyReturn: undefined });
