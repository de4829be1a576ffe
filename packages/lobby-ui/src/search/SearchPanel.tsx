// The search page body: a debounced search box, recent and popular searches, and the results.
import type { Timers } from '@lobbykit/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LobbyGame } from '../data';
import { GameGrid, type GameGridStatus } from '../game-grid/GameGrid';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icons';
import { useLobbyText } from '../shared/texts';
import { SearchHistory } from './SearchHistory';

const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Props of {@link SearchPanel}. */
export interface SearchPanelProps<G extends LobbyGame = LobbyGame> {
  /**
   * Called with the trimmed text `delay` ms after the player stops typing, at once on Enter, a
   * chip or clearing; the owner fetches the results (`''`: nothing to search).
   */
  readonly onSearch: (term: string) => void;
  /** The player committed a search (Enter or a chip): the owner adds it to the history. */
  readonly onSubmit?: ((term: string) => void) | undefined;
  /**
   * Text in the box when the panel opens (e.g. from the URL).
   * @default ''
   */
  readonly initialQuery?: string | undefined;
  /** Recent searches, newest first. */
  readonly history?: readonly string[] | undefined;
  /** Clears the history after the player confirmed; without it there is no "delete all". */
  readonly onClearHistory?: (() => void) | undefined;
  /** Popular search words, offered as chips before the player types. */
  readonly hotKeywords?: readonly string[] | undefined;
  /** Popular games, shown before the player types. */
  readonly hotGames?: readonly G[] | undefined;
  /** The results of the last `onSearch` term. */
  readonly results: readonly G[];
  readonly resultsTotal?: number | undefined;
  /** @default 'idle' */
  readonly status?: GameGridStatus | undefined;
  readonly onPlay: (game: G) => void;
  readonly onPlayDemo?: ((game: G) => void) | undefined;
  readonly onLoadMore?: (() => void) | undefined;
  readonly onRetry?: (() => void) | undefined;
  /**
   * Debounce of `onSearch` in ms (the sub-game page's search waits 500 ms).
   * @default 500
   */
  readonly delay?: number | undefined;
  /** @default globalThis.setTimeout / clearTimeout */
  readonly timers?: Timers | undefined;
  readonly className?: string | undefined;
}

/**
 * The search page's body. Empty, it offers the recent searches (with "delete all" behind a
 * confirmation), popular words and popular games; typing searches after a pause, and the
 * results grid says when it is searching, when nothing matches, and when the search failed.
 */
export function SearchPanel<G extends LobbyGame>({
  onSearch,
  onSubmit,
  initialQuery = '',
  history = [],
  onClearHistory,
  hotKeywords = [],
  hotGames = [],
  results,
  resultsTotal,
  status = 'idle',
  onPlay,
  onPlayDemo,
  onLoadMore,
  onRetry,
  delay = 500,
  timers = globalTimers,
  className,
}: SearchPanelProps<G>) {
  const text = useLobbyText();
  const resultsId = useId();
  const hotId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(initialQuery);
  // The term last handed to onSearch: the results on screen belong to it.
  const [searched, setSearched] = useState(initialQuery.trim());
  const term = draft.trim();
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  const search = (next: string) => {
    setSearched(next);
    onSearchRef.current(next);
  };

  useEffect(() => {
    if (term === searched) return undefined;
    const handle = timers.setTimeout(() => {
      setSearched(term);
      onSearchRef.current(term);
    }, delay);
    return () => timers.clearTimeout(handle);
  }, [term, searched, delay, timers]);

  const commit = (next: string) => {
    setDraft(next);
    search(next.trim());
    if (next.trim() !== '') onSubmit?.(next.trim());
  };
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    commit(draft);
  };
  const pending = term !== searched;

  return (
    <div className={cx('lk-search', className)}>
      <form role="search" className="lk-search__form" onSubmit={onFormSubmit}>
        <Icon name="search" className="lk-search__icon" />
        <input
          ref={inputRef}
          type="search"
          className="lk-search__input"
          aria-label={text('lobby.search.label')}
          placeholder={text('lobby.search.placeholder')}
          enterKeyHint="search"
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        {draft !== '' && (
          <button
            type="button"
            className="lk-search__clear"
            aria-label={text('lobby.search.clear')}
            onClick={() => {
              setDraft('');
              search('');
              inputRef.current?.focus();
            }}
          >
            <Icon name="close" />
          </button>
        )}
      </form>

      {term === '' ? (
        <>
          <SearchHistory terms={history} onPick={commit} onClear={onClearHistory} />
          {(hotKeywords.length > 0 || hotGames.length > 0) && (
            <section className="lk-search__section" aria-labelledby={hotId}>
              <h2 className="lk-search__heading" id={hotId}>
                <Icon name="flame" />
                {text('lobby.search.popular')}
              </h2>
              {hotKeywords.length > 0 && (
                <ul className="lk-search__chips">
                  {hotKeywords.map((keyword) => (
                    <li key={keyword}>
                      <button type="button" className="lk-chip" onClick={() => commit(keyword)}>
                        {keyword}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {hotGames.length > 0 && (
                <GameGrid
                  games={hotGames}
                  onPlay={onPlay}
                  onPlayDemo={onPlayDemo}
                  label={text('lobby.search.popular')}
                />
              )}
            </section>
          )}
        </>
      ) : (
        <section className="lk-search__section" aria-labelledby={resultsId}>
          <h2 className="lk-search__heading" id={resultsId}>
            {text('lobby.search.results', { query: term })}
          </h2>
          <GameGrid
            games={pending ? [] : results}
            total={pending ? undefined : resultsTotal}
            status={pending ? 'loading' : status}
            onPlay={onPlay}
            onPlayDemo={onPlayDemo}
            onLoadMore={onLoadMore}
            onRetry={onRetry ?? (() => search(term))}
            label={text('lobby.search.results', { query: term })}
            emptyTitle={text('lobby.search.noMatch', { query: term })}
            emptyHint={text('lobby.search.noMatchHint')}
            loadingLabel={text('lobby.search.searching')}
          />
        </section>
      )}
    </div>
  );
}
