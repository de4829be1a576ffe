// Business constants and limits of spec §9 (plus the few timings §4-§8 state as numbers).

/** Hall request timeout; the sports service uses the same. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Sports service request timeout; the spec gives it the same value as the hall, but it is set apart. */
export const SPORTS_REQUEST_TIMEOUT_MS = 60_000;
/** Retries of a live call, switching domain in turn. */
export const MAX_RETRIES = 10;
/** Retries while trying static mode (object storage). */
export const MAX_STATIC_RETRIES = 20;
/** Default in-memory response cache lifetime. */
export const CACHE_TTL_MS = 5 * 60_000;
/** Locally stored cache entries older than this are cleared. */
export const LOCAL_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** A captcha device token that takes longer than this is reported as failed. */
export const CAPTCHA_DEVICE_TOKEN_TIMEOUT_MS = 7_000;
/** Captcha steps slower than this are reported for timing. */
export const CAPTCHA_TIMING_REPORT_MS = 2_000;
/** Heartbeat poll interval. */
export const HEARTBEAT_INTERVAL_MS = 90_000;
/** Delay from init to the first heartbeat. */
export const HEARTBEAT_FIRST_DELAY_MS = 10_000;
/** Maintenance info poll while the site is in maintenance. */
export const MAINTENANCE_POLL_MS = 5 * 60_000;
/** Consecutive failed main-API calls that start a maintenance check. */
export const MAINTENANCE_CHECK_AFTER_FAILURES = 1;
/** Realtime channel ping interval. */
export const WS_PING_INTERVAL_MS = 4_000;
/** Realtime channel reconnect tries, cycling domains. */
export const WS_MAX_RECONNECT_TRIES = 20;
/** Most api / oss lines tracked. */
export const MAX_LINES = 20;
/** Ping value that marks a line unreachable. */
export const UNREACHABLE_PING = 9999;
/** Notice frames are stored for this many most recent accounts. */
export const NOTICE_FRAME_ACCOUNTS = 5;
/** Resource preloading starts this long after start-up. */
export const RESOURCE_PRELOAD_DELAY_MS = 30_000;
/** Resource preloading fetches one file per interval. */
export const RESOURCE_PRELOAD_INTERVAL_MS = 2_000;
/** Restriction after too-frequent captcha errors (error_12 / error_01). */
export const CAPTCHA_RESTRICTION_MS = 60_000;
/** Delay before a customer-service click acts. */
export const CUSTOMER_SERVICE_CLICK_DELAY_MS = 500;
/** Web push reconnect attempts. */
export const WEB_PUSH_MAX_RECONNECTS = 5;
/** Delay before the user call stores jpushWebId. */
export const WEB_PUSH_INFO_DELAY_MS = 5_000;
/** Modal width on web. */
export const MODAL_WIDTH_WEB = 550;
/** Modal width elsewhere. */
export const MODAL_WIDTH = 600;
/** A start-up pop-up that does not load in this time is marked timeout. */
export const POPUP_LOAD_TIMEOUT_MS = 5_000;
/** Default show-times count of a start-up pop-up. */
export const POPUP_DEFAULT_SHOW_TIMES = 1;
/** Image cache entries (the spec says "about 1000"). */
export const IMAGE_CACHE_SIZE = 1000;
/** Scroll idle time before the scroll-end event. */
export const SCROLL_IDLE_MS = 150;
/** Scroll debounce steps. */
export const SCROLL_DEBOUNCE_MS: readonly [50, 100, 600] = [50, 100, 600];
/** Track click scroll animation. */
export const TRACK_CLICK_SCROLL_MS = 300;
/** Default scroll-to duration. */
export const SCROLL_TO_MS = 200;
/** Step snap duration. */
export const STEP_SNAP_MS = 400;
/** Pointer travel that counts as a real drag. */
export const DRAG_THRESHOLD_PX = 20;
/** Global event listeners allowed per event. */
export const MAX_EVENT_LISTENERS = 50;
/** Repeated identical message texts are suppressed within this window. */
export const MESSAGE_DEDUPE_MS = 2_000;
/** Sports: delay before returning home after an unauthorized code. */
export const SPORTS_UNAUTHORIZED_HOME_DELAY_MS = 1_000;
/** Fast login is retried this many times before failing. */
export const FAST_LOGIN_RETRIES = 1;

/** An inclusive length range. */
export interface LengthRange {
  readonly min: number;
  readonly max: number;
}

/** Phone number length. */
export const PHONE_LENGTH: LengthRange = { min: 6, max: 12 };
/** Password length (strict and login rules). */
export const PASSWORD_LENGTH: LengthRange = { min: 6, max: 16 };
/** Default strongPasswdLength when the site config omits it; the maximum stays 16. */
export const STRONG_PASSWORD_DEFAULT_LENGTH = 6;
/** A strength score below this shows the weak-password warning at login. */
export const WEAK_PASSWORD_SCORE = 2;
/** Username length by default. */
export const USERNAME_LENGTH: LengthRange = { min: 4, max: 16 };
/** CPF length (digits only). */
export const CPF_LENGTH: LengthRange = { min: 1, max: 11 };
/** Payment (withdraw) password length: exactly this many digits. */
export const PAY_PASSWORD_LENGTH = 6;
/** Email maximum length. */
export const EMAIL_MAX_LENGTH = 50;

/** platformType header values. */
export const PLATFORM_TYPE = { web: 5, app: 6 } as const;
/** Device type values. */
export const DEVICE_TYPE = { web: 4, other: 3 } as const;
/** Default app version string sent in the version header. */
export const DEFAULT_APP_VERSION = 'v4.1.140';
/** account_type of a normal (non-guest) account. */
export const NORMAL_ACCOUNT_TYPE = 1;
/** Third-party login result code meaning "account not registered yet". */
export const THIRD_PARTY_UNREGISTERED_CODE = 100;
/** Sports service code meaning unauthorized. */
export const SPORTS_UNAUTHORIZED_CODE = 'A001';
/** Captcha vendor error codes that set the captcha restriction. */
export const CAPTCHA_RESTRICTING_ERRORS: readonly string[] = ['error_12', 'error_01'];
