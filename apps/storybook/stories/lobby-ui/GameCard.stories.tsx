import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { GameCard } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import { storyGames } from './fixtures';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const [lucky, , , , royal] = storyGames(12);

const meta = {
  title: 'LobbyUi/GameCard',
  component: GameCard,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: { game: { ...lucky!, hot: false, new: false }, onPlay: fn(), onPlayDemo: fn() },
  render: (args) => (
    <div className="lui-card-row">
      <GameCard {...args} />
    </div>
  ),
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Playable with a demo: the whole card opens the game, the corner button its demo. */
export const Playable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play Lucky Lanterns' }));
    await expect(args.onPlay).toHaveBeenCalledWith(args.game);
    await userEvent.click(canvas.getByRole('button', { name: 'Play demo of Lucky Lanterns' }));
    await expect(args.onPlayDemo).toHaveBeenCalledWith(args.game);
  },
};

/** Hot, new and recommend badges, read after the name. */
export const WithMarks: Story = {
  args: { game: { ...lucky!, hot: true, new: true, recommendStatus: true } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button', { name: 'Play Lucky Lanterns' });
    await expect(card).toHaveAccessibleDescription('Harbor Reels Hot New Top pick');
  },
};

/** Under maintenance: masked, says why, does not open, no demo. */
export const Maintenance: Story = {
  args: { game: { ...lucky!, maintainStatus: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('button', { name: 'Play Lucky Lanterns' });
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText('Under maintenance')).toBeVisible();
    await userEvent.click(card);
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

/** A real-money-only game (live casino): no demo button. */
export const NoDemo: Story = {
  args: { game: { ...royal!, demo: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /demo/i })).toBeNull();
  },
};

/** Without a picture yet: the box keeps the card's shape. */
export const NoPicture: Story = {
  args: { game: { ...lucky!, img: undefined } },
  play: async ({ canvasElement }) => {
    const media = canvasElement.querySelector('.lk-game-card__media')!.getBoundingClientRect();
    await expect(media.width / media.height).toBeCloseTo(200 / 260, 1);
  },
};

/** A site that hides provider names. */
export const ProviderHidden: Story = {
  args: { showProvider: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Harbor Reels')).toBeNull();
  },
};

/** The pseudo-locale: every mark and button still whole on a phone card. */
export const LongTexts: Story = {
  globals: { language: 'pseudo' },
  args: { game: { ...lucky!, hot: true, new: true, recommendStatus: true } },
  render: (args) => (
    <div className="lui-card-row">
      <GameCard {...args} />
      <GameCard {...args} game={{ ...args.game, maintainStatus: true }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const element of canvasElement.querySelectorAll<HTMLElement>(
      '.lk-game-card__badge, .lk-game-card__demo',
    )) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
    }
  },
};
