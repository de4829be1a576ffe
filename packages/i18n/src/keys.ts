// The message keys of the lobby's own texts, as typed constants: other packages reference
// `errorKeys.timeout`, never the string, so a renamed key breaks their build, not their UI.

/** The error reactions of spec §8 and the sign-in failures. */
export const errorKeys = {
  /** Params: requestId, url, status, retryCount. */
  timeout: 'error.timeout',
  /** Params: requestId, url, status, retryCount. */
  system: 'error.system',
  /** Params: requestId, url. */
  nonJson: 'error.nonJson',
  /** A data error without a message of its own. Params: code. */
  requestFailed: 'error.requestFailed',
  /** Params: seconds. */
  captchaRestricted: 'error.captchaRestricted',
  /** Params: code, lotNumber. */
  captcha: 'error.captcha',
  customerServiceDisabled: 'error.customerServiceDisabled',
  downloadDisabled: 'error.downloadDisabled',
  withdrawPasswordRequired: 'error.withdrawPasswordRequired',
  sessionExpired: 'error.sessionExpired',
  thirdPartyLogin: 'error.thirdPartyLogin',
  facebookPermission: 'error.facebookPermission',
  loginTimeout: 'error.loginTimeout',
} as const;

/**
 * The texts of @lobbykit/validation's result codes (the same strings as its
 * `validationCodes`; a test keeps the two in step).
 */
export const validationKeys = {
  /** Params: item. */
  required: 'validation.required',
  /** Params: min, max. */
  usernameLength: 'validation.username.length',
  /** Params: min, max. */
  usernameChars: 'validation.username.chars',
  /** Params: min, max. */
  passwordLength: 'validation.password.length',
  passwordSpecialChar: 'validation.password.specialChar',
  passwordMix: 'validation.password.mix',
  passwordUppercase: 'validation.password.uppercase',
  passwordLowercase: 'validation.password.lowercase',
  passwordDigit: 'validation.password.digit',
  passwordSpecial: 'validation.password.special',
  passwordWeak: 'validation.password.weak',
  emailFormat: 'validation.email.format',
  /** Params: max. */
  emailLength: 'validation.email.length',
  /** Params: min, max. */
  cpf: 'validation.cpf',
  /** Params: length. */
  payPassword: 'validation.payPassword',
  /** Params: decimals. */
  amount: 'validation.amount',
  alipay: 'validation.alipay',
  /** Params: min, max. */
  phone: 'validation.phone',
} as const;

/** The common words of the lobby's controls. */
export const uiKeys = {
  ok: 'ui.ok',
  cancel: 'ui.cancel',
  confirm: 'ui.confirm',
  close: 'ui.close',
  back: 'ui.back',
  retry: 'ui.retry',
  refresh: 'ui.refresh',
  loading: 'ui.loading',
  loadMore: 'ui.loadMore',
  noMore: 'ui.noMore',
  noData: 'ui.noData',
  submit: 'ui.submit',
  save: 'ui.save',
  search: 'ui.search',
  all: 'ui.all',
  more: 'ui.more',
  home: 'ui.home',
  login: 'ui.login',
  logout: 'ui.logout',
  register: 'ui.register',
  deposit: 'ui.deposit',
  withdraw: 'ui.withdraw',
  balance: 'ui.balance',
  copy: 'ui.copy',
  copied: 'ui.copied',
  customerService: 'ui.customerService',
  contactUs: 'ui.contactUs',
  download: 'ui.download',
  language: 'ui.language',
  currency: 'ui.currency',
  settings: 'ui.settings',
  next: 'ui.next',
  previous: 'ui.previous',
  username: 'ui.username',
  password: 'ui.password',
  email: 'ui.email',
  phone: 'ui.phone',
  verificationCode: 'ui.verificationCode',
  sendCode: 'ui.sendCode',
  /** Params: seconds. */
  resendIn: 'ui.resendIn',
  forgotPassword: 'ui.forgotPassword',
  rememberMe: 'ui.rememberMe',
  play: 'ui.play',
  tryDemo: 'ui.tryDemo',
  notice: 'ui.notice',
  maintenance: 'ui.maintenance',
  today: 'ui.today',
  yesterday: 'ui.yesterday',
} as const;

/** Every key, grouped: `messageKeys.error.timeout`, `messageKeys.ui.ok`, ... */
export const messageKeys = { error: errorKeys, validation: validationKeys, ui: uiKeys } as const;

type ValueOf<T> = T[keyof T];
export type ErrorKey = ValueOf<typeof errorKeys>;
export type ValidationKey = ValueOf<typeof validationKeys>;
export type UiKey = ValueOf<typeof uiKeys>;
/** Any message key of the lobby. */
export type MessageKey = ErrorKey | ValidationKey | UiKey;

/** A complete resource: en_US, zh_CN, zh_TW and the pseudo-locale. */
export type CompleteMessages = Readonly<Record<MessageKey, string>>;

/** Every other language: all error and validation texts; the UI words fall back to en_US. */
export type PartialMessages = Readonly<Record<ErrorKey | ValidationKey, string>> &
  Readonly<Partial<Record<UiKey, string>>>;

/** What a resource module exports. */
export interface MessagesModule {
  readonly messages: CompleteMessages | PartialMessages;
}
