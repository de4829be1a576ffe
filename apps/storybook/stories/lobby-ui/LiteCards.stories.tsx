// The lite game cards of the `mock.cardLite` debug switch, shown through the whole app: lobby-ui
// exports no prop or context that puts a card in its lite form, so the switch in the landing URL
// is the only public way to it. The style sheets a theme app loads come first, because the lite
// box takes its size from them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import '@lobbykit/lobby-ui/styles.css';
import '@lobbykit/lobby-ui/app.css';
import { StoryApp } from './app-story-lobby';

const meta = {
  title: 'LobbyUi/LiteCards',
  component: StoryApp,
  args: { path: '/?mock.cardLite' },
  // The app has its own ThemeProvider and texts (the lobby's language), as a theme app has.
  parameters: { lobbyTheme: false },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home with the switch on: each card an empty box the picture's size, its name under it. */
export const Lite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Hot games' });
    // The hot list holds 16 games, so its names carry a number ("Lucky Lanterns 1").
    const [open] = await canvas.findAllByRole('button', { name: /^Play Lucky Lanterns/ });
    await expect(open).toBeVisible();
    await expect(open).toHaveTextContent(/^Lucky Lanterns/);
    const cards = canvasElement.querySelectorAll('.lk-game-card');
    await expect(cards.length).toBeGreaterThan(0);
    // A card in its normal form always renders its <img>, so a lite card has none.
    for (const card of cards) await expect(card.querySelector('img')).toBeNull();
    // The empty box keeps the picture's 200 x 260 shape, so the grid does not move.
    const box = open!
      .closest('.lk-game-card')!
      .querySelector('.lk-game-card__media')!
      .getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(200 / 260, 1);
    await expect(open!.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
  },
};
