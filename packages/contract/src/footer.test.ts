import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { footerBlockTypes, footerConfigSchema } from './footer';

const footer = {
  blocks: [
    {
      type: 'QUICK_JUMP',
      title: 'Games',
      links: [{ key: 'slots', title: 'Slots', jumpType: 'category', jumpValue: 3 }],
      hideOnMobile: 1,
    },
    {
      type: 'OFFICIAL_COMMUNITY',
      links: [
        { key: 'telegram', title: 'Telegram', jumpType: 'url', jumpValue: 'https://t.me/x', icon: '/i.png' },
      ],
    },
    { type: 'CONTENT', title: 'About', links: null, content: '<p>Play responsibly.</p>' },
  ],
  partnerLogos: [{ key: 'HBR', name: 'Harbor Reels', logo: '/provider-logos/HBR.png' }],
  licences: [{ key: 'age', name: '18+' }],
  copyright: '© 2026 Lucky Harbor',
  commonConfig: { ageLimit: '18', hideFooterOnMobile: false, hideFooterOnDesktop: 0, hideFloatBar: '1' },
};

describe('footerConfigSchema', () => {
  describe('when the footer is valid', () => {
    it('reads blocks, logos, licences and the display options', () => {
      const out = v.parse(footerConfigSchema, footer);
      expect(out.blocks.map((block) => block.type)).toEqual(['QUICK_JUMP', 'OFFICIAL_COMMUNITY', 'CONTENT']);
      expect(out.blocks[0]).toMatchObject({ hideOnMobile: true, links: [{ jumpValue: '3' }] });
      expect(out.blocks[2]?.links).toEqual([]);
      expect(out.partnerLogos[0]?.logo).toBe('/provider-logos/HBR.png');
      expect(out.commonConfig).toEqual({
        ageLimit: 18,
        hideFooterOnMobile: false,
        hideFooterOnDesktop: false,
        hideFloatBar: true,
      });
      expect(footerBlockTypes).toEqual(['QUICK_JUMP', 'CONCAT_US', 'OFFICIAL_COMMUNITY', 'CONTENT']);
    });

    it('reads an older hall without lists or options as empty', () => {
      expect(v.parse(footerConfigSchema, {})).toEqual({
        blocks: [],
        partnerLogos: [],
        licences: [],
        copyright: undefined,
        commonConfig: undefined,
      });
    });
  });

  describe('when a link is malformed', () => {
    it('reports it at its path', () => {
      const result = v.safeParse(footerConfigSchema, {
        blocks: [{ type: 'QUICK_JUMP', links: [{ key: 'vip' }] }],
      });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('blocks.0.links.0.title');
    });
  });

  describe('when an option is not a flag', () => {
    it('fails', () => {
      expect(v.safeParse(footerConfigSchema, { commonConfig: { hideFloatBar: 'yes' } }).success).toBe(false);
    });
  });
});
