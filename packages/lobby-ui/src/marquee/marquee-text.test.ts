import { describe, expect, it } from 'vitest';
import { marqueeText } from './marquee-text';

describe('marqueeText', () => {
  describe('when the announcement is rich text', () => {
    it('keeps the words, drops the markup and collapses the spaces', () => {
      expect(marqueeText('<p>Weekly <b style="color:red">cashback</b>\n is <i>back</i>!</p>')).toBe(
        'Weekly cashback is back!',
      );
    });

    it('decodes entities and never runs what it reads', () => {
      const text = marqueeText('Tom &amp; Jerry <img src=x onerror="window.__ran=1"> &lt;b&gt;');
      expect(text).toBe('Tom & Jerry <b>');
      expect((window as { __ran?: number }).__ran).toBeUndefined();
    });
  });

  describe('when there is no DOMParser', () => {
    it('strips tags and entities by pattern', () => {
      const parser = globalThis.DOMParser;
      // @ts-expect-error -- the server-side case: no DOM at all
      delete globalThis.DOMParser;
      try {
        expect(marqueeText('<script>x()</script><p>Big&nbsp;<b>wins</b> &#38; more &#x2605;</p>')).toBe(
          'Big wins & more ★',
        );
      } finally {
        globalThis.DOMParser = parser;
      }
    });
  });
});
