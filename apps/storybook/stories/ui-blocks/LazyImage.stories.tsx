import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  ImageConfigProvider,
  LazyImage,
  createLruCache,
  type LazyImageChange,
  type VisibilityObserver,
} from '@lobbykit/ui-blocks';
import '@lobbykit/ui-blocks/styles.css';
import jackpotUrl from './assets/lobby/jackpot.png?no-inline';
import { gameArt, games } from './game-art';
import './ui-blocks-stories.css';

// Each story gets its own cache, so a picture loaded in one story does not skip the states of the next.
const freshCache = () => createLruCache<string, string>(100);
// An observer that never reports visibility keeps images in the wait state.
const neverVisible: VisibilityObserver = { observe: () => () => undefined, size: 0 };
// Port 9 on the loopback refuses connections at once: a dead asset host.
const deadHost = 'http://127.0.0.1:9';

const boxes = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('.lk-image'));

const meta = {
  title: 'UiBlocks/LazyImage',
  component: LazyImage,
  args: { src: games[0].art, alt: games[0].name, width: 480, height: 300 },
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lobby row: the banner is the page's largest paint (priority), cards load as they near the viewport. */
export const Loaded: Story = {
  render: () => (
    <ImageConfigProvider value={{ cache: freshCache() }}>
      <div className="uib-page">
        <div className="uib-hero">
          <LazyImage
            src={gameArt('Weekly Jackpot', '#4a148c', '#ff6f00', 'seven', 1000)}
            alt="Weekly jackpot banner"
            width={1000}
            height={300}
            priority
          />
        </div>
        <h2 className="uib-row-title">Hot games</h2>
        <div className="uib-grid">
          {games.map((game) => (
            <figure key={game.name} className="uib-card">
              <LazyImage src={game.art} alt={game.name} width={480} height={300} />
              <figcaption>{game.name}</figcaption>
            </figure>
          ))}
        </div>
      </div>
    </ImageConfigProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(boxes(canvasElement)[0]!.dataset.result).toBe('success'));
    await expect(canvas.getByRole('img', { name: 'Weekly jackpot banner' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await waitFor(() => expect(boxes(canvasElement)[1]!.dataset.status).toBe('loaded'));
    // The reserved box keeps the 480:300 ratio of the card art.
    const card = boxes(canvasElement)[1]!.getBoundingClientRect();
    await expect(card.width / card.height).toBeCloseTo(1.6, 1);
  },
};

/** Waiting for the viewport: the box is reserved and shimmers, no request is made yet. */
export const Waiting: Story = {
  render: () => (
    <ImageConfigProvider value={{ cache: freshCache(), observer: neverVisible }}>
      <div className="uib-page uib-narrow">
        <figure className="uib-card">
          <LazyImage src={games[1].art} alt={games[1].name} width={480} height={300} />
          <figcaption>{games[1].name}</figcaption>
        </figure>
      </div>
    </ImageConfigProvider>
  ),
  play: async ({ canvasElement }) => {
    const box = boxes(canvasElement)[0]!;
    await expect(box.dataset.status).toBe('wait');
    await expect(within(canvasElement).getByRole('img')).not.toHaveAttribute('src');
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

/** No source: the placeholder is shown and the result is `empty`. */
export const Empty: Story = {
  render: () => (
    <ImageConfigProvider value={{ cache: freshCache() }}>
      <div className="uib-page uib-narrow">
        <figure className="uib-card">
          <LazyImage
            src=""
            alt="Game without a picture"
            width={480}
            height={300}
            placeholderSrc={gameArt('Coming soon', '#263238', '#546e7a', 'dice')}
          />
          <figcaption>Coming soon</figcaption>
        </figure>
      </div>
    </ImageConfigProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(boxes(canvasElement)[0]!.dataset.result).toBe('empty');
  },
};

/** Every host failed: the given error image is shown. */
export const ErrorImage: Story = {
  render: () => (
    <ImageConfigProvider value={{ cache: freshCache(), hosts: [deadHost] }}>
      <div className="uib-page uib-narrow">
        <figure className="uib-card">
          <LazyImage
            src="/lobby/missing.png"
            alt="Ocean King"
            width={480}
            height={300}
            priority
            errorSrc={gameArt('Picture unavailable', '#3e2723', '#6d4c41', 'fish')}
          />
          <figcaption>Ocean King</figcaption>
        </figure>
      </div>
    </ImageConfigProvider>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(boxes(canvasElement)[0]!.dataset.status).toBe('error'), { timeout: 5000 });
    await expect(within(canvasElement).getByRole('img').getAttribute('src')).toContain('data:image/svg+xml');
  },
};

/**
 * Every host failed and no error image was given: the box stays, empty, and the picture has no
 * address (nothing more is asked for, nothing a strict image policy refuses); its name is still
 * read out.
 */
export const ErrorEmptyBox: Story = {
  render: () => (
    <ImageConfigProvider value={{ cache: freshCache(), hosts: [deadHost] }}>
      <div className="uib-page uib-narrow">
        <figure className="uib-card">
          <LazyImage src="/lobby/missing.png" alt="Royal Poker" width={480} height={300} priority />
          <figcaption>Royal Poker</figcaption>
        </figure>
      </div>
    </ImageConfigProvider>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(boxes(canvasElement)[0]!.dataset.status).toBe('error'), { timeout: 5000 });
    const picture = within(canvasElement).getByRole('img', { name: 'Royal Poker' });
    await expect(picture).not.toHaveAttribute('src');
    await expect(boxes(canvasElement)[0]!.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

const tried: string[] = [];
const recordTry = (change: LazyImageChange) => {
  if (change.url) tried.push(change.url);
};

/** The first asset host is down (and the avif copy is missing): the image retries and loads the original. */
export const RetriesOtherHost: Story = {
  render: () => (
    <ImageConfigProvider value={{ cache: freshCache(), hosts: [deadHost, window.location.origin] }}>
      <div className="uib-page uib-narrow">
        <figure className="uib-card">
          <LazyImage
            src={new URL(jackpotUrl, window.location.href).pathname}
            alt="Jackpot"
            width={480}
            height={300}
            priority
            onStateChange={recordTry}
          />
          <figcaption>Jackpot (second host)</figcaption>
        </figure>
      </div>
    </ImageConfigProvider>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(boxes(canvasElement)[0]!.dataset.result).toBe('success'), { timeout: 8000 });
    await expect(tried.some((url) => url.startsWith(deadHost))).toBe(true);
    await expect(within(canvasElement).getByRole('img').getAttribute('src')).toContain(
      window.location.origin,
    );
  },
};
