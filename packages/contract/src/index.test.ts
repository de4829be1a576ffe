import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contract from './index';
import type {
  AgentMode,
  EndpointName,
  LanguageCode,
  LobbyCurrencyCode,
  NoticeType,
  ServiceCodeCategory,
  UserInfo,
} from './index';

// The public names other lobbykit packages import; renaming one breaks them.
const publicValues = [
  'languages',
  'languageCodes',
  'isLanguageCode',
  'lobbyCurrencyCodes',
  'parseCurrencyVariant',
  'isCurrencyVariant',
  'REQUEST_TIMEOUT_MS',
  'MAX_RETRIES',
  'MAX_STATIC_RETRIES',
  'CACHE_TTL_MS',
  'LOCAL_CACHE_MAX_AGE_MS',
  'CAPTCHA_DEVICE_TOKEN_TIMEOUT_MS',
  'CAPTCHA_TIMING_REPORT_MS',
  'HEARTBEAT_INTERVAL_MS',
  'HEARTBEAT_FIRST_DELAY_MS',
  'MAINTENANCE_POLL_MS',
  'WS_PING_INTERVAL_MS',
  'WS_MAX_RECONNECT_TRIES',
  'MAX_LINES',
  'UNREACHABLE_PING',
  'NOTICE_FRAME_ACCOUNTS',
  'CAPTCHA_RESTRICTION_MS',
  'CUSTOMER_SERVICE_CLICK_DELAY_MS',
  'WEB_PUSH_MAX_RECONNECTS',
  'MODAL_WIDTH_WEB',
  'MODAL_WIDTH',
  'POPUP_LOAD_TIMEOUT_MS',
  'IMAGE_CACHE_SIZE',
  'SCROLL_IDLE_MS',
  'SCROLL_DEBOUNCE_MS',
  'TRACK_CLICK_SCROLL_MS',
  'SCROLL_TO_MS',
  'STEP_SNAP_MS',
  'DRAG_THRESHOLD_PX',
  'MAX_EVENT_LISTENERS',
  'PHONE_LENGTH',
  'PASSWORD_LENGTH',
  'USERNAME_LENGTH',
  'PAY_PASSWORD_LENGTH',
  'EMAIL_MAX_LENGTH',
  'PLATFORM_TYPE',
  'DEVICE_TYPE',
  'DEFAULT_APP_VERSION',
  'MESSAGE_DEDUPE_MS',
  'RESOURCE_PRELOAD_DELAY_MS',
  'RESOURCE_PRELOAD_INTERVAL_MS',
  'serviceCodes',
  'ServiceCode',
  'getServiceCode',
  'isSuccessCode',
  'hallResponseSchema',
  'HEADERS',
  'PUBLIC_TOKEN_PLACEHOLDER',
  'ENCRYPTED_FIELD',
  'endpoints',
  'getEndpoint',
  'getEndpointByPath',
  'noticeTypes',
  'noticeSchema',
  'userInfoSchema',
  'siteInfoSchema',
  'AgentMode',
  'demoGuestAccount',
  'errorKeys',
  'validationKeys',
  'uiKeys',
  'lobbyKeys',
  'messageKeys',
  'hallErrorKeys',
];

describe('@lobbykit/contract', () => {
  describe('when imported', () => {
    it.each(publicValues)('exports %s', (name) => {
      expect(contract).toHaveProperty(name);
      expect((contract as Record<string, unknown>)[name]).toBeDefined();
    });

    it('exports the public types', () => {
      expectTypeOf<'zh_TW'>().toExtend<LanguageCode>();
      expectTypeOf<'USDC'>().toExtend<LobbyCurrencyCode>();
      expectTypeOf<'gameGoldChange'>().toExtend<NoticeType>();
      expectTypeOf<'wallet'>().toExtend<ServiceCodeCategory>();
      expectTypeOf<'login'>().toExtend<EndpointName>();
      expectTypeOf<10003>().toExtend<AgentMode>();
      expectTypeOf<UserInfo['username']>().toEqualTypeOf<string>();
      expectTypeOf(contract.ServiceCode.TokenExpired).toEqualTypeOf<'-1'>();
    });
  });
});
