import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LazyImage } from '@lobbykit/ui-blocks';
import {
  ScrollContainer,
  type ScrollContainerHandle,
  type ScrollPosition,
} from '@lobbykit/ui-blocks/scroll-container';
import '@lobbykit/ui-blocks/styles.css';
import { games } from './game-art';
import './ui-blocks-stories.css';

const meta = {
  title: 'UiBlocks/ScrollContainer',
  component: ScrollContainer,
  args: { label: 'Hot games' },
} satisfies Meta<typeof ScrollContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

function GameRow() {
  const handle = useRef<ScrollContainerHandle>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [ends, setEnds] = useState(0);
  const track = (position: ScrollPosition) => setEdges({ atStart: position.atStart, atEnd: position.atEnd });
  return (
    <div className="uib-page">
      <div className="uib-toolbar">
        <h2 className="uib-row-title">Hot games</h2>
        <button
          type="button"
          className="uib-button"
          aria-label="Previous games"
          disabled={edges.atStart}
          onClick={() => handle.current?.step(-1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="uib-button"
          aria-label="Next games"
          disabled={edges.atEnd}
          onClick={() => handle.current?.step(1)}
        >
          ›
        </button>
        <p className="uib-note" data-testid="ends">
          Scroll ends: {ends}
        </p>
      </div>
      <ScrollContainer
        ref={handle}
        label="Hot games"
        direction="horizontal"
        step={182}
        className="uib-row"
        onPositionChange={track}
        onScrollEnd={(position) => {
          track(position);
          setEnds((count) => count + 1);
        }}
      >
        {[...games, ...games].map((game, index) => (
          <figure key={index} className="uib-card">
            <LazyImage src={game.art} alt={game.name} width={480} height={300} />
            <figcaption>{game.name}</figcaption>
          </figure>
        ))}
      </ScrollContainer>
    </div>
  );
}

/** A horizontal game row that snaps card by card; drag it with a mouse or use the arrows. */
export const HorizontalRow: Story = {
  render: () => <GameRow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = canvas.getByRole('region', { name: 'Hot games' });
    await expect(canvas.getByRole('button', { name: 'Previous games' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next games' }));
    await waitFor(() => expect(viewport.scrollLeft).toBe(182), { timeout: 2000 });
    await waitFor(() => expect(canvas.getByTestId('ends')).toHaveTextContent('Scroll ends: 1'), {
      timeout: 2000,
    });
    await expect(canvas.getByRole('button', { name: 'Previous games' })).toBeEnabled();
    // The region comes next in the tab order, so the keyboard's arrow keys can scroll it.
    await userEvent.tab();
    await expect(viewport).toHaveFocus();
  },
};

/** A vertical list with the slim custom track; the scroll end event fires once scrolling rests. */
export const VerticalList: Story = {
  render: function Render() {
    const [ended, setEnded] = useState<ScrollPosition | null>(null);
    return (
      <div className="uib-page uib-narrow">
        <p className="uib-note" data-testid="status">
          {ended
            ? `Rested at ${Math.round(ended.offset)} px${ended.atEnd ? ' (end)' : ''}`
            : 'Scroll the list'}
        </p>
        <ScrollContainer label="Betting records" className="uib-scroll-box" onScrollEnd={setEnded}>
          <ul className="uib-list">
            {Array.from({ length: 30 }, (_, index) => (
              <li key={index}>
                Order #{(240115 + index * 7).toString()} · {games[index % games.length]!.name}
              </li>
            ))}
          </ul>
        </ScrollContainer>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = canvas.getByRole('region', { name: 'Betting records' });
    viewport.scrollTop = viewport.scrollHeight;
    await waitFor(() => expect(canvas.getByTestId('status')).toHaveTextContent('(end)'), { timeout: 2000 });
  },
};
