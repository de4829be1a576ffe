// The sub-game (provider) page's body: the providers as tabs with logos (a side column on a
// wide screen, a row on a phone), the scene tabs (all, hot) and the provider's games.
import { useGameProvidersQuery } from '@lobbykit/lobby-core/react';
import type { GameProvider } from '@lobbykit/contract';
import { useId } from 'react';
import { GameGrid } from '../../game-grid/GameGrid';
import { ProviderTabs } from '../../providers/ProviderTabs';
import { cx } from '../../shared/class-names';
import { useLobbyText } from '../../shared/texts';
import { SceneTabs, type GameScene } from '../../tabs/SceneTabs';
import { dataOnly } from '../chrome/query-selectors';
import { useIsMobile } from '../chrome/use-is-mobile';
import { useGameActions } from '../games/use-game-actions';
import { useGamePages } from '../games/use-game-pages';
import { useLobbyNavigate, useLobbyPage } from '../router/navigation';
import { AutoLoadMore } from './AutoLoadMore';

export interface SubGameScreenProps {
  readonly className?: string | undefined;
}

const SCENES: readonly GameScene[] = ['all', 'hot'];
const NO_PROVIDERS: readonly GameProvider[] = [];

export function SubGameScreen({ className }: SubGameScreenProps) {
  const text = useLobbyText();
  const page = useLobbyPage();
  const navigate = useLobbyNavigate();
  const actions = useGameActions();
  const mobile = useIsMobile();
  const panelId = useId();
  const providerCode = page.page === 'provider' ? page.providerCode : '';
  const scene = page.page === 'provider' ? (page.scene ?? 'all') : 'all';
  const { data: providers = NO_PROVIDERS } = useGameProvidersQuery(undefined, { selectFromResult: dataOnly });
  const provider = providers.find((candidate) => candidate.code === providerCode);
  const list = useGamePages(scene === 'hot' ? { providerCode, hot: true } : { providerCode });
  const go = (code: string, next: 'all' | 'hot') =>
    navigate(
      { page: 'provider', providerCode: code, scene: next === 'all' ? undefined : next },
      { replace: true },
    );

  return (
    <div className={cx('lk-app-subgame', className)}>
      <h1 className="lk-app-page-title">{provider?.name ?? providerCode}</h1>
      <div className="lk-app-subgame__body">
        <ProviderTabs
          className="lk-app-subgame__providers"
          providers={providers}
          selected={providerCode}
          includeAll={false}
          onSelect={(code) => {
            if (code) go(code, scene);
          }}
          orientation={mobile ? 'horizontal' : 'vertical'}
          panelId={panelId}
        />
        <div className="lk-app-subgame__games">
          <SceneTabs
            scenes={SCENES}
            selected={scene}
            onSelect={(next) => go(providerCode, next === 'hot' ? 'hot' : 'all')}
            panelId={panelId}
          />
          <div id={panelId} role="tabpanel" aria-label={provider?.name ?? providerCode}>
            <GameGrid
              games={list.games}
              total={list.total}
              status={list.status}
              onLoadMore={list.loadMore}
              onRetry={list.retry}
              onPlay={actions.play}
              onPlayDemo={actions.playDemo}
              label={text('lobby.grid.label')}
              showProvider={false}
              priorityCount={6}
            />
            <AutoLoadMore onLoadMore={list.status === 'idle' ? list.loadMore : undefined} />
          </div>
        </div>
      </div>
    </div>
  );
}
