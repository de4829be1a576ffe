import { describe, expect, it } from 'vitest';
import { classicTokens } from './token-sets';
import { cssVar, cssVarName, mergeTokens, toCssVars } from './tokens';
import type { TokenOverrides } from './tokens';

const base = classicTokens.tokens;

describe('mergeTokens', () => {
  describe('when given layers', () => {
    it('merges each group key by key, later layers winning, without touching the input', () => {
      const merged = mergeTokens(
        base,
        { color: { primary: '#111' } },
        { color: { primary: '#222', accent: '#333' } },
      );
      expect(merged.color.primary).toBe('#222');
      expect(merged.color.accent).toBe('#333');
      expect(merged.color.text).toBe(base.color.text);
      expect(merged.radius).toBe(base.radius);
      expect(base.color.primary).toBe('#f4b740');
    });
    it('skips undefined layers and unknown groups', () => {
      const merged = mergeTokens(base, undefined, { bogus: { a: 'b' } } as unknown as TokenOverrides);
      expect(merged).toEqual(base);
      expect('bogus' in merged).toBe(false);
    });
  });
});

describe('toCssVars', () => {
  describe('when given a full token set', () => {
    it('names every token --lk-<group>-<kebab key>', () => {
      const vars = toCssVars(base);
      expect(vars['--lk-color-on-primary']).toBe(base.color.onPrimary);
      expect(vars['--lk-radius-md']).toBe('12px');
      expect(vars['--lk-font-family']).toBe(base.font.family);
      const count = Object.values(base as unknown as Record<string, object>).reduce(
        (sum, group) => sum + Object.keys(group).length,
        0,
      );
      expect(Object.keys(vars)).toHaveLength(count);
      expect(Object.keys(vars).every((name) => /^--lk-[a-z]+-[a-z-]+$/.test(name))).toBe(true);
    });
  });
});

describe('cssVar', () => {
  describe('when given a group and key', () => {
    it('refers to the same property toCssVars sets', () => {
      expect(cssVarName('color', 'onPrimary')).toBe('--lk-color-on-primary');
      expect(cssVar('gradient', 'hero')).toBe('var(--lk-gradient-hero)');
      expect(toCssVars(base)).toHaveProperty([cssVarName('shadow', 'glow')]);
    });
  });
});
