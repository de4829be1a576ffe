import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { BannerCarousel, JackpotCounter, Marquee } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import { storyBanners } from './fixtures';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const meta = {
  title: 'LobbyUi/HomeBlocks',
  component: BannerCarousel,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: { banners: storyBanners, onActivate: fn() },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const announcements = [
  { id: '1', content: '<p>Welcome to <b>Lucky Harbour</b>: new games every Friday.</p>' },
  { id: '2', content: 'Deposits are credited within <i>one minute</i>.' },
];

/** The banner carousel, rotating by each banner's stay time; controls pause and step it. */
export const Banners: Story = {
  args: { reducedMotion: false },
  render: (args) => (
    <div className="lui-phone">
      <BannerCarousel {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show banner 3' }));
    await expect(canvas.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'VIP club' }));
    await expect(args.onActivate).toHaveBeenCalledWith(args.banners[2]);
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  },
};

/** With reduced motion: no automatic rotation, slides change without sliding. */
export const BannersReducedMotion: Story = {
  args: { reducedMotion: true },
  render: (args) => (
    <div className="lui-phone">
      <BannerCarousel {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next banner' }));
    await expect(canvas.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** A single banner: no controls. */
export const SingleBanner: Story = {
  args: { banners: storyBanners.slice(0, 1) },
  render: (args) => (
    <div className="lui-desktop">
      <BannerCarousel {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next banner' })).toBeNull();
  },
};

/** The announcement line, running; hover or focus pauses it. */
export const MarqueeRunning: StoryObj = {
  render: () => (
    <div className="lui-phone">
      <Marquee items={announcements} reducedMotion={false} onOpen={() => {}} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Announcements' });
    const line = canvasElement.querySelector<HTMLElement>('.lk-marquee__line')!;
    await expect(line.getAnimations()[0]?.playState).toBe('running');
    region.focus();
    await waitFor(() => expect(line.getAnimations()[0]?.playState).toBe('paused'));
  },
};

/** With reduced motion: the announcements as still text. */
export const MarqueeStill: StoryObj = {
  render: () => (
    <div className="lui-phone">
      <Marquee items={announcements} reducedMotion />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

function GrowingPool({ reducedMotion }: { reducedMotion: boolean }) {
  const [amount, setAmount] = useState(1_284_316.4);
  useEffect(() => {
    // A new answer of the hall every few seconds, as the lobby polls it.
    const timer = setInterval(() => setAmount((value) => value + 125.75), 4000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="lui-phone">
      <JackpotCounter amount={amount} currency="BRL" growthPerSecond={12.5} reducedMotion={reducedMotion} />
    </div>
  );
}

/** The jackpot counter: rises smoothly; readers hear the last amount only. */
export const Jackpot: StoryObj = {
  render: () => <GrowingPool reducedMotion={false} />,
  play: async ({ canvasElement }) => {
    const digits = canvasElement.querySelector('.lk-jackpot__digits')!;
    const first = digits.textContent;
    await waitFor(() => expect(digits.textContent).not.toBe(first), { timeout: 4000 });
    await expect(within(canvasElement).getByRole('region', { name: 'Jackpot' })).toBeVisible();
  },
};

/** The jackpot counter with reduced motion: the amount without animation. */
export const JackpotStill: StoryObj = {
  render: () => <GrowingPool reducedMotion />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.lk-jackpot__digits')).toHaveTextContent('R$ 1.284.316,40');
  },
};
