import { describe, expect, it } from 'vitest';
import { contrast } from './color';
import { mergeTokens } from './tokens';
import { auroraTokens, classicTokens } from './token-sets';

describe('base token sets', () => {
  for (const set of [classicTokens, auroraTokens]) {
    describe(`when the set is ${set.name}`, () => {
      const variants = [
        ['base', set.tokens] as const,
        ...Object.entries(set.skins ?? {}).map(
          ([skin, layer]) => [`skin ${skin}`, mergeTokens(set.tokens, layer)] as const,
        ),
      ];

      it('meets WCAG AA (4.5:1) for text and muted text on every background', () => {
        for (const [variant, tokens] of variants) {
          for (const background of [tokens.color.bg, tokens.color.surface, tokens.color.raised]) {
            expect(
              contrast(tokens.color.text, background),
              `${variant} text on ${background}`,
            ).toBeGreaterThanOrEqual(4.5);
            expect(
              contrast(tokens.color.muted, background),
              `${variant} muted on ${background}`,
            ).toBeGreaterThanOrEqual(4.5);
          }
          expect(
            contrast(tokens.color.onPrimary, tokens.color.primary),
            `${variant} on primary`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      });

      it('meets AA for the text on every stop of the primary gradient', () => {
        for (const [variant, tokens] of variants) {
          const stops = tokens.gradient.primary.match(/#[\da-f]{6}/gi) ?? [];
          expect(stops.length).toBeGreaterThanOrEqual(2);
          for (const stop of stops) {
            expect(contrast(tokens.color.onPrimary, stop), `${variant} on ${stop}`).toBeGreaterThanOrEqual(
              4.5,
            );
          }
        }
      });

      it('paints its hero backdrop over the background token, so a site colour shows through', () => {
        expect(set.tokens.gradient.hero).toMatch(/var\(--lk-color-bg\)$/);
      });
    });
  }
});
