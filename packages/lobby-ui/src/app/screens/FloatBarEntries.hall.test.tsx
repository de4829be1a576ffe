// @vitest-environment jsdom
// The float bar on the reference hall's demo site (spec §2 "Navigation behaviour"): support opens
// the first contact link once, 500 ms after the click however many clicks come; the app entry
// opens the first download domain. On nova, a site with neither, each says it is not enabled.
import { createLobby, type ReactLobby } from '@lobbykit/lobby-core/react';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { defineTheme, type ThemeSlotProps } from '@lobbykit/theme-kit';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLocation } from '../router/memory-location';
import { LobbyApp } from '../shell/LobbyApp';
import { HALL_WAIT, hallAppSuite } from '../test-support/hall-app-suite';
import { testTheme } from '../test-support/test-app';
import { FloatBarEntries } from './FloatBarEntries';

const { hall, openAs } = hallAppSuite();

// nova hides the float bar, so its theme offers support and the app in a side menu, as the aurora
// lobby does: the entries are the same.
function SideMenuLayout({ children }: ThemeSlotProps) {
  return (
    <>
      <aside>
        <FloatBarEntries entries={['support', 'download']} />
      </aside>
      <main>{children}</main>
    </>
  );
}
const sideMenuTheme = defineTheme({ ...testTheme, layouts: { main: SideMenuLayout } });

/**
 * A toast comes at once (support's after its 500 ms click delay). The wait stays under the test's
 * 15 s, so a missing toast fails by its text, not by the test's time-out.
 */
const TOAST_WAIT = { timeout: 10_000 };

/** A lobby of nova (no contact link, no download domain) on the test hall. */
function novaLobby(): ReactLobby {
  const site = hall().site('nova');
  return createLobby({
    siteCode: site.siteCode,
    // jsdom's TextEncoder answers bytes of another realm, which the hall client refuses.
    staticKey: Uint8Array.from(site.staticKey, (char) => char.charCodeAt(0)),
    lines: { api: [hall().server.apiUrls[0]!], assets: [hall().server.assetUrls[0]!] },
    location: 'http://lobby.test/',
    browserLanguages: ['en-US'],
    storage: memoryStorage(),
    hall: { retry: { baseDelayMs: 5, maxDelayMs: 20 } },
  });
}

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

  describe('when the site has no customer service and no app', () => {
    const lobbies: ReactLobby[] = [];
    afterEach(() => {
      lobbies.splice(0).forEach((lobby) => lobby.dispose());
    });

    it('says customer service is not enabled, and the download page is not enabled, opening nothing', async () => {
      const open = vi.spyOn(globalThis, 'open').mockReturnValue(null);
      const lobby = novaLobby();
      lobbies.push(lobby);
      await lobby.boot();
      render(
        <LobbyApp
          lobby={lobby}
          theme={sideMenuTheme}
          location={createMemoryLocation('/')}
          storage={memoryStorage()}
          preload={false}
        />,
      );
      const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' }, HALL_WAIT);
      // The answer that has no contact link: the footer's.
      const footer = lobby.api.endpoints.footerConfig.select();
      await waitFor(() => expect(footer(lobby.store.getState()).data).toBeDefined(), HALL_WAIT);

      // The toasts' live region comes (lazily) with the first toast: it is asked for each time,
      // among the page's other status lines (a grid still loading its games says so in one).
      const toasts = () =>
        screen
          .getAllByRole('status')
          .flatMap((region) => within(region).queryAllByText(/ is not enabled\.$/));

      fireEvent.click(within(shortcuts).getByRole('button', { name: 'Support' }));
      await waitFor(
        () =>
          expect(toasts().map((toast) => toast.textContent)).toEqual(['Customer service is not enabled.']),
        TOAST_WAIT,
      );

      fireEvent.click(within(shortcuts).getByRole('button', { name: 'Get the app' }));
      // The first toast may have timed out (3 s) by now on a slow machine: only the new one counts.
      await waitFor(
        () =>
          expect(toasts().map((toast) => toast.textContent)).toContain('The download page is not enabled.'),
        TOAST_WAIT,
      );
      expect(open).not.toHaveBeenCalled();
    });
  });
});
