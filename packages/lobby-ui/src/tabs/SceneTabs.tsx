// The scene tabs of the sub-game (provider) page: all of the provider's games, its hot ones, ...
import { cx } from '../shared/class-names';
import { TabStrip } from '../shared/TabStrip';
import { useLobbyText } from '../shared/texts';

/** A scene of the sub-game page. */
export type GameScene = 'all' | 'hot' | 'recent' | 'favourites';

const sceneKeys = {
  all: 'lobby.tabs.all',
  hot: 'lobby.tabs.hot',
  recent: 'lobby.tabs.recent',
  favourites: 'lobby.tabs.favourites',
} as const;

/** Props of {@link SceneTabs}. */
export interface SceneTabsProps {
  /**
   * The scenes offered, in order.
   * @default ['all', 'hot']
   */
  readonly scenes?: readonly GameScene[] | undefined;
  readonly selected: GameScene;
  readonly onSelect: (scene: GameScene) => void;
  readonly panelId?: string | undefined;
  /**
   * Accessible name of the tablist.
   * @default the "Filter games" text
   */
  readonly label?: string | undefined;
  readonly className?: string | undefined;
}

const defaultScenes: readonly GameScene[] = ['all', 'hot'];

/** Tabs that filter the games of a page: all, hot (and recent, favourites where given). */
export function SceneTabs({
  scenes = defaultScenes,
  selected,
  onSelect,
  panelId,
  label,
  className,
}: SceneTabsProps) {
  const text = useLobbyText();
  return (
    <TabStrip
      items={scenes.map((scene) => ({ id: scene, label: text(sceneKeys[scene]) }))}
      selected={selected}
      onSelect={onSelect}
      label={label ?? text('lobby.provider.scenes')}
      orientation="horizontal"
      panelId={panelId}
      className={cx('lk-scene-tabs', className)}
    />
  );
}
