import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryTabs, SceneTabs, type CategoryTabId, type GameScene } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import { storyCategories } from './fixtures';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const meta = {
  title: 'LobbyUi/CategoryTabs',
  component: CategoryTabs,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: { categories: storyCategories, selected: 3, onSelect: () => {} },
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

function Selectable(
  props: Omit<Parameters<typeof CategoryTabs>[0], 'selected' | 'onSelect'> & { start: CategoryTabId },
) {
  const [selected, setSelected] = useState<CategoryTabId>(props.start);
  return (
    <>
      <CategoryTabs {...props} selected={selected} onSelect={setSelected} panelId="category-panel" />
      <div role="tabpanel" id="category-panel" aria-label="Selected category" className="lui-note">
        Selected: {String(selected)}
      </div>
    </>
  );
}

/** The nine categories and clubs with hot, recent and favourites, scrolling sideways on a phone. */
export const PhoneRow: Story = {
  render: (args) => (
    <div className="lui-phone">
      <Selectable categories={args.categories} extras={['hot', 'recent', 'favourites']} start={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tablist = canvas.getByRole('tablist', { name: 'Game categories' });
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'Slots' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Favourites' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toHaveFocus();
    // The selected tab is scrolled into the row's view.
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
      tablist.getBoundingClientRect().right + 1,
    );
  },
};

/** The side menu of a desktop theme: vertical, moved with up and down. */
export const SideMenu: Story = {
  render: (args) => (
    <div style={{ width: '220px' }}>
      <Selectable categories={args.categories} extras={['hot']} orientation="vertical" start="hot" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Hot' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Fishing' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The scene tabs of the sub-game page. */
export const Scenes: StoryObj = {
  render: function Render() {
    const [scene, setScene] = useState<GameScene>('all');
    return <SceneTabs selected={scene} onSelect={setScene} scenes={['all', 'hot', 'recent', 'favourites']} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Hot' }));
    await expect(canvas.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The pseudo-locale: longer names still fit their tabs; the row scrolls. */
export const LongTexts: Story = {
  globals: { language: 'pseudo' },
  render: (args) => (
    <div className="lui-phone">
      <Selectable categories={args.categories} extras={['hot', 'recent', 'favourites']} start="hot" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const tab of within(canvasElement).getAllByRole('tab')) {
      await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth + 1);
    }
  },
};
