import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pseudoLocalize } from './pseudo';

describe('pseudoLocalize', () => {
  describe('when given a text with placeholders', () => {
    it('accents the letters, keeps the placeholders and brackets the result', () => {
      const out = pseudoLocalize('Try again in {{seconds}} seconds');
      expect(out.startsWith('⟦Ţŕý áĝáîñ îñ {{seconds}} šéçöñðš')).toBe(true);
      expect(out.endsWith('·⟧')).toBe(true);
    });
  });

  describe('when the text is short', () => {
    it('doubles its visible length', () => {
      expect(pseudoLocalize('OK')).toBe('⟦ÖĶ··⟧');
    });
  });

  describe('when given any text', () => {
    it('is longer, bracketed and free of plain ASCII letters outside placeholders', () => {
      fc.assert(
        fc.property(
          fc.string({ maxLength: 80 }),
          fc.constantFrom('', '{{n}}', '{{requestId}}'),
          (text, placeholder) => {
            const source = `${text}${placeholder}`;
            const out = pseudoLocalize(source);
            expect(out.startsWith('⟦') && out.endsWith('⟧')).toBe(true);
            expect(out.length).toBeGreaterThanOrEqual(source.length + 2);
            expect(out.replace(/\{\{[^}]*\}\}/g, '')).not.toMatch(/[A-Za-z]/);
            if (placeholder && !/[{}]/.test(text)) expect(out).toContain(placeholder);
          },
        ),
        { numRuns: 1000 },
      );
    });
  });
});
