// The message keys of every text the lobby shows the player, defined here once. Transport,
// validation and captcha emit these keys and @lobbykit/i18n holds a text for each, so a key
// cannot exist in one package and be missing in another: i18n's tests fail on a key below
// that a language lacks. Packages reference `errorKeys.timeout`, never the string.

/** Failures the player is told about: failed hall calls (spec §8), captcha, sign-in. */
export const errorKeys = {
  /** A hall call got no answer in time. Params: requestId, url, status, retryCount. */
  timeout: 'error.timeout',
  /** A hall call was refused or answered with a non-2xx status. Params: requestId, url, status, retryCount. */
  system: 'error.system',
  /** A hall call answered with something that is not the hall's JSON. Params: requestId, url. */
  nonJson: 'error.nonJson',
  /** A service code without a message of its own from the server. Params: code. */
  requestFailed: 'error.requestFailed',
  /** Too many failed captchas. Params: seconds. */
  captchaRestricted: 'error.captchaRestricted',
  /** A captcha challenge or its validation failed. Params: code, lotNumber. */
  captcha: 'error.captcha',
  customerServiceDisabled: 'error.customerServiceDisabled',
  downloadDisabled: 'error.downloadDisabled',
  withdrawPasswordRequired: 'error.withdrawPasswordRequired',
  sessionExpired: 'error.sessionExpired',
  thirdPartyLogin: 'error.thirdPartyLogin',
  facebookPermission: 'error.facebookPermission',
  loginTimeout: 'error.loginTimeout',
} as const;

/** What a form field is told: the codes @lobbykit/validation's rules return. */
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

/**
 * The texts of the lobby's shared screens (@lobbykit/lobby-ui): game cards and grids, tabs,
 * banners, search, the language switch, the demo game page, the boot screens and the footer.
 * Unlike the `ui` words, every language holds all of them: a lobby page never mixes English
 * into a translated screen.
 */
export const lobbyKeys = {
  /** A button that repeats what failed. */
  retry: 'lobby.action.retry',
  cancel: 'lobby.action.cancel',
  close: 'lobby.action.close',
  /** Confirms a deletion. */
  delete: 'lobby.action.delete',
  /** Dismisses a notice. */
  gotIt: 'lobby.action.gotIt',
  /** Advice under a failed load. */
  checkConnection: 'lobby.status.checkConnection',

  /** The play hint on a game card. */
  play: 'lobby.game.play',
  /** Accessible name of a game card. Params: name. */
  playGame: 'lobby.game.playGame',
  /** The demo button on a game card. */
  demo: 'lobby.game.demo',
  /** Accessible name of the demo button; contains the word of `demo`. Params: name. */
  playDemoOf: 'lobby.game.playDemoOf',
  /** A game or provider that cannot be opened now. */
  maintenance: 'lobby.game.maintenance',
  hot: 'lobby.game.hot',
  new: 'lobby.game.new',
  /** The recommend badge. */
  recommended: 'lobby.game.recommended',

  /** Default accessible name of a game grid. */
  gamesLabel: 'lobby.grid.label',
  gamesLoading: 'lobby.grid.loading',
  loadMore: 'lobby.grid.loadMore',
  loadingMore: 'lobby.grid.loadingMore',
  /** Params: loaded, total. */
  gamesProgress: 'lobby.grid.progress',
  gamesEmpty: 'lobby.grid.empty',
  gamesEmptyHint: 'lobby.grid.emptyHint',
  gamesFailed: 'lobby.grid.failed',
  moreGamesFailed: 'lobby.grid.moreFailed',

  /** Accessible name of the category tabs. */
  categories: 'lobby.tabs.categories',
  tabHot: 'lobby.tabs.hot',
  tabRecent: 'lobby.tabs.recent',
  tabFavourites: 'lobby.tabs.favourites',
  tabAll: 'lobby.tabs.all',

  /** Accessible name of the provider cards and tabs. */
  providers: 'lobby.provider.list',
  /** Params: count. */
  providerGameCount: 'lobby.provider.gameCount',
  /** Accessible name of the scene tabs (all, hot, ...). */
  scenes: 'lobby.provider.scenes',

  banners: 'lobby.banner.label',
  /** Params: index, count. */
  bannerSlide: 'lobby.banner.slide',
  bannerPrevious: 'lobby.banner.previous',
  bannerNext: 'lobby.banner.next',
  /** Params: index. */
  bannerShow: 'lobby.banner.show',
  bannerPause: 'lobby.banner.pause',
  bannerPlay: 'lobby.banner.play',

  announcements: 'lobby.marquee.label',
  jackpot: 'lobby.jackpot.title',

  searchLabel: 'lobby.search.label',
  searchPlaceholder: 'lobby.search.placeholder',
  searchClear: 'lobby.search.clear',
  searchHistory: 'lobby.search.history',
  searchDeleteAll: 'lobby.search.deleteAll',
  searchDeleteAllQuestion: 'lobby.search.deleteAllQuestion',
  searchPopular: 'lobby.search.popular',
  /** Params: query. */
  searchResults: 'lobby.search.results',
  searching: 'lobby.search.searching',
  /** Params: query. */
  searchNoMatch: 'lobby.search.noMatch',
  searchNoMatchHint: 'lobby.search.noMatchHint',

  /** The language button. Params: name. */
  languageCurrent: 'lobby.language.current',
  languageChoose: 'lobby.language.choose',
  /** Params: code. */
  currencyCurrent: 'lobby.currency.current',

  backToLobby: 'lobby.demo.back',
  demoPlayMoney: 'lobby.demo.playMoney',
  /** Params: amount (formatted). */
  demoBalance: 'lobby.demo.balance',
  gameLoading: 'lobby.demo.loading',
  /** Title of the game frame. Params: name. */
  demoFrameTitle: 'lobby.demo.frameTitle',
  /** Service code 210103. */
  demoLineOff: 'lobby.demo.lineOff',
  demoLineOffHint: 'lobby.demo.lineOffHint',
  /** Service code 41020. */
  demoOff: 'lobby.demo.off',
  demoOffHint: 'lobby.demo.offHint',
  gameOpenFailed: 'lobby.demo.failed',

  bootTitle: 'lobby.boot.title',
  bootBody: 'lobby.boot.body',
  /** Params: attempt. */
  bootAttempt: 'lobby.boot.attempt',
  bootTryNow: 'lobby.boot.tryNow',
  bootTrying: 'lobby.boot.trying',
  bootReload: 'lobby.boot.reload',
  bootLoading: 'lobby.boot.loading',

  footerQuickLinks: 'lobby.footer.quickLinks',
  footerContact: 'lobby.footer.contact',
  footerCommunity: 'lobby.footer.community',
  footerPartners: 'lobby.footer.partners',
  footerLicences: 'lobby.footer.licences',
  /** Params: age. */
  footerAgeLimit: 'lobby.footer.ageLimit',
  /** Read after a link that opens a new tab. */
  opensNewTab: 'lobby.footer.newTab',

  loginTitle: 'lobby.login.title',
  /** Params: name. */
  loginBodyGame: 'lobby.login.bodyGame',
  loginBody: 'lobby.login.body',
  loginUnavailable: 'lobby.login.unavailable',
  loginAction: 'lobby.login.action',
  loginTryDemo: 'lobby.login.tryDemo',

  // The app layer's own controls (@lobbykit/lobby-ui/app): header, float bar, tab bars.
  navHome: 'lobby.nav.home',
  navSearch: 'lobby.nav.search',
  navSupport: 'lobby.nav.support',
  /** The app download entry. */
  navApp: 'lobby.nav.app',
  navTop: 'lobby.nav.top',
  /** Accessible name of the float bar. */
  navShortcuts: 'lobby.nav.shortcuts',
  navMenu: 'lobby.nav.menu',
  signUp: 'lobby.nav.signUp',
  /** Heading of the home page's hot games. */
  hotGames: 'lobby.home.hot',
  /** A section's link to its whole category. */
  seeAll: 'lobby.home.seeAll',
  recentEmpty: 'lobby.home.recentEmpty',
  recentEmptyHint: 'lobby.home.recentEmptyHint',
  notFound: 'lobby.page.notFound',
  notFoundHint: 'lobby.page.notFoundHint',
  backHome: 'lobby.page.backHome',

  // The log-in and sign-up modal (lobby-ui's AuthModal). Its titles and submit buttons are
  // `loginAction` and `signUp`; field errors are the validation keys.
  /** Accessible name of the account / phone / e-mail tabs. */
  authMethods: 'lobby.auth.methods',
  authMethodAccount: 'lobby.auth.methodAccount',
  authMethodPhone: 'lobby.auth.methodPhone',
  authMethodEmail: 'lobby.auth.methodEmail',
  authUsername: 'lobby.auth.username',
  authPassword: 'lobby.auth.password',
  authConfirmPassword: 'lobby.auth.confirmPassword',
  /** The dialling prefix select beside the phone number. */
  authCountryCode: 'lobby.auth.countryCode',
  authPhone: 'lobby.auth.phone',
  authEmail: 'lobby.auth.email',
  /** The SMS or e-mail code field. */
  authCode: 'lobby.auth.code',
  authSendCode: 'lobby.auth.sendCode',
  /** The send button while a new code cannot be asked for yet. Params: seconds. */
  authResendIn: 'lobby.auth.resendIn',
  authCodeSent: 'lobby.auth.codeSent',
  authInviteCode: 'lobby.auth.inviteCode',
  /** Hint under a field the player may leave empty. */
  authOptional: 'lobby.auth.optional',
  /** Hint under an invite code that came with an agent link (read-only). */
  authInviteFromLink: 'lobby.auth.inviteFromLink',
  authCurrency: 'lobby.auth.currency',
  /** The agreement checkbox of the sign-up. */
  authAgreement: 'lobby.auth.agreement',
  authAgreementRequired: 'lobby.auth.agreementRequired',
  /** The show/hide toggle of a password field (pressed: shown). */
  authShowPassword: 'lobby.auth.showPassword',
  authPasswordMismatch: 'lobby.auth.passwordMismatch',
  authUsernameChecking: 'lobby.auth.usernameChecking',
  authUsernameAvailable: 'lobby.auth.usernameAvailable',
  authUsernameTaken: 'lobby.auth.usernameTaken',
  /** Heading of the free usernames offered instead of a taken one. */
  authSuggestions: 'lobby.auth.suggestions',
  /** Title of the warning after a log-in with a weak password (its body is validation.password.weak). */
  authWeakTitle: 'lobby.auth.weakTitle',
  authChangePassword: 'lobby.auth.changePassword',
  /** Announced while the form is being sent. */
  authBusy: 'lobby.auth.busy',
  /** Accessible name of the captcha's place in the form. */
  authCaptcha: 'lobby.auth.captcha',
  /** Before the link to the sign-up. */
  authNoAccount: 'lobby.auth.noAccount',
  /** Before the link to the log-in. */
  authHaveAccount: 'lobby.auth.haveAccount',

  // A player's header (lobby-ui's PlayerMenu): balance, its refresh, the user menu and its logout.
  /** Accessible name of the balance. */
  playerBalance: 'lobby.player.balance',
  playerRefresh: 'lobby.player.refresh',
  /** Announced while the balance is read again. */
  playerRefreshing: 'lobby.player.refreshing',
  /** Accessible name of the user menu and its button. Params: name. */
  playerMenu: 'lobby.player.menu',
  playerLogout: 'lobby.player.logout',
  /** Title of the logout confirmation. */
  playerLogoutTitle: 'lobby.player.logoutTitle',
  playerLogoutBody: 'lobby.player.logoutBody',
  // The extra login verification (spec §4 "Login": loginVerify); its field is `authCode`.
  verifyTitle: 'lobby.verify.title',
  verifyBody: 'lobby.verify.body',
  verifySubmit: 'lobby.verify.submit',
  // A session that ended without the player asking; the token-expired body is error.sessionExpired.
  sessionExpiredTitle: 'lobby.session.expiredTitle',
  /** Logout or expiry in another tab of the browser. */
  sessionOtherTabBody: 'lobby.session.otherTabBody',
  /** 1401 or the realtime multipleLogin notice. */
  sessionOtherDeviceTitle: 'lobby.session.otherDeviceTitle',
  /** Params: device (the other device's model). */
  sessionOtherDeviceBody: 'lobby.session.otherDeviceBody',
  /** The same, when the hall did not say which device. */
  sessionOtherDeviceUnknown: 'lobby.session.otherDeviceUnknown',
  sessionLoginAgain: 'lobby.session.loginAgain',
  /** Beside the balance while the notice channel reconnects (the balance may be a moment behind). */
  playerReconnecting: 'lobby.player.reconnecting',
  // The captcha challenge of a sign-in (lobby-ui's CaptchaSlot); its title is `authCaptcha`.
  captchaLoading: 'lobby.captcha.loading',
  /** Announced while the answer is being checked. */
  captchaChecking: 'lobby.captcha.checking',
  /** How to solve the slide puzzle, by pointer or keyboard. */
  captchaSlideHint: 'lobby.captcha.slideHint',
  /** Alternative text of the puzzle picture. */
  captchaSlideImage: 'lobby.captcha.slideImage',
  /** Accessible name of the puzzle's slider. */
  captchaSlider: 'lobby.captcha.slider',
  /** Params: phone (the masked number the code went to). */
  captchaSmsHint: 'lobby.captcha.smsHint',
  /** The same, when the hall did not say which number. */
  captchaSmsHintNoPhone: 'lobby.captcha.smsHintNoPhone',
  /** The SMS code field. */
  captchaSmsCode: 'lobby.captcha.smsCode',
  captchaVerify: 'lobby.captcha.verify',
  // A player's real-money "Play" (lobby-core's play checks) and the real-money game page.
  /** A real-money "Play" that did not open the game: the title of its notice. */
  playTitle: 'lobby.play.title',
  playMaintenance: 'lobby.play.maintenance',
  /** Params: date (the end of the ban). */
  playSelfExcluded: 'lobby.play.selfExcluded',
  /** 1334 without an end date: the account may not enter games. */
  playRestricted: 'lobby.play.restricted',
  /** The deposit offer of a balance below the minimum entry balance. */
  playDepositTitle: 'lobby.play.depositTitle',
  /** Params: amount (the minimum), balance. */
  playDeposit: 'lobby.play.deposit',
  playDepositAction: 'lobby.play.depositAction',
  /** An account type without game rights. */
  playNoRights: 'lobby.play.noRights',
  /** A provider with a currency ratio: the confirmation of the converted amount. */
  playRatioTitle: 'lobby.play.ratioTitle',
  /** Params: unit (what one game unit is worth), amount (the balance), converted. */
  playRatio: 'lobby.play.ratio',
  playRatioConfirm: 'lobby.play.ratioConfirm',
  /** The real-money game page's bar. Params: amount. */
  playBalance: 'lobby.play.balance',
  // Third-party sign-in in the log-in modal (spec §4 "Login", §8). Params: provider (a brand
  // name, the same in every language).
  /** Above the provider buttons, and their group's accessible name. */
  authOrContinueWith: 'lobby.auth.orContinueWith',
  /** A provider button. Params: provider. */
  authContinueWith: 'lobby.auth.continueWith',
  /** Above the sign-up prefilled after code 100 (unregistered). Params: provider. */
  authThirdPartyRegister: 'lobby.auth.thirdPartyRegister',
  authThirdPartyFailedTitle: 'lobby.auth.thirdPartyFailedTitle',
  /** Params: provider. */
  authThirdPartyFailed: 'lobby.auth.thirdPartyFailed',
  /** The browser blocked the provider's window. */
  authThirdPartyBlocked: 'lobby.auth.thirdPartyBlocked',
  /** The failure's button to the site's customer service. */
  authContactUs: 'lobby.auth.contactUs',
  authPermissionTitle: 'lobby.auth.permissionTitle',
  /** Facebook did not grant a permission the sign-in needs. Params: provider. */
  authFacebookPermission: 'lobby.auth.facebookPermission',
} as const;

/** Every key, grouped: `messageKeys.error.timeout`, `messageKeys.ui.ok`, ... */
export const messageKeys = {
  error: errorKeys,
  validation: validationKeys,
  ui: uiKeys,
  lobby: lobbyKeys,
} as const;

/**
 * The text a failed hall call shows (spec §8), by the kind of failure: what
 * @lobbykit/transport's `HallError.messageKey` carries. A service error shows the server's
 * message when it sent one and `error.requestFailed` otherwise; aborted calls and login-gate
 * resets show nothing, so they have no key.
 */
// Literals checked against ErrorKey rather than reads of errorKeys: esbuild counts a
// top-level property read as a possible side effect, so `errorKeys.timeout` here would keep
// errorKeys and this table in every bundle that imports any key (validation's, for one).
export const hallErrorKeys = {
  /** No complete answer within the per-attempt timeout. */
  timeout: 'error.timeout',
  /** Refused, reset, DNS failure or a non-2xx status. */
  network: 'error.system',
  /** A 2xx body that is not JSON, not an envelope, fails its schema, or does not decrypt. */
  'invalid-data': 'error.nonJson',
  /** A service code that is not success. */
  service: 'error.requestFailed',
} as const satisfies Record<string, ErrorKey>;

type ValueOf<T> = T[keyof T];
export type ErrorKey = ValueOf<typeof errorKeys>;
export type ValidationKey = ValueOf<typeof validationKeys>;
export type UiKey = ValueOf<typeof uiKeys>;
export type LobbyKey = ValueOf<typeof lobbyKeys>;
/** Any message key of the lobby. */
export type MessageKey = ErrorKey | ValidationKey | UiKey | LobbyKey;
/** The key of the text a failed hall call shows (see {@link hallErrorKeys}). */
export type HallMessageKey = ValueOf<typeof hallErrorKeys>;
