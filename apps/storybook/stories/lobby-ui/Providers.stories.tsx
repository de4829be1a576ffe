import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { GameGrid, ProviderCards, ProviderTabs, SceneTabs, type GameScene } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import { storyGames, storyProviders } from './fixtures';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const meta = {
  title: 'LobbyUi/Providers',
  component: ProviderCards,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: { providers: storyProviders, onSelect: fn() },
} satisfies Meta<typeof ProviderCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Provider cards in a category section: logo, name, game count; one under maintenance. */
export const CardsGrid: Story = {
  render: (args) => (
    <div className="lui-desktop">
      <ProviderCards {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Harbor Reels/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(args.providers[0]);
    const closed = canvas.getByRole('button', { name: /Jade Table/ });
    await expect(closed).toHaveAccessibleDescription('Under maintenance');
  },
};

/** One row that scrolls sideways (a phone's category section). */
export const CardsRow: Story = {
  args: { layout: 'row', label: 'Slot providers' },
  render: (args) => (
    <div className="lui-phone">
      <ProviderCards {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Slot providers' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/** The sub-game page: provider tabs at the side, scene tabs on top of the grid. */
export const SubGamePage: Story = {
  render: function Render(args) {
    const [provider, setProvider] = useState<string | null>('HAR');
    const [scene, setScene] = useState<GameScene>('all');
    const games = storyGames(12).filter((game) => scene === 'all' || game.hot);
    return (
      <div className="lui-sub-game">
        <ProviderTabs
          providers={args.providers}
          selected={provider}
          onSelect={setProvider}
          panelId="sub-game-panel"
        />
        <div role="tabpanel" id="sub-game-panel" aria-label={provider ?? 'All providers'}>
          <SceneTabs selected={scene} onSelect={setScene} />
          <GameGrid games={games} total={games.length} onPlay={() => {}} label="Games" />
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const providerTabs = within(canvas.getByRole('tablist', { name: 'Game providers' }));
    await userEvent.click(providerTabs.getByRole('tab', { name: 'All' }));
    await expect(providerTabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(providerTabs.getByRole('tab', { name: 'Harbor Reels' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const scenes = within(canvas.getByRole('tablist', { name: 'Filter games' }));
    await userEvent.click(scenes.getByRole('tab', { name: 'Hot' }));
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(12);
  },
};

/** Provider tabs as a row on top (a phone layout). */
export const TabsRow: Story = {
  render: function Render(args) {
    const [provider, setProvider] = useState<string | null>(null);
    return (
      <div className="lui-phone">
        <ProviderTabs
          providers={args.providers}
          selected={provider}
          onSelect={setProvider}
          orientation="horizontal"
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tablist')).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
  },
};
