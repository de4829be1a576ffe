// @vitest-environment jsdom
// The float bar on the reference hall's demo site (spec §2 "Navigation behaviour"): support opens
// the first contact link once, 500 ms after the click however many clicks come; the app entry
// opens the first download domain.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HALL_WAIT, hallAppSuite } from '../test-support/hall-app-suite';

const { openAs } = hallAppSuite();

describe('FloatBarEntries', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('when support is clicked twice in a row', () => {
    it('opens the first contact link once, after 500 ms', async () => {
      const open = vi.spyOn(globalThis, 'open').mockReturnValue(null);
      const { lobby } = await openAs(undefined, '/');
      const support = await screen.findByRole('button', { name: 'Support' }, HALL_WAIT);
      // The contact links come with the footer.
      const footer = lobby.api.endpoints.footerConfig.select();
      await waitFor(() => expect(footer(lobby.store.getState()).data).toBeDefined(), HALL_WAIT);
      const clickedAt = Date.now();
      fireEvent.click(support);
      fireEvent.click(support);
      await waitFor(() => expect(open).toHaveBeenCalled(), HALL_WAIT);
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(490);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(open.mock.calls).toEqual([
        ['https://support.lucky-harbor.example/chat', '_blank', 'noopener,noreferrer'],
      ]);
    });
  });

  describe('when the app entry is clicked', () => {
    it('opens the first download domain', async () => {
      const open = vi.spyOn(globalThis, 'open').mockReturnValue(null);
      const { lobby } = await openAs(undefined, '/');
      await lobby.boot();
      fireEvent.click(await screen.findByRole('button', { name: 'Get the app' }, HALL_WAIT));
      expect(open.mock.calls).toEqual([
        ['https://get.lucky-harbor.example', '_blank', 'noopener,noreferrer'],
      ]);
    });
  });
});
