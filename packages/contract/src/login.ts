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

/** POST /home/login. */
export interface LoginRequest extends LoginPayloadBase, CaptchaFields {
  username: string;
  password: string;
}

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
