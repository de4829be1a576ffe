import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isSafeTokenValue } from './color';
import { midAutumnOverlay } from './mid-autumn';

afterEach(cleanup);

describe('midAutumnOverlay', () => {
  describe('when rendered', () => {
    it('wraps the main area with a decoration hidden from assistive technology', async () => {
      const Main = midAutumnOverlay.slots.main;
      const { container } = render(
        <Main>
          <button type="button">Play</button>
        </Main>,
      );
      const slot = container.querySelector('[data-lk-holiday-slot="main"]')!;
      // The main area is there at once; the decoration follows from its own chunk.
      expect(slot.querySelector('button')?.textContent).toBe('Play');
      await waitFor(() => expect(slot.firstElementChild?.tagName).toBe('DIV'));
      const decoration = slot.firstElementChild as HTMLElement;
      expect(decoration.getAttribute('aria-hidden')).toBe('true');
      expect(decoration.style.pointerEvents).toBe('none');
      expect(slot.querySelector('button')?.textContent).toBe('Play');
    });
  });

  describe('when layered', () => {
    it('supplies only a main slot and token overrides that fetch nothing', () => {
      expect(Object.keys(midAutumnOverlay.slots)).toEqual(['main']);
      expect(midAutumnOverlay.themeType).toBe('midAutumn');
      for (const group of Object.values(midAutumnOverlay.tokens ?? {})) {
        for (const value of Object.values(group as Record<string, string>))
          expect(isSafeTokenValue(value)).toBe(true);
      }
    });
  });
});
