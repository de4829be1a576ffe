import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  buriedConfigSchema,
  homeGoldSchema,
  ipBindDataSchema,
  linkSettingSchema,
  optimizationSiteConfigSchema,
  systemStatusSchema,
} from './calls';

describe('homeGoldSchema', () => {
  describe('when the gold is valid', () => {
    it('parses numbers from strings', () => {
      expect(v.parse(homeGoldSchema, { game_gold: '10.5', bonus: 1, auditMode: 0 })).toEqual({
        game_gold: 10.5,
        bonus: 1,
        auditMode: 0,
      });
    });
  });

  describe('when game_gold is missing', () => {
    it('fails at game_gold', () => {
      expect(v.getDotPath(v.safeParse(homeGoldSchema, {}).issues![0])).toBe('game_gold');
    });
  });
});

describe('systemStatusSchema', () => {
  describe('when the status carries sys info', () => {
    it('parses the sys info and keeps the other parts', () => {
      const out = v.parse(systemStatusSchema, {
        messageBannerIndex: [{ id: 1, img: '/active/demo-banner-1.png', stay_time: '5' }],
        userVipConfig: { levels: [] },
        homeGetSysInfo: { strongPasswdRequireNum: 1 },
      });
      expect(out.homeGetSysInfo?.strongPasswdRequireNum).toBe(true);
      expect(out.messageBannerIndex).toEqual([
        expect.objectContaining({ id: '1', img: '/active/demo-banner-1.png', stay_time: 5 }),
      ]);
      expect(out.userVipConfig).toEqual({ levels: [] });
    });
  });

  describe('when a banner is malformed', () => {
    it('leaves that banner out and keeps the rest of the status', () => {
      const out = v.parse(systemStatusSchema, {
        messageBannerIndex: [1, { id: 2 }, { id: 3, img: '/b.png' }],
        homeGetSysInfo: { lineAppId: 'line' },
      });
      expect(out.messageBannerIndex?.map((banner) => banner.id)).toEqual(['3']);
      expect(out.homeGetSysInfo?.lineAppId).toBe('line');
    });
  });

  describe('when the sys info is malformed', () => {
    it('fails at its path', () => {
      const result = v.safeParse(systemStatusSchema, { homeGetSysInfo: { strongPasswdLength: 'x' } });
      expect(v.getDotPath(result.issues![0])).toBe('homeGetSysInfo.strongPasswdLength');
    });
  });
});

describe('optimizationSiteConfigSchema', () => {
  describe('when the layout design is present', () => {
    it('parses it', () => {
      expect(
        v.parse(optimizationSiteConfigSchema, { layoutDesign: { loginSlogan: 'Hi' }, brandLogoUse: 1 })
          .layoutDesign?.loginSlogan,
      ).toBe('Hi');
    });
  });
});

describe('linkSettingSchema', () => {
  describe('when linkType has a wrong type', () => {
    it('fails with a clear message', () => {
      expect(v.safeParse(linkSettingSchema, { linkType: {} }).issues![0].message).toBe(
        'linkType must be a string or a number',
      );
      expect(v.parse(linkSettingSchema, { linkType: 2 }).linkType).toBe(2);
    });
  });
});

describe('ipBindDataSchema', () => {
  describe('when the data is valid', () => {
    it('keeps the channel id as a string', () => {
      expect(v.parse(ipBindDataSchema, { agentName: 'a', channelId: 1001, currency: 'THB' })).toEqual({
        agentName: 'a',
        channelId: '1001',
        currency: 'THB',
      });
    });
  });
});

describe('buriedConfigSchema', () => {
  describe('when given a list', () => {
    it('parses every entry and rejects a non-list', () => {
      expect(v.parse(buriedConfigSchema, [{ category: 'a', type: 'b', gid: 'c' }])).toHaveLength(1);
      expect(v.safeParse(buriedConfigSchema, { category: 'a' }).success).toBe(false);
    });
  });
});
