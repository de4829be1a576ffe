// A sports game's matches (issue: the sports service): the strip above a sports game, in every
// state it has (loading, listed, updating, none, the service's own failure, the session ended
// by A001), in the toolbar's theme and language. The last story shows it on the game page.
import type { SportsMatch } from '@lobbykit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { DemoGameFrame, SportsMatchList } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const KICKOFF = Date.UTC(2026, 10, 29, 18, 0);
const MATCHES: SportsMatch[] = [
  ['Harbour League', 'Lucky Harbor FC', 'Riverside United', 1.8, 3.2, 4.1],
  ['Coastal Cup', 'Northgate Athletic', 'Southbay Rovers', 1.9, 3.2, 4],
  ['Northern Series', 'Eastfield Town', 'Westmoor City', 2, 3.2, 3.9],
].map(([league, home, away, win, draw, lose], index) => ({
  id: `m${index + 1}`,
  league: league as string,
  home: home as string,
  away: away as string,
  kickoffAt: KICKOFF + index * 3_600_000,
  odds: { home: win as number, draw: draw as number, away: lose as number },
}));

// A stand-in sportsbook: no network, a coloured page with a title.
const gameUrl = `data:text/html,${encodeURIComponent(
  '<!doctype html><title>Harbour Sportsbook</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:linear-gradient(#0b5d3b,#14213d);color:#fff;font:700 28px system-ui">Harbour Sportsbook</body>',
)}`;

const meta = {
  title: 'LobbyUi/Sports',
  component: SportsMatchList,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: { state: { status: 'ready', matches: MATCHES }, onReload: fn(), utc: true },
} satisfies Meta<typeof SportsMatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three matches with their kick-off and odds; "Update matches" loads them again. */
export const Listed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: "Today's matches" });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(region).getByText('Kick-off 18:00')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Update matches' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** An update on its way: the list stays and the button waits. */
export const Updating: Story = {
  args: { reloading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Update matches' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The first load on its way. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading matches…');
  },
};

/** The service lists nothing right now. */
export const NoMatches: Story = {
  args: { state: { status: 'ready', matches: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No matches right now.')).toBeInTheDocument();
  },
};

/** The service failed: its own message, as it sent it, and "Try again". */
export const Failed: Story = {
  args: { state: { status: 'failed', message: 'Odds feed paused, back in a minute' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Odds feed paused, back in a minute');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** A001: the sports session ended; the lobby goes home a second later. */
export const SessionEnded: Story = {
  args: { state: { status: 'ended' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your sports session has ended. Back to the lobby…',
    );
  },
};

/** On the page of a sports game played with real money: the strip between the bar and the game. */
export const OnTheGamePage: Story = {
  // axe cannot enter a frame of another origin; the page around it is checked.
  parameters: { a11y: { options: { iframes: false } } },
  render: (args) => (
    <div className="lui-frame-page">
      <DemoGameFrame
        state={{ status: 'ready', url: gameUrl }}
        gameName="Harbour Sportsbook"
        onBack={fn()}
        mode="real"
        balance={{ amount: 5000, currency: 'BRL' }}
        panel={<SportsMatchList {...args} />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: "Today's matches" })).toBeInTheDocument();
    await expect(canvas.getByTitle('Harbour Sportsbook')).toBeInTheDocument();
  },
};
