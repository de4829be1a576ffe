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

  /** A page whose code did not download (after its retry): the page's own error. */
  pageFailedTitle: 'lobby.page.failed.title',
  pageFailedBody: 'lobby.page.failed.body',
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
  /** The title over it: the session ended (a logout or an expiry there), not necessarily expired. */
  sessionEndedTitle: 'lobby.session.endedTitle',
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
  // The wallet page, the pay modal and its order view, the first-charge offer and the
  // register-recharge prompt (lobby-ui wallet and deposit blocks, issue "Money").
  /** The wallet page (its heading and the player menu entry). */
  walletTitle: 'lobby.wallet.title',
  /** The bonus part of the wallet. */
  walletBonus: 'lobby.wallet.bonus',
  /** auditMode: a bonus whose bet requirement is not met yet. */
  walletAudit: 'lobby.wallet.audit',
  /** A ratio currency’s balance in its base currency. Params: amount. */
  walletWorth: 'lobby.wallet.worth',
  /** The wallet page of someone not logged in. */
  walletLogin: 'lobby.wallet.login',
  /** The deposit and withdrawal records (heading, and their tabs’ name). */
  recordsTitle: 'lobby.records.title',
  recordsDeposits: 'lobby.records.deposits',
  recordsWithdrawals: 'lobby.records.withdrawals',
  /** The name of the date filter. */
  recordsPeriod: 'lobby.records.period',
  recordsToday: 'lobby.records.today',
  recordsWeek: 'lobby.records.week',
  recordsMonth: 'lobby.records.month',
  /** The status filter. */
  recordsStatus: 'lobby.records.status',
  recordsEmpty: 'lobby.records.empty',
  recordsFailed: 'lobby.records.failed',
  /** An order’s status: a deposit waiting for its payment. */
  orderPending: 'lobby.order.pending',
  /** An order’s status: a withdrawal being reviewed. */
  orderReview: 'lobby.order.review',
  orderSuccess: 'lobby.order.success',
  orderFailed: 'lobby.order.failed',
  orderExpired: 'lobby.order.expired',
  orderCancelled: 'lobby.order.cancelled',
  /** Params: amount. */
  orderBonus: 'lobby.order.bonus',
  /** Params: amount. */
  orderFee: 'lobby.order.fee',
  /** The pay modal’s title. */
  depositTitle: 'lobby.deposit.title',
  depositLoading: 'lobby.deposit.loading',
  depositChannelsFailed: 'lobby.deposit.channelsFailed',
  depositNoChannels: 'lobby.deposit.noChannels',
  /** The channel choice. */
  depositChannel: 'lobby.deposit.channel',
  /** A channel’s limits. Params: min, max. */
  depositRange: 'lobby.deposit.range',
  /** The bonus badge of a channel or an amount button. Params: percent. */
  depositBonusBadge: 'lobby.deposit.bonusBadge',
  /** The amount buttons. */
  depositPresets: 'lobby.deposit.presets',
  depositAmount: 'lobby.deposit.amount',
  /** A channel’s deposit bonus. Params: percent, max, times. */
  depositBonusInfo: 'lobby.deposit.bonusInfo',
  /** The same without a most. Params: percent, times. */
  depositBonusInfoNoMax: 'lobby.deposit.bonusInfoNoMax',
  depositBonusOptOut: 'lobby.deposit.bonusOptOut',
  /** The payer fields a channel asks for (phone and e-mail are the auth ones). */
  depositName: 'lobby.deposit.name',
  depositCpf: 'lobby.deposit.cpf',
  depositWalletAddress: 'lobby.deposit.walletAddress',
  /** Params: min. */
  depositBelowMin: 'lobby.deposit.belowMin',
  /** Params: max. */
  depositAboveMax: 'lobby.deposit.aboveMax',
  depositNameFormat: 'lobby.deposit.nameFormat',
  depositWalletFormat: 'lobby.deposit.walletFormat',
  depositSubmit: 'lobby.deposit.submit',
  /** Announced while a deposit is sent. */
  depositSending: 'lobby.deposit.sending',
  /** Another tab of the browser is sending a deposit. */
  depositBusyElsewhere: 'lobby.deposit.busyElsewhere',
  /** No answer came: the same deposit may be sent again safely. */
  depositUnsettled: 'lobby.deposit.unsettled',
  depositFailed: 'lobby.deposit.failed',
  /** A deposit still waits for its payment: it shows before a new one can be made. */
  depositPending: 'lobby.deposit.pending',
  /** The realtime notice of a credited deposit. Params: amount. */
  depositSuccess: 'lobby.deposit.success',
  /** The order view of the pay modal. */
  orderTitle: 'lobby.order.title',
  orderNumber: 'lobby.order.number',
  /** Params: time (m:ss or h:mm:ss). */
  orderTimeLeft: 'lobby.order.timeLeft',
  orderAmount: 'lobby.order.amount',
  /** The QR code of the payment details. */
  orderQr: 'lobby.order.qr',
  /** The text of the QR code, to copy. */
  orderCode: 'lobby.order.code',
  /** The payment details of an order. */
  orderFieldBank: 'lobby.order.field.bank',
  orderFieldAccountName: 'lobby.order.field.accountName',
  orderFieldAccountNumber: 'lobby.order.field.accountNumber',
  orderFieldPixKey: 'lobby.order.field.pixKey',
  orderFieldWalletAddress: 'lobby.order.field.walletAddress',
  orderFieldNetwork: 'lobby.order.field.network',
  orderFieldReference: 'lobby.order.field.reference',
  /** A copy button. Params: label. */
  orderCopy: 'lobby.order.copy',
  /** Params: label. */
  orderCopied: 'lobby.order.copied',
  /** A crypto order. Params: network. */
  orderNetworkWarning: 'lobby.order.networkWarning',
  orderOpenPayPage: 'lobby.order.openPayPage',
  orderTransferred: 'lobby.order.transferred',
  /** After “I have transferred”. */
  orderChecking: 'lobby.order.checking',
  /** The voucher upload. */
  orderVoucher: 'lobby.order.voucher',
  orderVoucherHint: 'lobby.order.voucherHint',
  orderVoucherChoose: 'lobby.order.voucherChoose',
  orderVoucherType: 'lobby.order.voucherType',
  orderVoucherSize: 'lobby.order.voucherSize',
  orderVoucherDone: 'lobby.order.voucherDone',
  orderVoucherFailed: 'lobby.order.voucherFailed',
  orderUploading: 'lobby.order.uploading',
  orderCancel: 'lobby.order.cancel',
  orderCancelQuestion: 'lobby.order.cancelQuestion',
  orderKeep: 'lobby.order.keep',
  orderPaid: 'lobby.order.paid',
  orderExpiredNote: 'lobby.order.expiredNote',
  orderCancelledNote: 'lobby.order.cancelledNote',
  orderNewDeposit: 'lobby.order.newDeposit',
  orderActionFailed: 'lobby.order.actionFailed',
  /** The first-charge offer. */
  firstChargeTitle: 'lobby.firstCharge.title',
  /** Params: amount. */
  firstChargeTier: 'lobby.firstCharge.tier',
  /** Params: percent, max. */
  firstChargeReward: 'lobby.firstCharge.reward',
  /** The wallet page’s banner. Params: percent. */
  firstChargeTeaser: 'lobby.firstCharge.teaser',
  firstChargeSee: 'lobby.firstCharge.see',
  /** The prompt after a registration (spec §4). */
  registerRechargeTitle: 'lobby.registerRecharge.title',
  registerRechargeBody: 'lobby.registerRecharge.body',
  /** Puts a prompt off. */
  later: 'lobby.action.later',
  // The withdraw page (lobby-ui's WithdrawForm, PinPad, AddAccountForm): issue "Money" item 5.
  /** The PIN pad's name: the withdrawal password. */
  pinLabel: 'lobby.pin.label',
  /** Announced as digits are typed (never the digits). Params: count, length. */
  pinCount: 'lobby.pin.count',
  /** The keypad's backspace. */
  pinDelete: 'lobby.pin.delete',
  pinWrong: 'lobby.pin.wrong',
  /** Params: count. */
  pinAttemptsLeft: 'lobby.pin.attemptsLeft',
  /** Too many wrong passwords. Params: minutes. */
  pinLocked: 'lobby.pin.locked',
  withdrawLoading: 'lobby.withdraw.loading',
  withdrawBalance: 'lobby.withdraw.balance',
  withdrawWithdrawable: 'lobby.withdraw.withdrawable',
  /** What remains of the bet requirement. */
  withdrawBetRequirement: 'lobby.withdraw.betRequirement',
  /** Params: amount (what remains to bet). */
  withdrawBetBlocked: 'lobby.withdraw.betBlocked',
  /** Beside "min – max". */
  withdrawLimits: 'lobby.withdraw.limits',
  withdrawFee: 'lobby.withdraw.fee',
  /** A share with a floor. Params: rate (a percentage), fixed. */
  withdrawFeeRule: 'lobby.withdraw.feeRule',
  withdrawNoFee: 'lobby.withdraw.noFee',
  withdrawReceive: 'lobby.withdraw.receive',
  /** Under the amount. Params: receive, fee. */
  withdrawReceivePreview: 'lobby.withdraw.receivePreview',
  withdrawAccount: 'lobby.withdraw.account',
  withdrawAddAccount: 'lobby.withdraw.addAccount',
  withdrawNoAccounts: 'lobby.withdraw.noAccounts',
  withdrawChooseAccount: 'lobby.withdraw.chooseAccount',
  withdrawAmount: 'lobby.withdraw.amount',
  /** Fills in all that may be withdrawn. */
  withdrawAll: 'lobby.withdraw.all',
  withdrawSubmit: 'lobby.withdraw.submit',
  /** Params: amount. */
  withdrawBelowMin: 'lobby.withdraw.belowMin',
  /** Params: amount. */
  withdrawAboveMax: 'lobby.withdraw.aboveMax',
  /** Params: amount. */
  withdrawAboveWithdrawable: 'lobby.withdraw.aboveWithdrawable',
  withdrawFeeTakesAll: 'lobby.withdraw.feeTakesAll',
  /** The PIN pad dialog's title. */
  withdrawConfirmTitle: 'lobby.withdraw.confirmTitle',
  /** Params: amount, account. */
  withdrawPinFor: 'lobby.withdraw.pinFor',
  withdrawReviewTitle: 'lobby.withdraw.reviewTitle',
  withdrawReviewBody: 'lobby.withdraw.reviewBody',
  withdrawOrder: 'lobby.withdraw.order',
  withdrawDone: 'lobby.withdraw.done',
  /** 9527: the centre wallet holds too little. */
  withdrawWalletShort: 'lobby.withdraw.walletShort',
  /** 70202: a binding is needed first. */
  withdrawMustBind: 'lobby.withdraw.mustBind',
  withdrawBindNow: 'lobby.withdraw.bindNow',
  withdrawBusyElsewhere: 'lobby.withdraw.busyElsewhere',
  /** No answer: the same password sends the same withdrawal again. */
  withdrawUnsettled: 'lobby.withdraw.unsettled',
  accountKind: 'lobby.account.kind',
  accountBank: 'lobby.account.bank',
  accountEwallet: 'lobby.account.ewallet',
  accountCrypto: 'lobby.account.crypto',
  accountBankName: 'lobby.account.bankName',
  accountWalletName: 'lobby.account.walletName',
  accountNetwork: 'lobby.account.network',
  /** A list's empty choice. */
  accountChoose: 'lobby.account.choose',
  accountHolder: 'lobby.account.holder',
  accountNumber: 'lobby.account.number',
  accountWalletId: 'lobby.account.walletId',
  accountAddress: 'lobby.account.address',
  /** Params: min, max. */
  accountHolderFormat: 'lobby.account.holderFormat',
  /** Params: min, max. */
  accountNumberFormat: 'lobby.account.numberFormat',
  /** Params: min, max. */
  accountWalletFormat: 'lobby.account.walletFormat',
  /** Params: min, max. */
  accountAddressFormat: 'lobby.account.addressFormat',
  /** The hall refused the field. */
  accountInvalid: 'lobby.account.invalid',
  accountSave: 'lobby.account.save',
  // The security page (lobby-ui's SecurityOverview, the password and binding forms): issue "Money" item 6.
  /** The overview list's name. */
  securityTitle: 'lobby.security.title',
  securityLoginPassword: 'lobby.security.loginPassword',
  securityWithdrawPassword: 'lobby.security.withdrawPassword',
  securityGoogleAuth: 'lobby.security.googleAuth',
  securitySet: 'lobby.security.set',
  securityNotSet: 'lobby.security.notSet',
  securityLinked: 'lobby.security.linked',
  securityNotLinked: 'lobby.security.notLinked',
  securitySetWithdrawPassword: 'lobby.security.setWithdrawPassword',
  securityCurrentPin: 'lobby.security.currentPin',
  securityNewPin: 'lobby.security.newPin',
  securityConfirmPin: 'lobby.security.confirmPin',
  securityPinSame: 'lobby.security.pinSame',
  securityPinSequence: 'lobby.security.pinSequence',
  securitySave: 'lobby.security.save',
  securityPinSaved: 'lobby.security.pinSaved',
  securityBindPhone: 'lobby.security.bindPhone',
  securityBindEmail: 'lobby.security.bindEmail',
  securityBindGoogle: 'lobby.security.bindGoogle',
  securityPhoneBound: 'lobby.security.phoneBound',
  securityEmailBound: 'lobby.security.emailBound',
  securityGoogleBound: 'lobby.security.googleBound',
  /** 1101, 1012. */
  securityCodeWrong: 'lobby.security.codeWrong',
  /** 1325, 1326. */
  securityCodeEmpty: 'lobby.security.codeEmpty',
  /** 1333, 1332. */
  securityCodeExpired: 'lobby.security.codeExpired',
  /** 1216. */
  securityPhoneRefused: 'lobby.security.phoneRefused',
  /** 1248, 1044: the security session expired. */
  securityExpired: 'lobby.security.expired',
  /** Any other failure. */
  securityFailed: 'lobby.security.failed',
  securityGoogleInstall: 'lobby.security.googleInstall',
  securityGoogleScan: 'lobby.security.googleScan',
  securityGoogleEnterKey: 'lobby.security.googleEnterKey',
  securityGoogleEnterCode: 'lobby.security.googleEnterCode',
  /** The QR code's name. */
  securityGoogleQr: 'lobby.security.googleQr',
  securityGoogleKey: 'lobby.security.googleKey',
  securityCopyKey: 'lobby.security.copyKey',
  securityKeyCopied: 'lobby.security.keyCopied',
  securityGoogleCode: 'lobby.security.googleCode',
  /** Params: length. */
  securityGoogleCodeFormat: 'lobby.security.googleCodeFormat',
  securityForcedPassword: 'lobby.security.forcedPassword',
  securityCurrentPassword: 'lobby.security.currentPassword',
  securityNewPassword: 'lobby.security.newPassword',
  /** 1011. */
  securityCurrentWrong: 'lobby.security.currentWrong',
  securityPasswordChanged: 'lobby.security.passwordChanged',
  // Forced binding (spec §4) and self-exclusion: issue "Money" items 7 and 8.
  bindingTitle: 'lobby.binding.title',
  /** Params: amount (the limit reached). */
  bindingBody: 'lobby.binding.body',
  bindingOthers: 'lobby.binding.others',
  exclusionIntro: 'lobby.exclusion.intro',
  exclusionPeriod: 'lobby.exclusion.period',
  exclusionOneDay: 'lobby.exclusion.oneDay',
  exclusionOneWeek: 'lobby.exclusion.oneWeek',
  exclusionOneMonth: 'lobby.exclusion.oneMonth',
  exclusionThreeMonths: 'lobby.exclusion.threeMonths',
  exclusionSixMonths: 'lobby.exclusion.sixMonths',
  exclusionOneYear: 'lobby.exclusion.oneYear',
  exclusionChoose: 'lobby.exclusion.choose',
  exclusionContinue: 'lobby.exclusion.continue',
  /** Params: date (the end of the ban). */
  exclusionConfirmTitle: 'lobby.exclusion.confirmTitle',
  exclusionConfirmBody: 'lobby.exclusion.confirmBody',
  exclusionConfirm: 'lobby.exclusion.confirm',
  /** The withdraw page and its entries. */
  withdrawTitle: 'lobby.withdraw.title',
  /** A visitor on the withdraw page. */
  withdrawLogin: 'lobby.withdraw.login',
  /** A visitor on the security page. */
  securityLogin: 'lobby.security.login',
  securityChangeWithdrawPassword: 'lobby.security.changeWithdrawPassword',
  /** From a form of the security page back to its list. */
  securityBack: 'lobby.security.back',
  exclusionTitle: 'lobby.exclusion.title',
  /** Params: date (the end of the ban). */
  exclusionLoggedOut: 'lobby.exclusion.loggedOut',
  // The start-up pop-ups (spec §4 "Start-up pop-up queue"; lobby-ui's @lobbykit/lobby-ui/promotions):
  // forced notice frames, the one-time cut, the task lists, rewards waiting to be collected, the
  // app download prompt, the weak-password prompt, and what a claim answers.
  /** A notice frame without a title of its own. */
  framesTitle: 'lobby.frames.title',
  /** Read to assistive tech for the "1 / 3" position. Params: index, count. */
  framesPosition: 'lobby.frames.position',
  framesNext: 'lobby.frames.next',
  framesPrevious: 'lobby.frames.previous',
  framesDontRemindAgain: 'lobby.frames.dontRemindAgain',
  framesDontRemindLogin: 'lobby.frames.dontRemindLogin',
  /** The one-time cut without a title from the hall. */
  cutTitle: 'lobby.cut.title',
  /** The new-user one-time cut without a title from the hall. */
  cutNewTitle: 'lobby.cut.newTitle',
  /** Params: amount (the target). */
  cutGoal: 'lobby.cut.goal',
  /** The progress bar's name. */
  cutProgressName: 'lobby.cut.progressName',
  /** Params: progress, target (amounts). */
  cutProgress: 'lobby.cut.progress',
  /** Params: count. */
  cutTurns: 'lobby.cut.turns',
  /** Params: time (hh:mm:ss). */
  cutResetIn: 'lobby.cut.resetIn',
  cutDraw: 'lobby.cut.draw',
  cutDrawing: 'lobby.cut.drawing',
  /** What the last draw added. Params: amount. */
  cutWon: 'lobby.cut.won',
  /** Params: amount (the reward paid). */
  cutCompleted: 'lobby.cut.completed',
  /** Task code xrfl. */
  tasksNewBenefits: 'lobby.tasks.newBenefits',
  /** Task code mrrw. */
  tasksDaily: 'lobby.tasks.daily',
  /** Task code mzrw. */
  tasksWeekly: 'lobby.tasks.weekly',
  /** Task code smrw. */
  tasksEveryThreeDays: 'lobby.tasks.everyThreeDays',
  /** Params: amount. */
  tasksReward: 'lobby.tasks.reward',
  /** Params: progress, target (counts). */
  tasksProgress: 'lobby.tasks.progress',
  tasksGo: 'lobby.tasks.go',
  tasksInProgress: 'lobby.tasks.inProgress',
  tasksEmpty: 'lobby.tasks.empty',
  collectTitle: 'lobby.collect.title',
  /** Params: amount. */
  collectTotal: 'lobby.collect.total',
  collectEmpty: 'lobby.collect.empty',
  /** Params: site (the site's name). */
  appDownloadTitle: 'lobby.appDownload.title',
  appDownloadFaster: 'lobby.appDownload.faster',
  appDownloadNotify: 'lobby.appDownload.notify',
  appDownloadDownload: 'lobby.appDownload.download',
  appDownloadNotNow: 'lobby.appDownload.notNow',
  weakPasswordTitle: 'lobby.weakPassword.title',
  weakPasswordBody: 'lobby.weakPassword.body',
  claimAction: 'lobby.claim.action',
  claimAll: 'lobby.claim.all',
  claimClaiming: 'lobby.claim.claiming',
  claimClaimed: 'lobby.claim.claimed',
  /** 1334: the account may not receive rewards. */
  claimRestricted: 'lobby.claim.restricted',
  claimAlreadyReceived: 'lobby.claim.alreadyReceived',
  claimNotClaimable: 'lobby.claim.notClaimable',
  claimNoTurns: 'lobby.claim.noTurns',
  /** No answer came: the claim may or may not have gone through. */
  claimUnsettled: 'lobby.claim.unsettled',
  claimFailed: 'lobby.claim.failed',
  // The notice centre (spec §2 "Notice", `?noticeType=`): its tabs by type, the list and the header badge.
  noticeTitle: 'lobby.notice.title',
  /** Accessible name of the tablist of notice types. */
  noticeTabs: 'lobby.notice.tabs',
  /** Notice type 1. */
  noticeSystem: 'lobby.notice.system',
  /** Notice type 2. */
  noticeAnnouncement: 'lobby.notice.announcement',
  /** Notice type 3. */
  noticePromotion: 'lobby.notice.promotion',
  /** A tab's and the header badge's count, read to assistive tech. Params: count. */
  noticeUnreadCount: 'lobby.notice.unreadCount',
  /** Read to assistive tech for a notice's unread dot. */
  noticeUnread: 'lobby.notice.unread',
  noticeEmpty: 'lobby.notice.empty',
  noticeFailed: 'lobby.notice.failed',
  /** A visitor on the notice centre (the hall gives notices to a player). */
  noticeLogin: 'lobby.notice.login',
  // The promotions page (spec §7 "Lobby calls": event categories, activities) and the new-comer benefits.
  promotionsTitle: 'lobby.promotions.title',
  /** Accessible name of the tablist of event categories. */
  promotionsCategories: 'lobby.promotions.categories',
  promotionsEmpty: 'lobby.promotions.empty',
  promotionsFailed: 'lobby.promotions.failed',
  /** An activity's period. Params: start, end (dates). */
  promotionsDates: 'lobby.promotions.dates',
  /** An activity with a start and no end. Params: date. */
  promotionsFrom: 'lobby.promotions.from',
  /** An activity with an end and no start. Params: date. */
  promotionsUntil: 'lobby.promotions.until',
  /** The detail page's back control. */
  promotionsBack: 'lobby.promotions.back',
  /** A visitor on the promotions page (the hall gives activities to a player). */
  promotionsLogin: 'lobby.promotions.login',
  /** A detail address whose activity the hall no longer lists. */
  promotionsNotFound: 'lobby.promotions.notFound',
  /** A new-comer day. Params: day. */
  newcomerDay: 'lobby.newcomer.day',
  /** A later day, not open yet. */
  newcomerLocked: 'lobby.newcomer.locked',
  // Site status (spec §4 "Site status"): the maintenance and region-restricted pages the lobby
  // shows in a frame (their words come from the lobby, in the player's language).
  /** -3 and -4: the site is in maintenance. */
  statusMaintenanceTitle: 'lobby.status.maintenance.title',
  /** 9111: the site is frozen (paused by its operator). */
  statusFrozenTitle: 'lobby.status.frozen.title',
  statusMaintenanceBody: 'lobby.status.maintenance.body',
  /** The time left until the maintenance's end. Params: time (h:mm:ss). */
  statusEndsIn: 'lobby.status.endsIn',
  /** No end time, or it has passed: the lobby keeps checking. */
  statusEndsSoon: 'lobby.status.endsSoon',
  /** The link to the site's online customer service. */
  statusContact: 'lobby.status.contact',
  statusRegionTitle: 'lobby.status.region.title',
  statusRegionBody: 'lobby.status.region.body',
  /** The telephone calling code the hall recommends. Params: area (`+55`). */
  statusRegionRecommend: 'lobby.status.region.recommend',
  // A newer version of the app is deployed (spec §7 "Version file", §8 version error 999).
  updateTitle: 'lobby.update.title',
  updateBody: 'lobby.update.body',
  // The API lines the player can see and choose (spec §7 "Ping line", §9: 9999 is unreachable).
  linesTitle: 'lobby.lines.title',
  linesIntro: 'lobby.lines.intro',
  /** Params: number (the line's number, from 1). */
  linesLine: 'lobby.lines.line',
  linesUnreachable: 'lobby.lines.unreachable',
  linesTesting: 'lobby.lines.testing',
  linesUntested: 'lobby.lines.untested',
  linesPing: 'lobby.lines.ping',
  linesInUse: 'lobby.lines.inUse',
  linesTestAgain: 'lobby.lines.testAgain',
  /** The lobby left a failing line by itself. Params: number. */
  linesSwitched: 'lobby.lines.switched',
  /** Every line of the list failed: no line to move to, the next call tries them again. */
  linesAllDown: 'lobby.lines.allDown',
  // A sports game's page: the matches of the sports service (spec §4, §7, §8).
  sportsTitle: 'lobby.sports.title',
  sportsLoading: 'lobby.sports.loading',
  sportsEmpty: 'lobby.sports.empty',
  /** A failure without the service's own message. */
  sportsFailed: 'lobby.sports.failed',
  /** A001: the sports token is cleared and the lobby goes home after 1 s. */
  sportsEnded: 'lobby.sports.ended',
  /** Params: time (HH:mm). */
  sportsKickoff: 'lobby.sports.kickoff',
  sportsHome: 'lobby.sports.home',
  sportsDraw: 'lobby.sports.draw',
  sportsAway: 'lobby.sports.away',
  /** Loads the matches again (their odds move). */
  sportsRefresh: 'lobby.sports.refresh',
  /** Params: home, away (the teams). */
  sportsVersus: 'lobby.sports.versus',
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
