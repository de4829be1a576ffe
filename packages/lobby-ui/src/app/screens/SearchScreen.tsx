// The search page's body: the term lives in the URL (`q`), results come as the visitor types
// (debounced), history is this browser's, the popular list is the hall's.
import { useHotSearchQuery } from '@lobbykit/lobby-core/react';
import { useCallback, useSyncExternalStore } from 'react';
import { SearchPanel } from '../../search/SearchPanel';
import { cleanSearchTerm } from '../router/validate-search';
import { useGameActions, type AppGame } from '../games/use-game-actions';
import { useGamePages } from '../games/use-game-pages';
import { useLobbyNavigate, useLobbyPage } from '../router/navigation';
import { useLobbyApp } from '../shell/app-context';
import { AutoLoadMore } from './AutoLoadMore';

export interface SearchScreenProps {
  /**
   * Milliseconds after the last key before the search runs.
   * @default 500
   */
  readonly delay?: number | undefined;
  readonly className?: string | undefined;
}

// What a server render shows of this browser's history, and so what the hydration of its markup
// shows: nothing; the stored terms arrive as an update once the page is hydrated.
const NONE_STORED: readonly never[] = [];
const NOTHING_STORED = () => NONE_STORED;

export function SearchScreen({ delay, className }: SearchScreenProps) {
  const page = useLobbyPage();
  const term = page.page === 'search' ? (page.q ?? '') : '';
  const navigate = useLobbyNavigate();
  const actions = useGameActions();
  const { searchHistory } = useLobbyApp();
  const history = useSyncExternalStore(searchHistory.subscribe, searchHistory.items, NOTHING_STORED);
  const hot = useHotSearchQuery();
  const results = useGamePages({ keyword: term }, { skip: term === '' });

  const onSearch = useCallback(
    (next: string) =>
      navigate({ page: 'search', q: cleanSearchTerm(next) }, { replace: true, keepScroll: true }),
    [navigate],
  );
  const remember = (next: string) => {
    const clean = cleanSearchTerm(next);
    if (clean !== '') searchHistory.add(clean);
  };
  // A game opened from the results makes its term worth remembering, as a submitted one is.
  const play = (game: AppGame) => {
    remember(term);
    actions.play(game);
  };
  const playDemo = (game: AppGame) => {
    remember(term);
    actions.playDemo(game);
  };

  return (
    <div className={className}>
      <SearchPanel
        initialQuery={term}
        onSearch={onSearch}
        onSubmit={remember}
        history={history}
        onClearHistory={searchHistory.clear}
        hotKeywords={hot.data?.keywords}
        hotGames={hot.data?.games}
        results={term === '' ? [] : results.games}
        resultsTotal={results.total}
        status={term === '' ? 'idle' : results.status}
        onPlay={play}
        onPlayDemo={playDemo}
        onLoadMore={results.loadMore}
        onRetry={results.retry}
        delay={delay}
      />
      {term !== '' && <AutoLoadMore onLoadMore={results.status === 'idle' ? results.loadMore : undefined} />}
    </div>
  );
}
