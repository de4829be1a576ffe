import { describe, expect, it } from 'vitest';
import * as constants from './constants';

// Copied by hand from spec §9 (and the numbers §4-§8 state), converted to ms where named _MS.
const spec: Record<string, unknown> = {
  REQUEST_TIMEOUT_MS: 60000,
  SPORTS_REQUEST_TIMEOUT_MS: 60000,
  MAX_RETRIES: 10,
  MAX_STATIC_RETRIES: 20,
  CACHE_TTL_MS: 300000,
  LOCAL_CACHE_MAX_AGE_MS: 604800000,
  CAPTCHA_DEVICE_TOKEN_TIMEOUT_MS: 7000,
  CAPTCHA_TIMING_REPORT_MS: 2000,
  HEARTBEAT_INTERVAL_MS: 90000,
  HEARTBEAT_FIRST_DELAY_MS: 10000,
  MAINTENANCE_POLL_MS: 300000,
  MAINTENANCE_CHECK_AFTER_FAILURES: 1,
  WS_PING_INTERVAL_MS: 4000,
  WS_MAX_RECONNECT_TRIES: 20,
  MAX_LINES: 20,
  UNREACHABLE_PING: 9999,
  NOTICE_FRAME_ACCOUNTS: 5,
  RESOURCE_PRELOAD_DELAY_MS: 30000,
  RESOURCE_PRELOAD_INTERVAL_MS: 2000,
  CAPTCHA_RESTRICTION_MS: 60000,
  CUSTOMER_SERVICE_CLICK_DELAY_MS: 500,
  WEB_PUSH_MAX_RECONNECTS: 5,
  WEB_PUSH_INFO_DELAY_MS: 5000,
  MODAL_WIDTH_WEB: 550,
  MODAL_WIDTH: 600,
  POPUP_LOAD_TIMEOUT_MS: 5000,
  POPUP_DEFAULT_SHOW_TIMES: 1,
  IMAGE_CACHE_SIZE: 1000,
  SCROLL_IDLE_MS: 150,
  SCROLL_DEBOUNCE_MS: [50, 100, 600],
  TRACK_CLICK_SCROLL_MS: 300,
  SCROLL_TO_MS: 200,
  STEP_SNAP_MS: 400,
  DRAG_THRESHOLD_PX: 20,
  MAX_EVENT_LISTENERS: 50,
  MESSAGE_DEDUPE_MS: 2000,
  SPORTS_UNAUTHORIZED_HOME_DELAY_MS: 1000,
  FAST_LOGIN_RETRIES: 1,
  PHONE_LENGTH: { min: 6, max: 12 },
  PASSWORD_LENGTH: { min: 6, max: 16 },
  STRONG_PASSWORD_DEFAULT_LENGTH: 6,
  WEAK_PASSWORD_SCORE: 2,
  USERNAME_LENGTH: { min: 4, max: 16 },
  CPF_LENGTH: { min: 1, max: 11 },
  PAY_PASSWORD_LENGTH: 6,
  EMAIL_MAX_LENGTH: 50,
  PLATFORM_TYPE: { web: 5, app: 6 },
  DEVICE_TYPE: { web: 4, other: 3 },
  DEFAULT_APP_VERSION: 'v4.1.140',
  NORMAL_ACCOUNT_TYPE: 1,
  THIRD_PARTY_UNREGISTERED_CODE: 100,
  SPORTS_UNAUTHORIZED_CODE: 'A001',
  CAPTCHA_RESTRICTING_ERRORS: ['error_12', 'error_01'],
};

describe('constants', () => {
  describe('when compared with spec §9', () => {
    it.each(Object.entries(spec))('%s has the spec value', (name, value) => {
      expect((constants as Record<string, unknown>)[name]).toEqual(value);
    });

    it('exports no constant the table above does not check', () => {
      expect(Object.keys(constants).sort()).toEqual(Object.keys(spec).sort());
    });
  });
});
