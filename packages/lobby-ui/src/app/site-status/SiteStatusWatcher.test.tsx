import { LobbyProvider } from '@lobbykit/lobby-core/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkFailures } from '../chunks/chunk-failures';
import { offlineLobby } from '../test-support/offline-lobby';
import { SiteStatusWatcher } from './SiteStatusWatcher';

const DEPLOYED = 'v4.1.141';

/**
 * The site's `/op.json` names `DEPLOYED`; `read` settles once the page has read a version file's
 * body (the watcher decides in the same turn).
 */
function deployed(): { readonly asked: string[]; readonly read: Promise<void> } {
  const asked: string[] = [];
  let bodyRead!: () => void;
  const read = new Promise<void>((resolve) => {
    bodyRead = resolve;
  });
  vi.stubGlobal('fetch', (input: string | URL) => {
    asked.push(input.toString());
    const body = { version: DEPLOYED };
    return Promise.resolve({
      ok: true,
      json: () => {
        setTimeout(bodyRead, 0);
        return Promise.resolve(body);
      },
    });
  });
  return { asked, read };
}

/** The watcher on a lobby built as `appVersion`; a failed chunk makes it read the version file. */
async function updatesSeen(appVersion: string | undefined): Promise<string[]> {
  const { asked, read } = deployed();
  const onUpdate = vi.fn<(version: string) => void>();
  const view = render(
    <LobbyProvider lobby={offlineLobby('BRL', { appVersion })}>
      <SiteStatusWatcher onWatch={() => undefined} onUpdate={onUpdate} />
    </LobbyProvider>,
  );
  chunkFailures.report(new Error('chunk gone'));
  await read;
  view.unmount();
  expect(asked.filter((url) => url.endsWith('/op.json'))).toHaveLength(1);
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
