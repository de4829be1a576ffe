// The hall's service-code catalogue (spec §8) with the reactions the spec assigns to codes.

/** What kind of outcome a service code reports. */
export type ServiceCodeCategory =
  | 'success'
  | 'session'
  | 'maintenance'
  | 'captcha'
  | 'validation'
  | 'wallet'
  | 'restriction'
  | 'feature'
  | 'config'
  | 'game'
  | 'account'
  | 'security';

/**
 * The lobby-wide reaction a code triggers (spec §8 "Reactions"); codes without one are
 * handled by the calling feature or shown as a message.
 */
export type ServiceCodeReaction =
  | 'tokenExpired'
  | 'otherClientLogin'
  | 'versionCheck'
  | 'restrict'
  | 'maintenance'
  | 'configChange'
  | 'captcha';

/** One entry of the catalogue. */
export interface ServiceCodeInfo {
  /** The code as a string ('0', 'C2', '-1'), whatever JSON type the hall sent. */
  readonly code: string;
  /** PascalCase name, also the key in {@link ServiceCode}. */
  readonly name: ServiceCodeName;
  readonly category: ServiceCodeCategory;
  /** The spec's meaning, in its words. */
  readonly meaning: string;
  /** True when the lobby shows no message for the code: the calling feature handles it. */
  readonly silent: boolean;
  readonly reaction?: ServiceCodeReaction;
}

/** Service-code names to codes. */
export const ServiceCode = {
  Success: '0',
  SuccessAlt: '1',
  UpaySuccess: 'C2',
  AbPaySuccess: '200',
  TokenExpired: '-1',
  RestrictedAccess: '9110',
  ForceGeetest: '1119',
  PhoneCodeError: '1101',
  LoginError: '1011',
  TwoStepVerification: '1012',
  EmailSecurityConfigExpired: '1044',
  PhoneSecurityConfigExpired: '1248',
  SwiperPuzzleGeetest: '1124',
  GraphicClickGeetest: '1125',
  NineSquareGeetest: '1126',
  SmsCodeGeetest: '1127',
  IllegalGeetestRequest: '1130',
  PhoneError: '1216',
  AccountFrozen: '1025',
  ConfigChanged: '1128',
  ConfigChangedAlt: '1247',
  SmsCodeGame: '3002',
  BindWithdraw: '3003',
  TestRegisterGame: '3004',
  FirstRecharge: '3006',
  DownloadApp: '3007',
  DownloadAppByGameApi: '3010',
  PageOverdue: '4020',
  CentreWalletBalanceNotEnough: '9527',
  DemoGameLineDisabled: '210103',
  DemoGameDisabled: '41020',
  SiteFrozen: '9111',
  SiteMaintenance: '-3',
  SiteFrozenAndMaintained: '-4',
  PasswordLength: '4042',
  PasswordFormat: '4024',
  UsernameFormat: '1323',
  UsernameEqualsPassword: '4040',
  UsernameExists: '1013',
  RegisterFailed: '2005',
  EmailCaptchaExpired: '1332',
  EmailCaptchaEmpty: '1326',
  PhoneCaptchaExpired: '1333',
  PhoneCaptchaEmpty: '1325',
  UserRestricted: '1334',
  VersionError: '999',
  OtherClientGameLogin: '1401',
  NoBind: '70202',
} as const;

export type ServiceCodeName = keyof typeof ServiceCode;
export type ServiceCodeValue = (typeof ServiceCode)[ServiceCodeName];

type Row = readonly [
  name: ServiceCodeName,
  category: ServiceCodeCategory,
  meaning: string,
  silent?: 1,
  reaction?: ServiceCodeReaction,
];

// Rows in spec table order; kept as tuples because the table is the largest thing we ship.
const rows: readonly Row[] = [
  ['Success', 'success', 'success'],
  ['SuccessAlt', 'success', 'success'],
  ['UpaySuccess', 'success', 'UPAY success'],
  ['AbPaySuccess', 'success', 'AB-pay success'],
  ['TokenExpired', 'session', 'token expired or server maintenance', undefined, 'tokenExpired'],
  ['RestrictedAccess', 'restriction', 'restricted access'],
  ['ForceGeetest', 'captcha', 'force geetest', 1, 'captcha'],
  ['PhoneCodeError', 'validation', 'phone code error'],
  ['LoginError', 'account', 'login error'],
  ['TwoStepVerification', 'security', 'two-step verification'],
  ['EmailSecurityConfigExpired', 'security', 'email security config expired'],
  ['PhoneSecurityConfigExpired', 'security', 'phone security config expired'],
  ['SwiperPuzzleGeetest', 'captcha', 'swiper-puzzle geetest', 1, 'captcha'],
  ['GraphicClickGeetest', 'captcha', 'graphic-click geetest', 1, 'captcha'],
  ['NineSquareGeetest', 'captcha', 'nine-square geetest', 1, 'captcha'],
  ['SmsCodeGeetest', 'captcha', 'SMS-code geetest', 1, 'captcha'],
  ['IllegalGeetestRequest', 'captcha', 'illegal geetest request'],
  ['PhoneError', 'validation', 'phone error'],
  ['AccountFrozen', 'account', 'account frozen'],
  ['ConfigChanged', 'config', 'config changed', undefined, 'configChange'],
  ['ConfigChangedAlt', 'config', 'config changed', undefined, 'configChange'],
  ['SmsCodeGame', 'feature', 'SMS code game', 1],
  ['BindWithdraw', 'feature', 'bind withdraw', 1],
  ['TestRegisterGame', 'feature', 'test register game'],
  ['FirstRecharge', 'feature', 'first recharge'],
  ['DownloadApp', 'feature', 'download app'],
  ['DownloadAppByGameApi', 'feature', 'download app by game api'],
  ['PageOverdue', 'session', 'page overdue'],
  ['CentreWalletBalanceNotEnough', 'wallet', 'centre wallet balance not enough', 1],
  ['DemoGameLineDisabled', 'game', 'demo game line disabled'],
  ['DemoGameDisabled', 'game', 'demo game disabled'],
  ['SiteFrozen', 'maintenance', 'site frozen', undefined, 'maintenance'],
  ['SiteMaintenance', 'maintenance', 'site maintenance', undefined, 'maintenance'],
  ['SiteFrozenAndMaintained', 'maintenance', 'site frozen and maintained', undefined, 'maintenance'],
  ['PasswordLength', 'validation', 'password length'],
  ['PasswordFormat', 'validation', 'password format'],
  ['UsernameFormat', 'validation', 'username format'],
  ['UsernameEqualsPassword', 'validation', 'username equals password'],
  ['UsernameExists', 'account', 'username exists'],
  ['RegisterFailed', 'account', 'register failed'],
  ['EmailCaptchaExpired', 'validation', 'email captcha expired'],
  ['EmailCaptchaEmpty', 'validation', 'email captcha empty'],
  ['PhoneCaptchaExpired', 'validation', 'phone captcha expired'],
  ['PhoneCaptchaEmpty', 'validation', 'phone captcha empty'],
  ['UserRestricted', 'restriction', 'user restricted', undefined, 'restrict'],
  ['VersionError', 'config', 'version error', undefined, 'versionCheck'],
  ['OtherClientGameLogin', 'session', 'other client game login', undefined, 'otherClientLogin'],
  ['NoBind', 'security', 'no bind'],
];

/** The whole catalogue, in spec table order (48 codes). */
export const serviceCodes: readonly ServiceCodeInfo[] = /* @__PURE__ */ rows.map(
  ([name, category, meaning, silent, reaction]) => ({
    code: ServiceCode[name],
    name,
    category,
    meaning,
    silent: silent === 1,
    ...(reaction ? { reaction } : {}),
  }),
);

// Built on first use so that importing `ServiceCode` alone costs no index.
let byCode: ReadonlyMap<string, ServiceCodeInfo> | undefined;
function codeIndex(): ReadonlyMap<string, ServiceCodeInfo> {
  byCode ??= new Map(serviceCodes.map((info) => [info.code, info]));
  return byCode;
}

/**
 * Normalises a wire code (the hall sends numbers or strings) to its catalogue string.
 * Returns undefined for non-integers, NaN, empty strings and other types.
 */
export function normalizeServiceCode(code: unknown): string | undefined {
  if (typeof code === 'number') return Number.isSafeInteger(code) ? String(code) : undefined;
  if (typeof code === 'string' && code !== '') return code;
  return undefined;
}

/** The catalogue entry for a wire code (0, '0', -1, 'C2'), or undefined when unknown. */
export function getServiceCode(code: number | string): ServiceCodeInfo | undefined {
  const key = normalizeServiceCode(code);
  return key === undefined ? undefined : codeIndex().get(key);
}

/**
 * True for the success codes: 0, 1, 'C2' (UPAY) and 200 (AB-pay), as number or string.
 * The pay-vendor codes count as success on every call because the hall only sends them on success.
 */
export function isSuccessCode(code: unknown): boolean {
  const key = normalizeServiceCode(code);
  return key !== undefined && codeIndex().get(key)?.category === 'success';
}
