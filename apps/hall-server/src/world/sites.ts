// The seeded sites the reference server answers for. Site codes are what the lobby sends in
// the site-code header (or the siteCode parameter); the static keys are what a lobby build
// for that site carries to encrypt calls made before login.
import type {
  BuriedConfigEntry,
  HolidayTheme,
  HomeLayoutDesign,
  HomeSysInfo,
  LanguageCode,
  ServiceCodeValue,
  SiteInfo,
  SmsCountry,
} from '@lobbykit/contract';
import { AgentMode } from '@lobbykit/contract';
import { brandSites } from './brand-sites';

const DAY_MS = 86_400_000;

/** A holiday window relative to the moment the server builds the answer. */
interface SeedHoliday {
  readonly themeType: string;
  readonly status: 0 | 1;
  /** Window start relative to now (negative: already started). */
  readonly startOffsetMs: number;
  readonly endOffsetMs: number;
  readonly currencyCodes: string;
}

/** An agent (or channel) link a visitor may arrive with (`id` / `cid` URL parameters). */
interface SeedAgent {
  readonly agentId: string;
  readonly agentName: string;
  readonly channelId: string;
  readonly currency: string;
  readonly agentMode: number;
  /** 'register' shows the register modal; 'testRegister' sends the visitor to demo games. */
  readonly linkType: 'register' | 'testRegister' | 'login';
  /** Visitors from these IPs are bound to the agent (ip bind data). */
  readonly boundIps: readonly string[];
}

/** Client ids of the fake identity provider; secrets never leave the server. */
interface SeedIdentityClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

export interface SeedSite {
  readonly siteCode: string;
  readonly siteId: number;
  /** The key a lobby build of this site encrypts and signs with before login (32 ASCII bytes). */
  readonly staticKey: string;
  /** The theme its lobby is drawn in: the lobby's theme apps each serve the sites of one type. */
  readonly type: string;
  readonly title: string;
  readonly siteName: string;
  readonly backgroundColor: string;
  readonly skinTypeValue: number;
  readonly skinConfigInfo: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** 1: follow the browser language when the site offers it; 2: always the site default. */
  readonly languageMatchMode: number;
  /** Site currencies; the first is the default. */
  readonly currencies: readonly string[];
  /** Site languages; the first is the default. */
  readonly languages: readonly LanguageCode[];
  readonly timezone: string;
  readonly holidays: readonly SeedHoliday[];
  /** Online customer-service links; the lobby opens the first. */
  readonly customerService: readonly string[];
  readonly downloadDomains: readonly string[];
  /**
   * The app download prompt's switches (base site config `switches`). The lobby prompts only
   * when the app button is hidden, boot install is on and the style is the middle one (2);
   * a site that prompts or shows the button has download domains to send the player to.
   */
  readonly appDownload: {
    readonly appButtonHidden: boolean;
    readonly bootInstall: boolean;
    /** Prompt again even when the player has already seen the prompt. */
    readonly forceInstall: boolean;
    /** 1, 2 (the middle one) or 3. */
    readonly guildDownloadStyle: 1 | 2 | 3;
  };
  /** Tracking ids (pixels, gtag, gtm) as buried config entries. */
  readonly analytics: readonly BuriedConfigEntry[];
  readonly smsCountries: readonly SmsCountry[];
  readonly sysInfo: HomeSysInfo;
  readonly layoutDesign: HomeLayoutDesign;
  /** The captcha the risk rules ask for on this site. */
  readonly captchaCode: ServiceCodeValue;
  /** Failed logins (per account or per IP, within 10 minutes) before the captcha is asked. */
  readonly loginFailuresBeforeCaptcha: number;
  /** Demo (try) play of games. */
  readonly demoPlay: boolean;
  /** Regions (ISO country codes) whose visitors are refused. */
  readonly blockedRegions: readonly string[];
  readonly agents: readonly SeedAgent[];
  readonly identity: {
    readonly line: SeedIdentityClient;
    readonly google: SeedIdentityClient;
    readonly facebook: SeedIdentityClient;
  };
  /** Auto visitor login (h5) switch: the login/register modal shows on first visit. */
  readonly autoVisitorLogin: boolean;
  /**
   * Share of the full game catalogue the site offers (1: all 2,960 games). The default site is
   * the one sized like a real lobby; the others stay small so tests that use them stay quick.
   */
  readonly catalogueScale: number;
  /** What the site's theme hides (spec §2 "Themes"), answered in the footer config. */
  readonly display: {
    readonly hideFooterOnMobile: boolean;
    readonly hideFooterOnDesktop: boolean;
    readonly hideFloatBar: boolean;
  };
}

const passwordRulesOff = {
  loginPasswdStrengthDetectSwitch: false,
  strongPasswdRequireUppercase: false,
  strongPasswdRequireLowercase: false,
  strongPasswdRequireNum: false,
  strongPasswdRequireSpecial: false,
  strongPasswdLength: 6,
  strongPasswdWeakLoginRemind: true,
} as const;

export const demoSite: SeedSite = {
  siteCode: 'demo',
  siteId: 1001,
  staticKey: 'lobbykit-demo-site-static-key-01',
  type: 'classic',
  title: 'Lucky Harbor Lobby',
  siteName: 'Lucky Harbor',
  backgroundColor: '#14110f',
  skinTypeValue: 1,
  skinConfigInfo: { color: { primary: '#f5b301' } },
  languageMatchMode: 1,
  currencies: ['BRL'],
  languages: ['pt_PT', 'en_US', 'es_ES'],
  timezone: 'America/Sao_Paulo',
  holidays: [
    {
      themeType: 'midAutumn',
      status: 1,
      startOffsetMs: 200 * DAY_MS,
      endOffsetMs: 215 * DAY_MS,
      currencyCodes: 'BRL',
    },
  ],
  customerService: ['https://support.lucky-harbor.example/chat', 'https://t.me/luckyharbor_support'],
  downloadDomains: ['https://get.lucky-harbor.example'],
  // The classic header shows the app button, so the lobby never prompts, boot install or not.
  appDownload: { appButtonHidden: false, bootInstall: true, forceInstall: false, guildDownloadStyle: 2 },
  analytics: [
    {
      category: 'pixel',
      type: 'facebook',
      gid: '880011223344556',
      eventMap: { register: 'CompleteRegistration', pay: 'Purchase' },
    },
    { category: 'gtag', type: 'google', gid: 'G-LH0DEMO001' },
    { category: 'gtm', type: 'google', gid: 'GTM-LH01DEMO' },
    {
      category: 'pixel',
      type: 'kwai',
      gid: '150000111',
      eventMap: { register: 'EVENT_COMPLETE_REGISTRATION' },
    },
  ],
  smsCountries: [
    { countryName: 'Brasil', phoneNumberSegment: '+55' },
    { countryName: 'Portugal', phoneNumberSegment: '+351' },
  ],
  sysInfo: {
    facebookAppId: 'fb-demo-1001',
    googleAppId: 'google-demo-1001.apps.example',
    lineAppId: 'line-demo-1001',
    fingerprintPublicKey: 'fp-demo-public-key',
    geetestDeviceAppId: 'gt-device-demo',
    largeAmountMustBind: { phone: true, email: true, googleAuth: true },
    largeAmountRange: { BRL: 5000 },
    ...passwordRulesOff,
    loginMethods: ['account', 'phone', 'email'],
  },
  layoutDesign: {
    loginSlogan: 'Spin, win and sail home rich',
    images: { loginBanner: '/active/demo-banner-1.png', homeHero: '/active/demo-banner-2.png' },
    colors: { header: '#211712', footer: '#140e0b', tabActive: '#f5b301' },
    icons: {
      footer: [
        { key: 'telegram', value: 'https://t.me/luckyharbor' },
        { key: 'instagram', value: 'https://instagram.example/luckyharbor' },
      ],
      // The classic theme's float bar (its entries' rules come with the start-up work).
      floatBar: [
        { key: 'home', value: '/' },
        { key: 'top', value: '#top' },
        { key: 'support', value: 'customer-service' },
        { key: 'download', value: 'app-download' },
      ],
    },
  },
  captchaCode: '1124',
  loginFailuresBeforeCaptcha: 3,
  demoPlay: true,
  blockedRegions: ['US', 'GB'],
  agents: [
    {
      agentId: '7001',
      agentName: 'Harbor Partners',
      channelId: '8001',
      currency: 'BRL',
      agentMode: AgentMode.FirstLevel,
      linkType: 'register',
      boundIps: ['198.51.100.20'],
    },
    {
      agentId: '7002',
      agentName: 'Try Harbor',
      channelId: '8002',
      currency: 'BRL',
      agentMode: AgentMode.Infinite,
      linkType: 'testRegister',
      boundIps: [],
    },
  ],
  identity: {
    line: { clientId: 'line-demo-1001', clientSecret: 'line-demo-secret-never-in-browser' },
    google: {
      clientId: 'google-demo-1001.apps.example',
      clientSecret: 'google-demo-secret-never-in-browser',
    },
    facebook: { clientId: 'fb-demo-1001', clientSecret: 'fb-demo-secret-never-in-browser' },
  },
  autoVisitorLogin: true,
  catalogueScale: 1,
  display: { hideFooterOnMobile: false, hideFooterOnDesktop: false, hideFloatBar: false },
};

export const siamSite: SeedSite = {
  siteCode: 'siam',
  siteId: 1002,
  staticKey: 'lobbykit-siam-site-static-key-02',
  type: 'aurora',
  title: 'Siam Moon Palace',
  siteName: 'Siam Moon',
  backgroundColor: '#0a0f1f',
  skinTypeValue: 1,
  skinConfigInfo: { color: { accent: '#ffd36b' } },
  languageMatchMode: 2,
  currencies: ['THB'],
  languages: ['th_TH', 'en_US', 'zh_CN'],
  timezone: 'Asia/Bangkok',
  // The mid-autumn theme is on now (a window around the moment the server answers).
  holidays: [
    {
      themeType: 'midAutumn',
      status: 1,
      startOffsetMs: -7 * DAY_MS,
      endOffsetMs: 30 * DAY_MS,
      currencyCodes: 'THB',
    },
  ],
  customerService: ['https://line.example/ti/p/siammoon'],
  downloadDomains: ['https://app.siam-moon.example', 'https://app2.siam-moon.example'],
  // The one site that prompts: no app button, boot install on, the middle style.
  appDownload: { appButtonHidden: true, bootInstall: true, forceInstall: false, guildDownloadStyle: 2 },
  analytics: [
    {
      category: 'pixel',
      type: 'tiktok',
      gid: 'CSIAM00112233',
      eventMap: { register: 'CompleteRegistration' },
    },
    { category: 'gtag', type: 'google', gid: 'G-SIAM000002' },
  ],
  smsCountries: [{ countryName: 'ประเทศไทย', phoneNumberSegment: '+66' }],
  sysInfo: {
    facebookAppId: 'fb-siam-1002',
    googleAppId: 'google-siam-1002.apps.example',
    lineAppId: 'line-siam-1002',
    fingerprintPublicKey: 'fp-siam-public-key',
    geetestDeviceAppId: 'gt-device-siam',
    largeAmountMustBind: { phone: true, email: false, googleAuth: false },
    largeAmountRange: { THB: 50000 },
    loginPasswdStrengthDetectSwitch: true,
    strongPasswdRequireUppercase: true,
    strongPasswdRequireLowercase: true,
    strongPasswdRequireNum: true,
    strongPasswdRequireSpecial: false,
    strongPasswdLength: 8,
    strongPasswdWeakLoginRemind: true,
    loginMethods: ['account', 'phone', 'email'],
  },
  layoutDesign: {
    loginSlogan: 'ดวงจันทร์นำโชค',
    images: { loginBanner: '/active/siam-banner-1.png' },
    colors: { header: '#121a30', tabActive: '#2de2c5' },
    icons: {
      footer: [{ key: 'line', value: 'https://line.example/siammoon' }],
      tabbar: [
        { key: 'home', value: '/' },
        { key: 'promote', value: '/promote' },
        { key: 'discount', value: '/event' },
        { key: 'register', value: 'register' },
        { key: 'mine', value: '/mine' },
      ],
      tabbarLoggedIn: [
        { key: 'home', value: '/' },
        { key: 'promote', value: '/promote' },
        { key: 'discount', value: '/event' },
        { key: 'recharge', value: 'deposit' },
        { key: 'mine', value: '/mine' },
      ],
    },
  },
  captchaCode: '1125',
  loginFailuresBeforeCaptcha: 3,
  demoPlay: true,
  blockedRegions: ['US'],
  agents: [
    {
      agentId: '7101',
      agentName: 'Moon Riders',
      channelId: '8101',
      currency: 'THB',
      agentMode: AgentMode.NetProfit,
      linkType: 'register',
      boundIps: ['198.51.100.66'],
    },
  ],
  identity: {
    line: { clientId: 'line-siam-1002', clientSecret: 'line-siam-secret-never-in-browser' },
    google: {
      clientId: 'google-siam-1002.apps.example',
      clientSecret: 'google-siam-secret-never-in-browser',
    },
    facebook: { clientId: 'fb-siam-1002', clientSecret: 'fb-siam-secret-never-in-browser' },
  },
  autoVisitorLogin: false,
  catalogueScale: 0.12,
  display: { hideFooterOnMobile: true, hideFooterOnDesktop: false, hideFloatBar: false },
};

export const novaSite: SeedSite = {
  siteCode: 'nova',
  siteId: 1003,
  staticKey: 'lobbykit-nova-site-static-key-03',
  type: 'aurora',
  title: 'Nova Chain Casino',
  siteName: 'Nova Chain',
  backgroundColor: '#101418',
  skinTypeValue: 2,
  skinConfigInfo: { color: { primary: '#ff6fa8', accent: '#ffb86b' } },
  languageMatchMode: 1,
  currencies: ['USDT1:1', 'BTC1:100000', 'INR'],
  languages: ['en_US', 'hi_IN', 'zh_CN', 'vi_VN'],
  timezone: 'Asia/Kolkata',
  holidays: [
    {
      themeType: 'midAutumn',
      status: 0,
      startOffsetMs: -3 * DAY_MS,
      endOffsetMs: 3 * DAY_MS,
      currencyCodes: 'USDT1:1,INR',
    },
  ],
  customerService: [],
  downloadDomains: [],
  // No app to download: no button, no prompt (the download entry warns it is not enabled).
  appDownload: { appButtonHidden: true, bootInstall: false, forceInstall: false, guildDownloadStyle: 1 },
  analytics: [{ category: 'gtm', type: 'google', gid: 'GTM-NOVA0003' }],
  smsCountries: [
    { countryName: 'India', phoneNumberSegment: '+91' },
    { countryName: 'Việt Nam', phoneNumberSegment: '+84' },
  ],
  sysInfo: {
    facebookAppId: 'fb-nova-1003',
    googleAppId: 'google-nova-1003.apps.example',
    lineAppId: 'line-nova-1003',
    fingerprintPublicKey: 'fp-nova-public-key',
    geetestDeviceAppId: 'gt-device-nova',
    largeAmountMustBind: { phone: false, email: true, googleAuth: true },
    largeAmountRange: { 'USDT1:1': 1000, 'BTC1:100000': 5000, INR: 100000 },
    ...passwordRulesOff,
    // A crypto site: its players sign up with an e-mail address, so that tab comes first.
    loginMethods: ['email', 'account'],
  },
  layoutDesign: {
    loginSlogan: 'On-chain fair play',
    images: { loginBanner: '/active/nova-banner-1.png' },
    colors: { header: '#161b22' },
    icons: {
      tabbar: [
        { key: 'home', value: '/' },
        { key: 'discount', value: '/event' },
        { key: 'register', value: 'register' },
        { key: 'mine', value: '/mine' },
      ],
      tabbarLoggedIn: [
        { key: 'home', value: '/' },
        { key: 'discount', value: '/event' },
        { key: 'recharge', value: 'deposit' },
        { key: 'mine', value: '/mine' },
      ],
    },
  },
  captchaCode: '1119',
  loginFailuresBeforeCaptcha: 2,
  demoPlay: false,
  blockedRegions: [],
  agents: [
    {
      agentId: '7201',
      agentName: 'Nova Network',
      channelId: '8201',
      currency: 'USDT1:1',
      agentMode: AgentMode.National,
      linkType: 'login',
      boundIps: [],
    },
  ],
  identity: {
    line: { clientId: 'line-nova-1003', clientSecret: 'line-nova-secret-never-in-browser' },
    google: {
      clientId: 'google-nova-1003.apps.example',
      clientSecret: 'google-nova-secret-never-in-browser',
    },
    facebook: { clientId: 'fb-nova-1003', clientSecret: 'fb-nova-secret-never-in-browser' },
  },
  autoVisitorLogin: true,
  catalogueScale: 0.08,
  display: { hideFooterOnMobile: false, hideFooterOnDesktop: false, hideFloatBar: true },
};

/** The three full sites, then the brands on their rules (brand-sites.ts): eleven sites of three themes. */
export const seedSites: readonly SeedSite[] = [
  demoSite,
  siamSite,
  novaSite,
  ...brandSites({ demo: demoSite, siam: siamSite, nova: novaSite }),
];

/** Finds a seeded site by its code; the default site answers when none is given. */
export function findSite(
  siteCode: string | undefined,
  sites: readonly SeedSite[] = seedSites,
): SeedSite | undefined {
  if (siteCode === undefined || siteCode === '') return sites[0];
  return sites.find((site) => site.siteCode === siteCode);
}

/** The site info the lobby boots with, holiday windows resolved against `now`. */
export function siteInfoOf(site: SeedSite, now: number): SiteInfo {
  const holidayThemes: HolidayTheme[] = site.holidays.map((holiday) => ({
    themeType: holiday.themeType,
    status: holiday.status,
    showStartTime: now + holiday.startOffsetMs,
    showEndTime: now + holiday.endOffsetMs,
    currencyCodes: holiday.currencyCodes,
  }));
  return {
    type: site.type,
    backgroundColor: site.backgroundColor,
    skinTypeValue: site.skinTypeValue,
    title: site.title,
    siteName: site.siteName,
    currencyInfos: site.currencies.map((currencyCode) => ({ currencyCode })),
    languageInfos: site.languages.map((languageCode, index) => ({
      languageCode,
      defaultLanguageTag: index === 0,
    })),
    holidayThemes,
    languageMatchMode: site.languageMatchMode,
    skinConfigInfo: site.skinConfigInfo,
  };
}
