// The footer's line switch on the reference hall server in jsdom, with two API domains: the line
// in use with its ping, the lines measured when the list opens, the player's choice applied
// without a reload, the lobby moving off a line whose domain went down by itself, with a toast
// that says so, and one toast, not one per turn, when every line is down.
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { hallReactLobby, renderableApp } from '../test-support/test-app';

const WAIT = { timeout: 30_000 };
let hall: TestHall;
const lobbies: ReactLobby[] = [];

beforeAll(async () => {
  hall = await startTestHall({ apiDomains: 2 });
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  for (const domain of await hall.control.domains.list())
    if (!domain.up) await hall.control.domains.set(domain.id, { up: true });
});
afterAll(() => hall.close());

function open() {
  const lobby = hallReactLobby(hall, '/', { WebSocket: null, BroadcastChannel: null, share: false });
  lobbies.push(lobby);
  render(renderableApp(lobby, '/').element);
  return lobby;
}

const footer = async () => within(await screen.findByRole('contentinfo', {}, WAIT));
const currentUrl = (lobby: ReactLobby) => {
  const { api } = lobby.store.getState().lines;
  return api.lines[api.current]?.url;
};

/**
 * A lobby whose lines' chunk is in, and whose lines the boot's speed test has measured: the list
 * opened and closed once loads the chunk that watches for a failover (a failover before it arrives
 * is not told; a loaded machine may take seconds to get it), and a speed test's answer could move
 * the lobby to the faster line by itself, which is no failover.
 */
async function openMeasured() {
  const lobby = open();
  await userEvent.click(await (await footer()).findByRole('button', { name: 'Switch line' }, WAIT));
  const dialog = await screen.findByRole('dialog', { name: 'Switch line' }, WAIT);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => {
    const { api } = lobby.store.getState().lines;
    expect(!api.testing && api.lines.every((line) => line.ping > 0)).toBe(true);
  }, WAIT);
  return lobby;
}

const checkUsername = async (lobby: ReactLobby) =>
  // One the client never caches (a name to check), so it goes to the network.
  (await lobby.hall()).client.request('checkUsername', { params: { username: `line${Date.now() % 1e9}` } });

describe('LineSwitch', { timeout: 120_000 }, () => {
  it('lists the measured lines and switches to the one the player picks, without a reload', async () => {
    const lobby = open();
    const switchLine = await (await footer()).findByRole('button', { name: 'Switch line' }, WAIT);
    await userEvent.click(switchLine);
    const dialog = await screen.findByRole('dialog', { name: 'Switch line' }, WAIT);
    // Opened before any test: the pings are measured now.
    await waitFor(() => {
      const names = within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent);
      expect(names).toHaveLength(2);
      for (const name of names) expect(name).toMatch(/^Line \d \d[\d,]* ms/);
    }, WAIT);

    const other = within(dialog)
      .getAllByRole<HTMLInputElement>('radio')
      .find((radio) => !radio.checked)!;
    const otherNumber = /Line (\d)/.exec(other.closest('label')!.textContent)![1];
    await userEvent.click(other);
    await waitFor(() => expect(other.checked).toBe(true));
    expect(other.closest('label')!.textContent).toMatch(/In use$/);
    expect((await footer()).getByText(new RegExp(`^Line ${otherNumber} · `))).toBeTruthy();
    expect(currentUrl(lobby)).toBe(hall.server.apiUrls[Number(otherNumber) - 1]);
  });

  it('moves off a line whose domain is down, and says so', async () => {
    const lobby = await openMeasured();
    const before = currentUrl(lobby)!;
    const down = (await hall.control.domains.list()).find(
      (domain) => domain.url.replace(/\/+$/, '') === before,
    )!;
    await hall.control.domains.set(down.id, { up: false });

    // The next call meets the dead domain: the transport moves on, and the call still succeeds.
    const call = checkUsername(lobby);
    const toast = await screen.findByText(/^Connection problem: now on line \d\.$/, {}, WAIT);
    expect((await call).ok).toBe(true);
    expect(toast.textContent).not.toContain(`line ${hall.server.apiUrls.indexOf(before) + 1}.`);
    await waitFor(() => expect(currentUrl(lobby)).not.toBe(before), WAIT);
    const number = hall.server.apiUrls.indexOf(currentUrl(lobby)!) + 1;
    expect((await footer()).getByText(new RegExp(`^Line ${number} · `))).toBeTruthy();
  });

  it('says once that no line is answering when every domain is down', async () => {
    const lobby = await openMeasured();
    for (const domain of await hall.control.domains.list())
      await hall.control.domains.set(domain.id, { up: false });

    // The call goes round the dead lines until its retries are spent, and fails.
    expect((await checkUsername(lobby)).ok).toBe(false);
    await screen.findByText('No line is answering. Check your connection.', {}, WAIT);
    const { api } = lobby.store.getState().lines;
    expect(api.lines.every((line) => line.ping === 9999)).toBe(true);
    // A second call takes another turn round them: nothing more is told.
    expect((await checkUsername(lobby)).ok).toBe(false);
    expect(screen.getAllByText('No line is answering. Check your connection.')).toHaveLength(1);
    // It took the place of the toast of the line the call turned to on its way.
    expect(screen.queryByText(/^Connection problem: now on line \d\.$/)).toBeNull();
  });
});
