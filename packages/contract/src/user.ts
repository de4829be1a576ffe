// The player: user info, tokens, agent modes and the demo guest's mock account (spec §3).
import * as v from 'valibot';
import { HEADERS } from './headers';
import { flag, numeric, opt } from './wire';

/** User info as the lobby reads it. Only `username` is required; the hall omits the rest at will. */
export interface UserInfo {
  username: string;
  currency?: string | undefined;
  game_gold?: number | undefined;
  bonus?: number | undefined;
  auditMode?: number | undefined;
  /** 1 is a normal account (the demo guest mock uses 1 as well, as the spec says). */
  account_type?: number | undefined;
  /** Platform id (the spec's spelling). */
  platfromid?: string | undefined;
  deposit_count?: number | undefined;
  mode?: number | undefined;
  must_bind_num?: boolean | undefined;
  must_bind_email?: boolean | undefined;
  must_bind_phone?: boolean | undefined;
  must_bind_google_auth?: boolean | undefined;
  must_bind_item?: string | undefined;
  deviceFingerprint?: string | undefined;
  /** Key used for the fast login right after registration. */
  userkey?: string | undefined;
  /** Set when the login needs an extra verification step. */
  loginVerify?: boolean | undefined;
  loginVerifyInfo?: { username?: string | undefined } | undefined;
  /** Masked bound phone (GET /user/info). */
  phone?: string | undefined;
  /** Masked bound e-mail (GET /user/info). */
  email?: string | undefined;
  googleAuthBound?: boolean | undefined;
  hasWithdrawPassword?: boolean | undefined;
  /** End of an active self-exclusion, ms since the epoch. */
  selfExcludedUntil?: number | undefined;
  /**
   * The hall asks for a new login password before the player goes on (support reset it, or an
   * agent opened the account with a first password): the start-up's forced password change.
   */
  must_change_password?: boolean | undefined;
}

const text = opt(v.string());
const num = opt(numeric);
const bool = opt(flag);
const stringOrNumber = opt(
  v.pipe(v.union([v.string(), v.number()], 'expected a string or a number'), v.transform(String)),
);

/** Unknown fields pass through unchanged. */
export const userInfoSchema: v.GenericSchema<unknown, UserInfo> = v.looseObject({
  username: v.pipe(v.string('username must be a string'), v.nonEmpty('username is empty')),
  currency: text,
  game_gold: num,
  bonus: num,
  auditMode: num,
  account_type: num,
  platfromid: stringOrNumber,
  deposit_count: num,
  mode: num,
  must_bind_num: bool,
  must_bind_email: bool,
  must_bind_phone: bool,
  must_bind_google_auth: bool,
  must_bind_item: stringOrNumber,
  deviceFingerprint: text,
  userkey: text,
  loginVerify: bool,
  loginVerifyInfo: opt(v.looseObject({ username: text })),
  phone: text,
  email: text,
  googleAuthBound: bool,
  hasWithdrawPassword: bool,
  selfExcludedUntil: num,
  must_change_password: bool,
});

/** Session tokens, taken from the `token` and `newjwt` response headers. */
export interface TokenInfo {
  session_key: string;
  jwt_token: string;
}

/** Reads {@link TokenInfo} from response headers; undefined when the session token is absent. */
export function readTokenInfo(headers: { get(name: string): string | null }): TokenInfo | undefined {
  const sessionKey = headers.get(HEADERS.token);
  if (!sessionKey) return undefined;
  return { session_key: sessionKey, jwt_token: headers.get(HEADERS.newJwt) ?? '' };
}

/** Agent (channel) modes. */
export const AgentMode = {
  Infinite: 0,
  FirstLevel: 1,
  NetProfit: 2,
  /** The spec's spelling. */
  ThreeNetProfix: 10002,
  National: 10003,
} as const;
export type AgentMode = (typeof AgentMode)[keyof typeof AgentMode];

/** Platform id given to the demo guest. */
export const DEMO_GUEST_PLATFORM_ID = 'demo-guest';

/** The mock account of a demo (try-mode) guest. */
export const demoGuestAccount: Readonly<
  Required<Pick<UserInfo, 'username' | 'game_gold' | 'account_type' | 'platfromid'>>
> = {
  username: 'demo-guest',
  game_gold: 2000,
  account_type: 1,
  platfromid: DEMO_GUEST_PLATFORM_ID,
};
