import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  homeLayoutDesignSchema,
  homeSysInfoSchema,
  siteInfoSchema,
  siteUrlInfoSchema,
  splitCurrencyCodes,
} from './site';

describe('siteInfoSchema', () => {
  describe('when the site info is valid', () => {
    it('parses lists and holiday themes', () => {
      const out = v.parse(siteInfoSchema, {
        type: 2,
        title: 'Demo Site',
        siteName: 'demo',
        currencyInfos: [{ currencyCode: 'THB' }, { currencyCode: 'USDT1:1' }],
        languageInfos: [{ languageCode: 'th_TH', defaultLanguageTag: 1 }],
        holidayThemes: [
          { themeType: 'midAutumn', status: 1, showStartTime: 1700000000000, currencyCodes: 'THB,USD' },
        ],
        skinConfigInfo: { anything: true },
      });
      expect(out.title).toBe('Demo Site');
      expect(out.currencyInfos.map((info) => info.currencyCode)).toEqual(['THB', 'USDT1:1']);
      expect(out.languageInfos[0]?.defaultLanguageTag).toBe(true);
      expect(out.holidayThemes[0]?.currencyCodes).toBe('THB,USD');
      expect(out.skinConfigInfo).toEqual({ anything: true });
    });

    it('defaults missing or null lists to fresh empty lists', () => {
      const first = v.parse(siteInfoSchema, { languageInfos: null });
      const second = v.parse(siteInfoSchema, {});
      expect(first.currencyInfos).toEqual([]);
      expect(first.languageInfos).toEqual([]);
      expect(first.holidayThemes).toEqual([]);
      first.currencyInfos.push({ currencyCode: 'X' });
      expect(second.currencyInfos).toEqual([]);
    });
  });

  describe('when the site info is malformed', () => {
    it('reports the path of a bad language entry', () => {
      const result = v.safeParse(siteInfoSchema, { languageInfos: [{ languageCode: '' }] });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('languageInfos.0.languageCode');
      expect(result.issues![0].message).toBe('languageCode is empty');
    });

    it('rejects a list that is not a list', () => {
      expect(v.safeParse(siteInfoSchema, { currencyInfos: 'THB' }).success).toBe(false);
    });
  });
});

describe('splitCurrencyCodes', () => {
  describe('when given a comma-separated list', () => {
    it('splits and trims it, dropping blanks', () => {
      expect(splitCurrencyCodes('CNY, USD,,BTC1:100000,')).toEqual(['CNY', 'USD', 'BTC1:100000']);
      expect(splitCurrencyCodes('')).toEqual([]);
      expect(splitCurrencyCodes(undefined)).toEqual([]);
    });
  });
});

describe('siteUrlInfoSchema', () => {
  describe('when domains come as lists or single strings', () => {
    it('always gives lists', () => {
      const out = v.parse(siteUrlInfoSchema, {
        api_domain: ['https://a1.example', 'https://a2.example'],
        web_domain: 'https://w.example',
        oss_domain: null,
        download_domain_url: [{ domain: 'https://d.example' }],
      });
      expect(out.api_domain).toHaveLength(2);
      expect(out.web_domain).toEqual(['https://w.example']);
      expect(out.oss_domain).toEqual([]);
      expect(out.download_domain_url[0]?.domain).toBe('https://d.example');
    });
  });

  describe('when a domain has the wrong type', () => {
    it('fails with a clear issue', () => {
      const result = v.safeParse(siteUrlInfoSchema, { api_domain: 5 });
      expect(result.success).toBe(false);
      expect(result.issues![0].message).toBe('expected a domain or a list of domains');
    });
  });
});

describe('homeSysInfoSchema', () => {
  describe('when the sys info is valid', () => {
    it('parses the password rules and large-amount limits', () => {
      const out = v.parse(homeSysInfoSchema, {
        googleAppId: 'g',
        largeAmountMustBind: { phone: 1, email: 0, googleAuth: true },
        largeAmountRange: { THB: '50000', USD: 1500 },
        loginPasswdStrengthDetectSwitch: 1,
        strongPasswdLength: '8',
      });
      expect(out.largeAmountRange).toEqual({ THB: 50000, USD: 1500 });
      expect(out.largeAmountMustBind).toMatchObject({ phone: true, email: false, googleAuth: true });
      expect(out.strongPasswdLength).toBe(8);
    });
  });

  describe('when the site lists its ways to log in', () => {
    it('keeps them in the site order, without repeats or names it does not know', () => {
      const out = v.parse(homeSysInfoSchema, {
        loginMethods: ['phone', 'qr', 'account', 'phone', 7, 'email'],
      });
      expect(out.loginMethods).toEqual(['phone', 'account', 'email']);
    });

    it('leaves them out when the hall sends none or null', () => {
      expect(v.parse(homeSysInfoSchema, {}).loginMethods).toBeUndefined();
      expect(v.parse(homeSysInfoSchema, { loginMethods: null }).loginMethods).toBeUndefined();
    });

    it('fails when they are not a list', () => {
      expect(v.safeParse(homeSysInfoSchema, { loginMethods: 'phone' }).success).toBe(false);
    });
  });

  describe('when strongPasswdLength is out of range', () => {
    it('fails', () => {
      expect(v.safeParse(homeSysInfoSchema, { strongPasswdLength: 17 }).success).toBe(false);
      expect(v.safeParse(homeSysInfoSchema, { strongPasswdLength: 0 }).success).toBe(false);
    });
  });
});

describe('homeLayoutDesignSchema', () => {
  describe('when the design is valid', () => {
    it('parses slogan, images, colours and icons', () => {
      const out = v.parse(homeLayoutDesignSchema, {
        loginSlogan: 'Welcome',
        images: { header: '/a.png' },
        colors: { header: '#fff' },
        icons: { footer: [{ key: 'home', value: '/home.svg' }] },
      });
      expect(out.icons?.footer?.[0]?.key).toBe('home');
    });
  });

  describe('when an icon entry is malformed', () => {
    it('fails at the icon path', () => {
      const result = v.safeParse(homeLayoutDesignSchema, { icons: { footer: [{ key: 1 }] } });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('icons.footer.0.key');
    });
  });
});
