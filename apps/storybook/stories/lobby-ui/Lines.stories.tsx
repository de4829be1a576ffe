// "Switch line" (issue: lines the player can see): the API lines with their measured pings, the
// one in use, a line that does not answer (ping 9999) and a test under way, in the toolbar's
// theme and language. The lobby's footer opens it; choosing a line switches at once.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { UNREACHABLE_PING, type PingLine } from '@lobbykit/contract';
import { LinesDialog } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const line = (lineNumber: number, ping: number, pending = false): PingLine => ({
  url: `https://line${lineNumber}.example`,
  lineNumber,
  ping,
  pending,
});

const MEASURED = [line(1, 86), line(2, 412), line(3, UNREACHABLE_PING)];

const meta = {
  title: 'LobbyUi/Lines',
  component: LinesDialog,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: {
    open: true,
    onClose: fn(),
    lines: MEASURED,
    current: 0,
    testing: false,
    onChoose: fn(),
    onTest: fn(),
  },
  render: function Render(args) {
    const [current, setCurrent] = useState(args.current);
    return (
      <LinesDialog
        {...args}
        current={current}
        onChoose={(url) => {
          setCurrent(args.lines.findIndex((each) => each.url === url));
          args.onChoose(url);
        }}
      />
    );
  },
} satisfies Meta<typeof LinesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines measured: a fast one in use, a slow one, one that does not answer. Arrows choose. */
export const Measured: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Switch line' });
    const inUse = within(dialog).getByRole('radio', { name: 'Line 1 86 ms In use' });
    await expect(inUse).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'Line 3 Unreachable' })).not.toBeChecked();
    inUse.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChoose).toHaveBeenCalledWith('https://line2.example');
    await expect(within(dialog).getByRole('radio', { name: 'Line 2 412 ms In use' })).toBeChecked();
  },
};

/** The pings measured again: every line says so, and "Test again" waits. */
export const Testing: Story = {
  args: { testing: true, lines: MEASURED.map((each) => ({ ...each, pending: true })) },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Switch line' });
    await expect(within(dialog).getAllByRole('radio', { name: /Testing…/ })).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Testing…' }));
    await expect(args.onTest).not.toHaveBeenCalled();
  },
};

/** Opened before any test, the lobby on its second line (the first failed). */
export const NotTestedYet: Story = {
  args: { current: 1, lines: [line(1, UNREACHABLE_PING), line(2, 0), line(3, 0)] },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Switch line' });
    await expect(within(dialog).getByRole('radio', { name: 'Line 2 Not tested In use' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Test again' }));
    await expect(args.onTest).toHaveBeenCalledOnce();
  },
};
