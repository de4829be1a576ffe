// What a dialog whose chunk did not download does: tells the player once, and closes its opening.
import { createToaster } from '@lobbykit/ui-blocks';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LobbyAppContext } from '../shell/app-context';
import { testAppContext } from '../test-support/app-context-value';
import { BlockNotOpened } from './BlockNotOpened';

describe('BlockNotOpened', () => {
  it('says to check the connection once, and closes the opening as the player would', () => {
    const toaster = createToaster();
    const onClose = vi.fn();
    const app = testAppContext({ toaster });
    const view = render(
      <LobbyAppContext value={app}>
        <BlockNotOpened open onClose={onClose} />
      </LobbyAppContext>,
    );
    expect(toaster.getItems().map(({ text, kind }) => ({ text, kind }))).toEqual([
      { text: 'Check your connection and try again.', kind: 'warning' },
    ]);
    expect(onClose).toHaveBeenCalledExactlyOnceWith('close-button');

    // The owner closed it: nothing more to say or close.
    view.rerender(
      <LobbyAppContext value={app}>
        <BlockNotOpened open={false} onClose={onClose} />
      </LobbyAppContext>,
    );
    expect(toaster.getItems()).toHaveLength(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
