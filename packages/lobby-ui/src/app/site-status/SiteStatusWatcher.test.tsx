import { LobbyProvider } from '@lobbykit/lobby-core/react';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkFailures } from '../chunks/chunk-failures';
import { offlineLobby } from '../test-support/offline-lobby';
import { SiteStatusWatcher } from './SiteStatusWatcher';

const DEPLOYED = 'v4.1.141';

/** The site's `/op.json` names `DEPLOYED`; answers the addresses the page asked for. */
function deployed(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: string | URL) => {
    asked.push(input.toString());
    return Promise.resolve(Response.json({ version: DEPLOYED }));
  });
  return asked;
}

/** The watcher on a lobby built as `appVersion`; a failed chunk makes it read the version file. */
async function updatesSeen(appVersion: string | undefined): Promise<string[]> {
  const asked = deployed();
  const onUpdate = vi.fn<(version: string) => void>();
  const view = render(
    <LobbyProvider lobby={offlineLobby('BRL', { appVersion })}>
      <SiteStatusWatcher onWatch={() => undefined} onUpdate={onUpdate} />
    </LobbyProvider>,
  );
  chunkFailures.report(new Error('chunk gone'));
  await waitFor(() => expect(asked.some((url) => url.endsWith('/op.json'))).toBe(true));
  // The answer is read after the request: give it the time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 20));
  view.unmount();
  return onUpdate.mock.calls.map(([version]) => version);
}

describe('SiteStatusWatcher', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for a reload when the site deployed a newer version than the app was built as', async () => {
    expect(await updatesSeen(undefined)).toEqual([DEPLOYED]);
  });

  it('asks nothing of a page built as the deployed version, so a reload into it ends the question', async () => {
    expect(await updatesSeen(DEPLOYED)).toEqual([]);
  });
});
