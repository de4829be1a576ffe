import { describe, expect, it } from 'vitest';
import { endpointNames, endpoints, getEndpoint, getEndpointByPath, TASK_CODES } from './endpoints';
import type { Endpoint } from './endpoints';

const all: Endpoint[] = Object.values(endpoints);

// Paths the spec shows (§7 "Named calls"), copied by hand.
const specPaths: Record<string, string> = {
  ipCheck: '/ipCheck',
  login: '/home/login',
  fastLogin: '/home/fastlogin',
  register: '/home/register',
  checkUsername: '/home/check/username',
  versionFile: '/op.json',
  speedTest: '/piaspeed.png',
};

// Spec §6 "Restricted receive-event endpoints", in spec order, with our names.
const specReceiveEvents = [
  'groupWord',
  'doMatchBet',
  'promoteExtract',
  'investmentHandler',
  'homeIndex',
  'extractWord',
  'requestReward',
  'useDiscountCode',
  'sing',
  'receiveOne',
  'receiveAll',
  'receiveReward',
  'receiveManualSend',
  'taskGetPrize',
  'giftReceive',
  'returnGoldReceiveOne',
  'redActive',
  'chopOneKnifeTurns',
  'yuebaoGetInterest',
  'rechargeFundReceive',
];

// The registry of calls that must never be repeated automatically.
const expectedNonIdempotent = [
  'login',
  'fastLogin',
  'register',
  'thirdPartyLogin',
  'thirdPartyRegister',
  'loginVerify',
  'captchaChallenge',
  'userCaptchaChallenge',
  'registerCode',
  'captchaValidate',
  'userCaptchaValidate',
  'bindThirdParty',
  'sendCode',
  'bindPhone',
  'bindEmail',
  'bindGoogleAuth',
  'setWithdrawPassword',
  'changeWithdrawPassword',
  'changeLoginPassword',
  'setSelfExclusion',
  'gameLaunch',
  'uploadFile',
  'pay',
  'confirmTransfer',
  'cancelOrder',
  'addWithdrawAccount',
  'withdraw',
  ...specReceiveEvents,
];

// Calls that move money or change what money may do: each carries one request id from the
// first tap to the last retry, and the hall answers a repeat of it with its first answer.
const expectedMoneyCalls = [
  'pay',
  'confirmTransfer',
  'cancelOrder',
  'withdraw',
  'addWithdrawAccount',
  'setWithdrawPassword',
  'changeWithdrawPassword',
];

// Calls that go out without a user token.
const expectedPublic = [
  'ipCheck',
  'siteInfo',
  'baseSiteConfig',
  'siteUrlConfig',
  'skinAssetsHash',
  'allCurrency',
  'smsCountry',
  'linkSetting',
  'ipBindData',
  'buriedConfig',
  'channelInfo',
  'accessRestrictedInfo',
  'maintenanceInfo',
  'login',
  'fastLogin',
  'register',
  'checkUsername',
  'preRegisterVerify',
  'registerCode',
  'thirdPartyLogin',
  'thirdPartyRegister',
  'captchaChallenge',
  'captchaValidate',
  'gameCategories',
  'gameProviders',
  'gameList',
  'hotSearch',
  'marquee',
  'footerConfig',
  'jackpot',
  'demoGameLaunch',
  'versionFile',
  'speedTest',
  'maintenanceTime',
];

// Every call the brief lists must have an entry.
const requiredNames = [
  'ipCheck',
  'maintenanceTime',
  'login',
  'fastLogin',
  'register',
  'checkUsername',
  'thirdPartyLogin',
  'thirdPartyRegister',
  'preRegisterVerify',
  'logout',
  'homeGold',
  'siteInfo',
  'baseSiteConfig',
  'siteUrlConfig',
  'skinAssetsHash',
  'allCurrency',
  'smsCountry',
  'systemStatus',
  'optimizationSiteConfig',
  'linkSetting',
  'ipBindData',
  'buriedConfig',
  'accessRestrictedInfo',
  'maintenanceInfo',
  'heartbeat',
  'webPushInfo',
  'notices',
  'bindThirdParty',
  'captchaValidate',
  'userCaptchaValidate',
  'versionFile',
  'speedTest',
  'frameBoxInfo',
  'eventCategory',
  'activityList',
  'cutOncePop',
  'newCutOncePop',
  'firstChargePop',
  'waitingCollectPop',
  'taskData',
  'newComerBenefits',
  'channelInfo',
  'gameLaunch',
  'demoGameLaunch',
  'pay',
  'withdraw',
  // Calls the lobby pages need beyond the spec's list.
  'gameCategories',
  'gameProviders',
  'gameList',
  'hotSearch',
  'jackpot',
  'marquee',
  'footerConfig',
  'captchaChallenge',
  'userCaptchaChallenge',
  'userInfo',
  'setWithdrawPassword',
  'sendCode',
  'bindPhone',
  'bindEmail',
  'bindGoogleAuth',
  'selfExclusion',
  'setSelfExclusion',
  'orderStatus',
  'orderList',
  // The money screens (issue "Money").
  'payChannels',
  'pendingOrder',
  'confirmTransfer',
  'cancelOrder',
  'withdrawInfo',
  'withdrawAccounts',
  'addWithdrawAccount',
  'changeWithdrawPassword',
  // The forced password change of the start-up sequence, and the security page's entry.
  'changeLoginPassword',
  // The code of a sign-up by phone or e-mail.
  'registerCode',
  ...specReceiveEvents,
];

// Cacheable calls: the same answer for every visitor of a site, so static mode may serve them.
const expectedCacheable = [
  'siteInfo',
  'baseSiteConfig',
  'siteUrlConfig',
  'skinAssetsHash',
  'allCurrency',
  'smsCountry',
  'linkSetting',
  'buriedConfig',
  'channelInfo',
  'systemStatus',
  'optimizationSiteConfig',
  'notices',
  'frameBoxInfo',
  'eventCategory',
  'activityList',
  'gameCategories',
  'gameProviders',
  'gameList',
  'hotSearch',
  'marquee',
  'footerConfig',
];

const names = (list: Endpoint[]) => list.map((entry) => entry.name).sort();

describe('endpoints', () => {
  describe('when compared with the spec', () => {
    it('uses the paths the spec shows', () => {
      for (const [name, path] of Object.entries(specPaths)) {
        expect(getEndpoint(name)?.path, name).toBe(path);
      }
    });

    it('has every call the lobby needs', () => {
      for (const name of requiredNames) expect(getEndpoint(name), name).toBeDefined();
    });

    it('lists the 20 receive-event endpoints in spec order', () => {
      expect(all.filter((entry) => entry.receiveEvent).map((entry) => entry.name)).toEqual(specReceiveEvents);
    });
  });

  describe('when reading flags', () => {
    it('marks exactly the registry of non-idempotent calls', () => {
      expect(names(all.filter((entry) => !entry.idempotent))).toEqual([...expectedNonIdempotent].sort());
    });

    it('marks exactly the public calls', () => {
      expect(names(all.filter((entry) => entry.public))).toEqual([...expectedPublic].sort());
    });

    it('marks exactly the cacheable calls', () => {
      expect(names(all.filter((entry) => entry.cacheable))).toEqual([...expectedCacheable].sort());
    });

    it('posts every receive-event call', () => {
      for (const entry of all.filter((item) => item.receiveEvent)) {
        expect(entry.method, entry.name).toBe('POST');
        expect(entry.idempotent, entry.name).toBe(false);
      }
    });

    it('caches no non-idempotent call and no POST', () => {
      for (const entry of all.filter((item) => item.cacheable)) {
        expect(entry.method, entry.name).toBe('GET');
        expect(entry.idempotent, entry.name).toBe(true);
      }
    });

    it('lets the hall deduplicate the money calls and uploads only', () => {
      expect(names(all.filter((entry) => entry.serverDeduplicated))).toEqual(
        [...expectedMoneyCalls, 'uploadFile'].sort(),
      );
    });

    it('never repeats a money call automatically without its request id', () => {
      for (const name of expectedMoneyCalls)
        expect(getEndpoint(name), name).toMatchObject({
          method: 'POST',
          idempotent: false,
          serverDeduplicated: true,
        });
    });

    it('never resends an upload as if it were harmless: a resend after the hall acted would store it twice', () => {
      expect(endpoints.uploadFile).toMatchObject({ idempotent: false, serverDeduplicated: true });
    });

    it('marks exactly the login-type calls as opening a session, each public and never resent', () => {
      const opening = all.filter((entry) => entry.issuesSession);
      expect(names(opening)).toEqual(
        ['fastLogin', 'login', 'register', 'thirdPartyLogin', 'thirdPartyRegister'].sort(),
      );
      for (const entry of opening)
        expect(entry, entry.name).toMatchObject({ public: true, idempotent: false });
    });
  });

  describe('when checking integrity', () => {
    it('keys each entry by its own name', () => {
      for (const name of endpointNames) expect(endpoints[name].name).toBe(name);
    });

    it('has unique paths, even ignoring case', () => {
      const paths = all.map((entry) => entry.path.toLowerCase());
      expect(new Set(paths).size).toBe(paths.length);
    });

    it('has well-formed paths', () => {
      for (const entry of all) expect(entry.path, entry.name).toMatch(/^\/[A-Za-z0-9/._-]+$/);
      for (const entry of all) expect(entry.path.startsWith('/hall'), entry.name).toBe(false);
    });
  });
});

describe('getEndpoint', () => {
  describe('when the name is unknown or inherited', () => {
    it('returns undefined', () => {
      expect(getEndpoint('nope')).toBeUndefined();
      expect(getEndpoint('toString')).toBeUndefined();
      expect(getEndpoint('__proto__')).toBeUndefined();
    });
  });
});

describe('getEndpointByPath', () => {
  describe('when given a known path in any accepted form', () => {
    it.each([
      '/home/login',
      'home/login',
      '/hall/home/login',
      '/home/login/',
      '/home/login?x=1&y=2',
      '/home/login#top',
      'https://api.example.com/hall/home/login?x=1',
      'http://127.0.0.1:8080/hall/home/login',
      '//home//login',
      '/HOME/LOGIN',
      '  /home/login  ',
    ])('finds login for %j', (path) => {
      expect(getEndpointByPath(path)?.name).toBe('login');
    });

    it('finds receive-event and file endpoints', () => {
      expect(getEndpointByPath('/hall/active/receiveall')?.name).toBe('receiveAll');
      expect(getEndpointByPath('/op.json')?.name).toBe('versionFile');
      expect(getEndpointByPath('/home/check/username?username=abc')?.name).toBe('checkUsername');
    });
  });

  describe('when the path is unknown', () => {
    it.each(['', '/', '/hall', '/hall/', '/home', '/home/login/extra', '/hallhome/login', '/home/logi'])(
      'returns undefined for %j',
      (path) => {
        expect(getEndpointByPath(path)).toBeUndefined();
      },
    );

    it('returns undefined for a non-string at run time', () => {
      expect(getEndpointByPath(undefined as unknown as string)).toBeUndefined();
    });
  });
});

describe('TASK_CODES', () => {
  describe('when compared with spec §7', () => {
    it('has the four task codes', () => {
      expect(TASK_CODES).toEqual({
        newBenefits: 'xrfl',
        daily: 'mrrw',
        weekly: 'mzrw',
        everyThreeDays: 'smrw',
      });
    });
  });
});
