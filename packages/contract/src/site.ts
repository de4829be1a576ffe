// Site-level entities fetched at start-up: site info, site URLs, system info, layout design (spec §3).
import * as v from 'valibot';
import { flag, list, numeric, opt } from './wire';

/**
 * How a player names the account at log-in: the username, a bound phone number or a bound e-mail
 * address. A site lists the ones it offers, in its order, in its system info (`loginMethods`).
 * Here, not beside the log-in's bodies: the start-up's system info then does not bring those.
 */
export const loginMethods = ['account', 'phone', 'email'] as const;
export type LoginMethod = (typeof loginMethods)[number];

const text = opt(v.string());
const num = opt(numeric);
const bool = opt(flag);
const textOrNumber = v.union([v.string(), v.number()], 'expected a string or a number');

/** A holiday theme of the site; `currencyCodes` is a comma-separated list ('CNY,USD'). */
export interface HolidayTheme {
  themeType: string | number;
  status?: number | undefined;
  /** Start of display, as the hall sends it (epoch ms or date text). */
  showStartTime?: string | number | undefined;
  showEndTime?: string | number | undefined;
  currencyCodes?: string | undefined;
}

export const holidayThemeSchema: v.GenericSchema<unknown, HolidayTheme> = v.looseObject({
  themeType: textOrNumber,
  status: num,
  showStartTime: opt(textOrNumber),
  showEndTime: opt(textOrNumber),
  currencyCodes: text,
});

/** Splits a holiday theme's comma-separated currency list, dropping blanks ('CNY, USD,' -> ['CNY', 'USD']). */
export function splitCurrencyCodes(list: string | undefined): string[] {
  if (!list) return [];
  return list
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}

export interface SiteCurrencyInfo {
  currencyCode: string;
}

export interface SiteLanguageInfo {
  languageCode: string;
  defaultLanguageTag?: boolean | undefined;
}

/** Site info: the skin layout, title, currencies, languages and holiday themes of a site. */
export interface SiteInfo {
  /** Skin layout type. */
  type?: string | number | undefined;
  backgroundColor?: string | undefined;
  skinTypeValue?: string | number | undefined;
  title?: string | undefined;
  siteName?: string | undefined;
  currencyInfos: SiteCurrencyInfo[];
  languageInfos: SiteLanguageInfo[];
  holidayThemes: HolidayTheme[];
  languageMatchMode?: string | number | undefined;
  /** Skin configuration; its shape belongs to the theme kit. */
  skinConfigInfo?: unknown;
}

export const siteInfoSchema: v.GenericSchema<unknown, SiteInfo> = v.looseObject({
  type: opt(textOrNumber),
  backgroundColor: text,
  skinTypeValue: opt(textOrNumber),
  title: text,
  siteName: text,
  currencyInfos: list(
    v.looseObject({ currencyCode: v.pipe(v.string(), v.nonEmpty('currencyCode is empty')) }),
  ),
  languageInfos: list(
    v.looseObject({
      languageCode: v.pipe(v.string(), v.nonEmpty('languageCode is empty')),
      defaultLanguageTag: bool,
    }),
  ),
  holidayThemes: list(holidayThemeSchema),
  languageMatchMode: opt(textOrNumber),
  skinConfigInfo: v.optional(v.unknown()),
});

/** Site URLs: the API, web and object-storage domains and the download domains. */
export interface SiteUrlInfo {
  api_domain: string[];
  web_domain: string[];
  oss_domain: string[];
  download_domain_url: { domain: string }[];
}

// The hall sends each domain field as a list; a single string is accepted as a list of one.
const domains = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.array(v.string())], 'expected a domain or a list of domains')),
    v.transform((value) => (value === null ? [] : typeof value === 'string' ? [value] : value)),
    v.transform((values) => values.filter((value) => value !== '')),
  ),
  () => [],
);

export const siteUrlInfoSchema: v.GenericSchema<unknown, SiteUrlInfo> = v.looseObject({
  api_domain: domains,
  web_domain: domains,
  oss_domain: domains,
  download_domain_url: list(v.looseObject({ domain: v.string() })),
});

/** System info (homeGetSysInfo): third-party app ids, captcha ids and password-strength rules. */
export interface HomeSysInfo {
  facebookAppId?: string | undefined;
  googleAppId?: string | undefined;
  lineAppId?: string | undefined;
  fingerprintPublicKey?: string | undefined;
  geetestDeviceAppId?: string | undefined;
  /** Bindings of which at least one is required above the large-amount limit. */
  largeAmountMustBind?:
    | { phone?: boolean | undefined; email?: boolean | undefined; googleAuth?: boolean | undefined }
    | undefined;
  /** Large-amount limit per currency code. */
  largeAmountRange?: Record<string, number> | undefined;
  loginPasswdStrengthDetectSwitch?: boolean | undefined;
  strongPasswdRequireUppercase?: boolean | undefined;
  strongPasswdRequireLowercase?: boolean | undefined;
  strongPasswdRequireNum?: boolean | undefined;
  strongPasswdRequireSpecial?: boolean | undefined;
  strongPasswdLength?: number | undefined;
  strongPasswdWeakLoginRemind?: boolean | undefined;
  /**
   * The ways to log in the site offers, in its order (the log-in modal's tabs). Unknown names and
   * repeats are dropped; absent or empty: by username only.
   */
  loginMethods?: LoginMethod[] | undefined;
}

const isLoginMethod = (name: unknown): name is LoginMethod =>
  (loginMethods as readonly unknown[]).includes(name);

// A method this contract does not know (a newer hall's) is left out rather than failing the info.
const loginMethodList = opt(
  v.pipe(
    v.array(v.unknown()),
    v.transform((names) => [...new Set(names.filter(isLoginMethod))]),
  ),
);

export const homeSysInfoSchema: v.GenericSchema<unknown, HomeSysInfo> = v.looseObject({
  facebookAppId: text,
  googleAppId: text,
  lineAppId: text,
  fingerprintPublicKey: text,
  geetestDeviceAppId: text,
  largeAmountMustBind: opt(v.looseObject({ phone: bool, email: bool, googleAuth: bool })),
  largeAmountRange: opt(v.record(v.string(), numeric)),
  loginPasswdStrengthDetectSwitch: bool,
  strongPasswdRequireUppercase: bool,
  strongPasswdRequireLowercase: bool,
  strongPasswdRequireNum: bool,
  strongPasswdRequireSpecial: bool,
  strongPasswdLength: opt(v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(16))),
  strongPasswdWeakLoginRemind: bool,
  loginMethods: loginMethodList,
});

/** A key/value icon entry of the layout design. */
export interface IconEntry {
  key: string;
  value: string;
}

/**
 * Home layout design: login slogan, images and colours per area, icon lists. Icon lists a
 * theme reads: `footer` (social icons: key = network, value = URL), `tabbar` and
 * `tabbarLoggedIn` (the phone tab bar for visitors and for players: key = entry, value = lobby
 * path), `floatBar` (key = entry, value = lobby path or URL).
 */
export interface HomeLayoutDesign {
  loginSlogan?: string | undefined;
  /** Image URL per area name. */
  images?: Record<string, string> | undefined;
  /** Colour per area name. */
  colors?: Record<string, string> | undefined;
  /** Icon key/value lists by list name. */
  icons?: Record<string, IconEntry[]> | undefined;
}

export const homeLayoutDesignSchema: v.GenericSchema<unknown, HomeLayoutDesign> = v.looseObject({
  loginSlogan: text,
  images: opt(v.record(v.string(), v.string())),
  colors: opt(v.record(v.string(), v.string())),
  icons: opt(v.record(v.string(), v.array(v.looseObject({ key: v.string(), value: v.string() })))),
});
