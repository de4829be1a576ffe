// What the selected home tab shows. Hot (the default): the hot games, then one section per
// category (its providers and first games, "See all"). A category: its providers and every
// game, loaded as the visitor scrolls. Recent: the games this browser opened.
import type { GameCategory, GameProvider } from '@lobbykit/contract';
import { useGameCategoriesQuery, useGameProvidersQuery } from '@lobbykit/lobby-core/react';
import { Suspense, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { GameGrid } from '../../game-grid/GameGrid';
import { ProviderCards } from '../../providers/ProviderCards';
import { cx } from '../../shared/class-names';
import { useLobbyText } from '../../shared/texts';
import { dataOnly } from '../chrome/query-selectors';
import { useNearViewport } from '../chrome/use-near-viewport';
import { useGameActions } from '../games/use-game-actions';
import { useGamePages } from '../games/use-game-pages';
import { LobbyLink, useLobbyPage } from '../router/navigation';
import { useLobbyApp } from '../shell/app-context';
import { AutoLoadMore } from './AutoLoadMore';
import { HOME_PANEL_ID, homeTabOf } from './home-tab';

/** Games a section of the hot tab shows before "See all" (two rows of a wide grid; a phone shows 12). */
const SECTION_GAMES = 16;
/** Cards of the first screen whose pictures load at once (the largest paint). */
const PRIORITY_CARDS = 6;

export interface HomeSectionsProps {
  /**
   * `grid`: sections' games wrap in a grid; `rows`: each section's games scroll sideways in one
   * row (desktop lobbies with a side menu).
   * @default 'grid'
   */
  readonly layout?: 'grid' | 'rows' | undefined;
  /** @default the id HomeCategoryTabs points at */
  readonly panelId?: string | undefined;
  readonly className?: string | undefined;
}

const NO_PROVIDERS: readonly GameProvider[] = [];
const NO_CATEGORIES: readonly GameCategory[] = [];
// What a server render shows of this browser's own lists, and so what the hydration of its
// markup shows: nothing; the stored games arrive as an update once the page is hydrated.
const NONE_STORED: readonly never[] = [];
const NOTHING_STORED = () => NONE_STORED;

function providersOf(providers: readonly GameProvider[], category: GameCategory): GameProvider[] {
  return providers.filter((provider) => provider.categories.includes(category.key));
}

function SectionHeading({ id, title, seeAll }: { id: string; title: string; seeAll?: number | undefined }) {
  const text = useLobbyText();
  return (
    <div className="lk-app-section__head">
      <h2 className="lk-app-section__title" id={id}>
        {title}
      </h2>
      {seeAll !== undefined && (
        <LobbyLink className="lk-app-section__all" to={{ page: 'home', gameCategoryId: seeAll }}>
          {text('lobby.home.seeAll')}
          <span className="lk-visually-hidden">: {title}</span>
        </LobbyLink>
      )}
    </div>
  );
}

function HotSection({ layout }: { readonly layout: 'grid' | 'rows' }) {
  const text = useLobbyText();
  const actions = useGameActions();
  const list = useGamePages({ hot: true });
  const title = text('lobby.home.hot');
  return (
    <section className="lk-app-section" data-layout={layout} aria-labelledby="lk-home-hot">
      <SectionHeading id="lk-home-hot" title={title} seeAll={0} />
      <GameGrid
        games={list.games.slice(0, SECTION_GAMES)}
        status={list.status}
        onRetry={list.retry}
        onPlay={actions.play}
        onPlayDemo={actions.playDemo}
        label={title}
        priorityCount={PRIORITY_CARDS}
      />
    </section>
  );
}

function CategorySection({
  category,
  providers,
  layout,
}: {
  readonly category: GameCategory;
  readonly providers: readonly GameProvider[];
  readonly layout: 'grid' | 'rows';
}) {
  const text = useLobbyText();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const actions = useGameActions();
  const list = useGamePages({ categoryId: category.id }, { skip: !near });
  const headingId = `lk-home-category-${category.id}`;
  const own = useMemo(() => providersOf(providers, category), [providers, category]);
  return (
    <section ref={ref} className="lk-app-section" data-layout={layout} aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={category.name} seeAll={category.id} />
      {near ? (
        <>
          {own.length > 0 && (
            <ProviderCards
              providers={own}
              layout="row"
              onSelect={actions.openProvider}
              label={`${category.name}: ${text('lobby.provider.list')}`}
            />
          )}
          <GameGrid
            games={list.games.slice(0, SECTION_GAMES)}
            status={list.status}
            onRetry={list.retry}
            onPlay={actions.play}
            onPlayDemo={actions.playDemo}
            label={category.name}
            skeletonCount={6}
          />
        </>
      ) : (
        // Far from the viewport, a section is its heading and the room its row will take: the
        // home's first render and layout are the first screen's (a phone's longest task), not
        // ten categories' provider rows and skeletons.
        <div className="lk-app-section__pending" aria-hidden="true" />
      )}
    </section>
  );
}

/**
 * A section of the server-rendered home as a hydration boundary of its own: React hydrates and
 * commits each one apart (see hydrate-boundaries.ts), so a phone takes over the page in short
 * tasks, a section at a time, not the whole feed in one commit. Nothing in a section suspends:
 * the fallback is never shown.
 */
function HydratedApart({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function HotTab({ layout }: { readonly layout: 'grid' | 'rows' }) {
  const { data: categories = NO_CATEGORIES } = useGameCategoriesQuery(undefined, {
    selectFromResult: dataOnly,
  });
  const { data: providers = NO_PROVIDERS } = useGameProvidersQuery(undefined, { selectFromResult: dataOnly });
  return (
    <>
      <HydratedApart>
        <HotSection layout={layout} />
      </HydratedApart>
      {categories.map((category) => (
        <HydratedApart key={category.id}>
          <CategorySection category={category} providers={providers} layout={layout} />
        </HydratedApart>
      ))}
    </>
  );
}

function FullList({
  request,
  title,
}: {
  readonly request: { hot: true } | { categoryId: number };
  title: string;
}) {
  const actions = useGameActions();
  const list = useGamePages(request);
  return (
    <>
      <GameGrid
        games={list.games}
        total={list.total}
        status={list.status}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
        onPlay={actions.play}
        onPlayDemo={actions.playDemo}
        label={title}
        priorityCount={PRIORITY_CARDS}
      />
      <AutoLoadMore onLoadMore={list.status === 'idle' ? list.loadMore : undefined} />
    </>
  );
}

function CategoryTab({ categoryId }: { readonly categoryId: number }) {
  const text = useLobbyText();
  const actions = useGameActions();
  const { data: categories = NO_CATEGORIES } = useGameCategoriesQuery(undefined, {
    selectFromResult: dataOnly,
  });
  const { data: providers = NO_PROVIDERS } = useGameProvidersQuery(undefined, { selectFromResult: dataOnly });
  const category = categories.find((candidate) => candidate.id === categoryId);
  const own = useMemo(() => (category ? providersOf(providers, category) : []), [providers, category]);
  if (categoryId === 0) return <FullList request={{ hot: true }} title={text('lobby.home.hot')} />;
  return (
    <>
      {own.length > 0 && (
        <ProviderCards
          providers={own}
          layout="row"
          onSelect={actions.openProvider}
          label={category ? `${category.name}: ${text('lobby.provider.list')}` : undefined}
        />
      )}
      <FullList request={{ categoryId }} title={category?.name ?? text('lobby.grid.label')} />
    </>
  );
}

function RecentTab() {
  const text = useLobbyText();
  const actions = useGameActions();
  const { recentGames } = useLobbyApp();
  const games = useSyncExternalStore(recentGames.subscribe, recentGames.items, NOTHING_STORED);
  return (
    <GameGrid
      games={games}
      onPlay={actions.play}
      onPlayDemo={actions.playDemo}
      label={text('lobby.tabs.recent')}
      emptyTitle={text('lobby.home.recentEmpty')}
      emptyHint={text('lobby.home.recentEmptyHint')}
    />
  );
}

export function HomeSections({ layout = 'grid', panelId = HOME_PANEL_ID, className }: HomeSectionsProps) {
  const text = useLobbyText();
  const page = useLobbyPage();
  const tab = homeTabOf(page) ?? 'hot';
  const { data: categories = NO_CATEGORIES } = useGameCategoriesQuery(undefined, {
    selectFromResult: dataOnly,
  });
  const label =
    tab === 'hot'
      ? text('lobby.tabs.hot')
      : tab === 'recent'
        ? text('lobby.tabs.recent')
        : tab === 'favourites'
          ? text('lobby.tabs.favourites')
          : (categories.find((category) => category.id === tab)?.name ?? text('lobby.grid.label'));
  return (
    <section id={panelId} role="tabpanel" aria-label={label} className={cx('lk-app-sections', className)}>
      {tab === 'hot' ? (
        <HotTab layout={layout} />
      ) : tab === 'recent' || tab === 'favourites' ? (
        <RecentTab />
      ) : (
        <CategoryTab key={tab} categoryId={tab} />
      )}
    </section>
  );
}
