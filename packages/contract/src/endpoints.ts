// The one registry of hall endpoints: path, method, and whether a call may be repeated.
import { HALL_BASE_PATH } from './headers';

export type HttpMethod = 'GET' | 'POST';

/** One hall endpoint. Paths are relative to `/hall` unless `file` is set. */
export interface Endpoint<TName extends string = string> {
  readonly name: TName;
  readonly method: HttpMethod;
  readonly path: string;
  /**
   * Safe to send again after a timeout or network error. False for login, register, fast login,
   * third-party login/register, every money call (pay, withdraw, an order's confirm and cancel,
   * a receiving account, the withdraw password), game launch, every binding, self-exclusion,
   * sending a code, captcha challenge and validation, file upload and every receive-event
   * endpoint: a repeat could act twice.
   */
  readonly idempotent: boolean;
  /**
   * The hall drops a repeat carrying the same request id header, so a retry that reuses the
   * request id is safe even when `idempotent` is false. A money call also carries its own
   * request id in the body (`MONEY_REQUEST_ID_FIELD`), the same on every retry the lobby makes.
   */
  readonly serverDeduplicated: boolean;
  /** Sent without a user token (the public placeholder is used) and without waiting for login. */
  readonly public: boolean;
  /** May be served in static mode from object storage. */
  readonly cacheable: boolean;
  /** Multipart upload; only non-file fields are encrypted. */
  readonly upload?: boolean;
  /** A receive-event endpoint: error 1334 restricts it (spec §6). */
  readonly receiveEvent?: boolean;
  /** A plain file on the domain root (not under /hall), fetched without encryption. */
  readonly file?: boolean;
  /**
   * A login-type call: its successful answer opens a session (the `token` and `newjwt`
   * headers). A client takes a session from these answers only, and only when the body
   * decrypted, and binds it to its own key pair (see `@lobbykit/hall-protocol`).
   */
  readonly issuesSession?: boolean;
}

type Flags = Partial<
  Pick<
    Endpoint,
    'idempotent' | 'serverDeduplicated' | 'public' | 'cacheable' | 'upload' | 'file' | 'issuesSession'
  >
>;
type Def = Omit<Endpoint, 'name'>;

/* @__NO_SIDE_EFFECTS__ */
function def(method: HttpMethod, path: string, flags: Flags = {}): Def {
  return {
    method,
    path,
    idempotent: true,
    serverDeduplicated: false,
    public: false,
    cacheable: false,
    ...flags,
  };
}
/* @__NO_SIDE_EFFECTS__ */
function get(path: string, flags?: Flags): Def {
  return def('GET', path, flags);
}
/* @__NO_SIDE_EFFECTS__ */
function post(path: string, flags?: Flags): Def {
  return def('POST', path, flags);
}
/** Restricted receive-event endpoints: never repeated automatically. */
/* @__NO_SIDE_EFFECTS__ */
function receive(path: string): Def {
  return { ...def('POST', path, { idempotent: false }), receiveEvent: true };
}
/* @__NO_SIDE_EFFECTS__ */
function withNames<T extends Record<string, Def>>(
  defs: T,
): { readonly [K in keyof T & string]: Endpoint<K> } {
  const out: Record<string, Endpoint> = {};
  for (const [name, entry] of Object.entries(defs)) out[name] = { name, ...entry };
  return out as { readonly [K in keyof T & string]: Endpoint<K> };
}
const pub = { public: true } as const;
const pubCached = { public: true, cacheable: true } as const;
const cached = { cacheable: true } as const;
const once = { idempotent: false } as const;
const publicOnce = { idempotent: false, public: true } as const;
const opensSession = { ...publicOnce, issuesSession: true } as const;
/** Moves money or changes what money may do: never repeated unless with its one request id. */
const money = { idempotent: false, serverDeduplicated: true } as const;

const table = {
  // Start-up and site (public: a visitor has no token yet).
  ipCheck: get('/ipCheck', pub),
  siteInfo: get('/home/siteInfo', pubCached),
  baseSiteConfig: get('/home/baseSiteConfig', pubCached),
  siteUrlConfig: get('/home/siteUrlConfig', pubCached),
  skinAssetsHash: get('/home/skinAssetsHash', pubCached),
  allCurrency: get('/home/allCurrency', pubCached),
  smsCountry: get('/home/smsCountry', pubCached),
  linkSetting: get('/home/linkSetting', pubCached),
  ipBindData: get('/home/ipBindData', pub),
  buriedConfig: get('/home/buriedConfig', pubCached),
  channelInfo: get('/home/channelInfo', pubCached),
  accessRestrictedInfo: get('/home/accessRestrictedInfo', pub),
  maintenanceInfo: get('/home/maintenanceInfo', pub),
  systemStatus: get('/home/systemStatus', cached),
  optimizationSiteConfig: get('/home/optimizationSiteConfig', cached),
  notices: get('/home/notices', cached),
  frameBoxInfo: get('/home/frameBoxInfo', cached),
  // Site content every visitor sees the same way (per language).
  marquee: get('/message/marquee', pubCached),
  footerConfig: get('/lobby/footerConfigV2', pubCached),

  // Login and account.
  login: post('/home/login', opensSession),
  fastLogin: post('/home/fastlogin', opensSession),
  register: post('/home/register', opensSession),
  checkUsername: get('/home/check/username', pub),
  preRegisterVerify: post('/home/preRegisterVerify', pub),
  // The code that proves a sign-up's phone number or e-mail address: never resent by itself (a
  // resend would replace the code the visitor already has).
  registerCode: post('/home/registerCode', publicOnce),
  thirdPartyLogin: post('/home/thirdPartyLogin', opensSession),
  thirdPartyRegister: post('/home/thirdPartyRegister', opensSession),
  // The extra login verification a `loginVerify` answer asks for (the code sent at login).
  loginVerify: post('/user/loginVerify', once),
  // A challenge of the SMS kind sends a code, so neither challenge is repeated automatically.
  captchaChallenge: post('/home/captcha/challenge', publicOnce),
  userCaptchaChallenge: post('/user/captcha/challenge', once),
  captchaValidate: post('/home/captcha/validate', publicOnce),
  userCaptchaValidate: post('/user/captcha/validate', once),
  logout: post('/user/logout'),
  userInfo: get('/user/info'),
  bindThirdParty: post('/user/bindThirdParty', once),
  homeGold: get('/user/getHomeGold'),
  heartbeat: get('/user/heartbeat'),
  webPushInfo: post('/user/webPushInfo'),
  platformExchangeList: get('/user/platformExchangeList'),
  // A resend after the hall acted would store the file twice; the hall replays it by request id.
  uploadFile: post('/user/upload', { upload: true, idempotent: false, serverDeduplicated: true }),

  // Security: codes, bindings, the login and withdraw passwords, self-exclusion.
  sendCode: post('/user/sendCode', once),
  // Sent once: after the hall applied it, a resend would meet a wrong "old" password.
  changeLoginPassword: post('/user/password/change', once),
  bindPhone: post('/user/bind/phone', once),
  bindEmail: post('/user/bind/email', once),
  bindGoogleAuth: post('/user/bind/googleAuth', once),
  setWithdrawPassword: post('/user/withdrawPassword', money),
  changeWithdrawPassword: post('/user/withdrawPassword/change', money),
  selfExclusion: get('/user/selfExclusion'),
  setSelfExclusion: post('/user/selfExclusion/set', once),

  // Games (the catalogue is the same for every visitor).
  gameCategories: get('/game/categories', pubCached),
  gameProviders: get('/game/providers', pubCached),
  gameList: get('/game/list', pubCached),
  hotSearch: get('/game/hotSearch', pubCached),
  // Public but never static: the pools grow every second.
  jackpot: get('/home/jackpot', pub),
  gameLaunch: post('/game/launch', once),
  demoGameLaunch: get('/game/demoLaunch', pub),

  // Money: deposits and their orders, the records, withdrawals and receiving accounts.
  payChannels: get('/pay/channels'),
  pay: post('/pay/deposit', money),
  pendingOrder: get('/pay/pendingOrder'),
  confirmTransfer: post('/pay/order/transferred', money),
  cancelOrder: post('/pay/order/cancel', money),
  orderStatus: get('/pay/order'),
  orderList: get('/pay/orders'),
  withdrawInfo: get('/withdraw/info'),
  withdrawAccounts: get('/withdraw/accounts'),
  addWithdrawAccount: post('/withdraw/accounts/add', money),
  withdraw: post('/withdraw/apply', money),

  // Lobby pop-up data.
  eventCategory: get('/active/category', cached),
  activityList: get('/active/list', cached),
  cutOncePop: get('/active/cutOnce/pop'),
  newCutOncePop: get('/active/newCutOnce/pop'),
  firstChargePop: get('/active/firstCharge/pop'),
  waitingCollectPop: get('/active/waitingCollect/pop'),
  taskData: get('/task/constantTask'),
  newComerBenefits: get('/task/newComerBenefits'),

  // Restricted receive-event endpoints (spec §6), in spec order.
  groupWord: receive('/active/groupWord'),
  doMatchBet: receive('/active/doMatchBet'),
  promoteExtract: receive('/promote/extract'),
  investmentHandler: receive('/investment/handler'),
  homeIndex: receive('/home/index'),
  extractWord: receive('/active/extractWord'),
  requestReward: receive('/active/requestReward'),
  useDiscountCode: receive('/active/useDiscountCode'),
  sing: receive('/active/sing'),
  receiveOne: receive('/active/receiveOne'),
  receiveAll: receive('/active/receiveall'),
  receiveReward: receive('/active/receivereward'),
  receiveManualSend: receive('/active/receiveManualSend'),
  taskGetPrize: receive('/task/getprize'),
  giftReceive: receive('/gift/receive'),
  returnGoldReceiveOne: receive('/returnGold/receiveOne'),
  redActive: receive('/active/redactive'),
  chopOneKnifeTurns: receive('/active/chopOneKnife/turns'),
  yuebaoGetInterest: receive('/yuebao/getInterest'),
  rechargeFundReceive: receive('/rechargeFund/receive'),

  // Plain files on a domain root (not under /hall).
  versionFile: get('/op.json', { public: true, file: true }),
  speedTest: get('/piaspeed.png', { public: true, file: true }),
  maintenanceTime: get('/maintenance.json', { public: true, file: true }),
} satisfies Record<string, Def>;

export type EndpointName = keyof typeof table;

/** Every endpoint by name. */
export const endpoints = /* @__PURE__ */ withNames(table);

/** Endpoint names, in table order. */
export const endpointNames = /* @__PURE__ */ Object.keys(table) as readonly EndpointName[];

/** Task codes sent to `taskData`. */
export const TASK_CODES = {
  newBenefits: 'xrfl',
  daily: 'mrrw',
  weekly: 'mzrw',
  everyThreeDays: 'smrw',
} as const;
export type TaskCode = (typeof TASK_CODES)[keyof typeof TASK_CODES];

/** The endpoint with this name, or undefined for an unknown name. */
export function getEndpoint(name: string): Endpoint | undefined {
  return Object.hasOwn(endpoints, name) ? endpoints[name as EndpointName] : undefined;
}

// Built on first use so that importing the table alone costs no index.
let byPath: ReadonlyMap<string, Endpoint> | undefined;
function pathIndex(): ReadonlyMap<string, Endpoint> {
  byPath ??= new Map(Object.values(endpoints).map((entry: Endpoint) => [entry.path.toLowerCase(), entry]));
  return byPath;
}

/**
 * Finds an endpoint by path. Accepts a full URL or a path; ignores the query, the hash, a
 * leading `/hall`, repeated and trailing slashes and letter case.
 * Returns undefined for an unknown path: callers should then treat the call as not idempotent.
 * @example getEndpointByPath('https://api.example/hall/home/login?x=1') // endpoints.login
 */
export function getEndpointByPath(path: string): Endpoint | undefined {
  if (typeof path !== 'string') return undefined;
  let rest = path.trim().replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  rest = rest
    .replace(/[?#].*$/s, '')
    .replace(/\/{2,}/g, '/')
    .replace(/\/$/, '');
  if (!rest.startsWith('/')) rest = `/${rest}`;
  const key = rest.toLowerCase();
  const base = HALL_BASE_PATH.toLowerCase();
  if (key === base || key.startsWith(`${base}/`)) return pathIndex().get(key.slice(base.length));
  return pathIndex().get(key);
}
