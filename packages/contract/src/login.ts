// Request and response payloads of login, registration, fast login and third-party sign-in (spec §3, §7).
import * as v from 'valibot';
import type { PLATFORM_TYPE } from './constants';
import type { UserInfo } from './user';
import { flag, list } from './wire';

/** Fields every login-like call sends. */
export interface LoginPayloadBase {
  clientType?: number | string;
  /** Push id, when the app has one. */
  jpush_id?: string;
  loginId?: string;
  os_type?: number | string;
  deviceOsType?: string;
  deviceModel?: string;
  platformType: (typeof PLATFORM_TYPE)[keyof typeof PLATFORM_TYPE];
  operationId?: string;
  /** Registration package id (channel); also used for the channel info lookup. */
  pkgId?: string | number;
  domain?: string;
}

/** Vendor captcha result fields sent with a call the captcha guarded. */
export interface CaptchaFields {
  captcha_id?: string;
  lot_number?: string;
  captcha_output?: string;
  pass_token?: string;
  gen_time?: string;
}

/** What every log-in sends besides the name of the account: the password. */
interface LoginWithPassword extends LoginPayloadBase, CaptchaFields {
  password: string;
}

/** POST /home/login by username; a request without `loginType` is one. */
export interface AccountLoginRequest extends LoginWithPassword {
  loginType?: 'account' | undefined;
  username: string;
}

/** POST /home/login by a phone number bound to the account. */
export interface PhoneLoginRequest extends LoginWithPassword {
  loginType: 'phone';
  /** The national number, 6 to 12 digits (spec §5). */
  phone: string;
  /** Dialling prefix of `phone` (an SMS country's `phoneNumberSegment`); without it, the site's first. */
  areaCode?: string | undefined;
}

/** POST /home/login by an e-mail address bound to the account. */
export interface EmailLoginRequest extends LoginWithPassword {
  loginType: 'email';
  /** At most 50 characters (spec §5). */
  email: string;
}

/** POST /home/login: by username, phone number or e-mail address, with the password. */
export type LoginRequest = AccountLoginRequest | PhoneLoginRequest | EmailLoginRequest;

/** Login and fast login answer with the user info (parse with `userInfoSchema`); tokens come in headers. */
export type LoginResponse = UserInfo;

/** POST /home/register. */
export interface RegisterRequest extends LoginPayloadBase, CaptchaFields {
  username: string;
  password: string;
  currency?: string;
  phone?: string;
  /** Dialling prefix of `phone`. */
  areaCode?: string;
  email?: string;
  /** SMS or email verification code. */
  code?: string;
  /** Agent or channel from the `id` / `cid` URL parameters. */
  agentId?: string;
  channelId?: string;
  /** Link type from the agent link (a test-register type sends the user to demo games). */
  linkType?: string | number;
}

/** Registration answers with the user key used for the fast login that follows. */
export interface RegisterResponse {
  userkey: string;
}

export const registerResponseSchema: v.GenericSchema<unknown, RegisterResponse> = v.looseObject({
  userkey: v.pipe(v.string('userkey must be a string'), v.nonEmpty('userkey is empty')),
});

/** POST /home/fastlogin: logs in with a user key. */
export interface FastLoginRequest extends LoginPayloadBase {
  userkey: string;
}

/** GET /home/check/username. */
export interface CheckUsernameRequest {
  username: string;
}

/** Whether the username is free, and alternatives when it is not. */
export interface CheckUsernameResponse {
  available: boolean;
  suggestions: string[];
}

export const checkUsernameResponseSchema: v.GenericSchema<unknown, CheckUsernameResponse> = v.looseObject({
  available: flag,
  suggestions: list(v.string()),
});

/** Third-party sign-in kinds; QQ and WeChat do nothing (spec §6). */
export const thirdPartyKinds = ['facebook', 'google', 'line', 'qq', 'wechat'] as const;
export type ThirdPartyKind = (typeof thirdPartyKinds)[number];

/** Payload of third-party login and register. */
export interface ThirdPartyLoginPayload {
  access_token: string;
  requester_type: string;
  email?: string;
  id?: string;
}

/** POST /home/thirdPartyLogin and /home/thirdPartyRegister. */
export type ThirdPartyLoginRequest = ThirdPartyLoginPayload & LoginPayloadBase;

/** POST /user/bindThirdParty. */
export type BindThirdPartyRequest = Pick<ThirdPartyLoginPayload, 'access_token' | 'requester_type'>;

/** POST /home/captcha/validate (before login) and /user/captcha/validate (after login). */
export interface CaptchaValidateRequest extends CaptchaFields {
  account?: string;
  captcha_id: string;
}

/** POST /home/preRegisterVerify: checks the form before registering. */
export type PreRegisterVerifyRequest = Partial<RegisterRequest>;
