import { describe, expect, it } from 'vitest';
import { deriveTokens, layoutVars } from './derive';
import { auroraTokens, classicTokens } from './token-sets';

describe('deriveTokens', () => {
  describe('when the site sends nothing', () => {
    it('returns the base tokens', () => {
      expect(deriveTokens(classicTokens)).toEqual(classicTokens.tokens);
      expect(deriveTokens(classicTokens, { site: {} })).toEqual(classicTokens.tokens);
    });
  });

  describe('when the site names a skin type', () => {
    it('applies that skin, matching numbers and text alike', () => {
      expect(deriveTokens(classicTokens, { site: { skinTypeValue: 2 } }).color.primary).toBe('#34d399');
      expect(deriveTokens(classicTokens, { site: { skinTypeValue: '2' } }).color.primary).toBe('#34d399');
      expect(deriveTokens(auroraTokens, { site: { skinTypeValue: 2 } }).color.primary).toBe('#ff6fa8');
    });
    it('keeps the base for an unknown skin', () => {
      expect(deriveTokens(classicTokens, { site: { skinTypeValue: 9 } })).toEqual(classicTokens.tokens);
    });
  });

  describe('when the site sends a dark background colour', () => {
    const tokens = deriveTokens(classicTokens, { site: { backgroundColor: '#101820' } });

    it('uses it as the background and derives surfaces, raised and border from it', () => {
      expect(tokens.color.bg).toBe('#101820');
      expect(tokens.color.surface).toBe('color-mix(in oklab, #101820 93%, #fff)');
      expect(tokens.color.raised).toBe('color-mix(in oklab, #101820 86%, #fff)');
      expect(tokens.color.border).toBe('color-mix(in oklab, #101820 80%, #fff)');
      expect(tokens.gradient.surface).toContain('#101820');
    });
    it('keeps the base text colours, which still contrast', () => {
      expect(tokens.color.text).toBe(classicTokens.tokens.color.text);
      expect(tokens.color.muted).toBe(classicTokens.tokens.color.muted);
    });
  });

  describe('when the site sends a light background colour', () => {
    it('darkens the surfaces and switches to dark text', () => {
      const tokens = deriveTokens(classicTokens, { site: { backgroundColor: '#f5f0e6' } });
      expect(tokens.color.surface).toBe('color-mix(in oklab, #f5f0e6 93%, #000)');
      expect(tokens.color.text).toBe('#12141c');
      expect(tokens.color.muted).toBe('color-mix(in oklab, #12141c 72%, #f5f0e6)');
    });
  });

  describe('when the background colour is not a plain colour', () => {
    it('ignores it', () => {
      for (const backgroundColor of ['url(https://evil/x.png)', 'red;color:blue', '', 'var(--x)']) {
        expect(deriveTokens(classicTokens, { site: { backgroundColor } })).toEqual(classicTokens.tokens);
      }
    });
  });

  describe('when the site sends a skin config', () => {
    it('applies known tokens from an object or from JSON text', () => {
      const config = { color: { primary: '#ff0066' }, radius: { md: '4px' } };
      for (const skinConfigInfo of [config, JSON.stringify(config)]) {
        const tokens = deriveTokens(auroraTokens, { site: { skinConfigInfo } });
        expect(tokens.color.primary).toBe('#ff0066');
        expect(tokens.radius.md).toBe('4px');
      }
    });
    it('drops unknown groups and keys, unsafe values and prototype keys', () => {
      const skinConfigInfo =
        '{"color":{"primary":"url(//x)","nope":"#000","toString":"#000"},"zzz":{"a":"1"},"__proto__":{"polluted":"yes"},"radius":7}';
      const tokens = deriveTokens(auroraTokens, { site: { skinConfigInfo } });
      expect(tokens).toEqual(auroraTokens.tokens);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
    it('ignores text that is not JSON and values that are not objects', () => {
      for (const skinConfigInfo of ['{oops', 42, null, true, []]) {
        expect(deriveTokens(auroraTokens, { site: { skinConfigInfo } })).toEqual(auroraTokens.tokens);
      }
    });
  });

  describe('when every layer speaks', () => {
    it('lets the skin config beat the background and skin, and the overlay beat them all', () => {
      const tokens = deriveTokens(classicTokens, {
        site: {
          skinTypeValue: 2,
          backgroundColor: '#000000',
          skinConfigInfo: { color: { primary: '#123456', surface: '#222' } },
        },
        overlay: { color: { primary: '#ffd36b' } },
      });
      expect(tokens.color.bg).toBe('#000000');
      expect(tokens.color.surface).toBe('#222');
      expect(tokens.color.onPrimary).toBe('#03210f');
      expect(tokens.color.primary).toBe('#ffd36b');
    });
  });
});

describe('layoutVars', () => {
  describe('when the layout design has colours and images per area', () => {
    it('names them --lk-area-<area> and --lk-area-<area>-image', () => {
      expect(
        layoutVars({
          colors: { headerBg: '#112233', 'nav bar': 'teal' },
          images: { loginBanner: 'https://cdn.example/banner.webp', logo: '/skin/logo.png' },
        }),
      ).toEqual({
        '--lk-area-header-bg': '#112233',
        '--lk-area-nav-bar': 'teal',
        '--lk-area-login-banner-image': 'url("https://cdn.example/banner.webp")',
        '--lk-area-logo-image': 'url("/skin/logo.png")',
      });
    });
  });
  describe('when values are unsafe or the layout is missing', () => {
    it('drops them', () => {
      expect(
        layoutVars({
          colors: { a: 'red;x:y', b: 'url(x)' },
          images: {
            c: 'javascript:alert(1)',
            d: 'https://x/a")b',
            e: 'relative.png',
            f: 'https://x/a b.png',
          },
        }),
      ).toEqual({});
      expect(layoutVars(undefined)).toEqual({});
      expect(layoutVars({})).toEqual({});
    });
  });
});
