// A sports game's matches (spec §4, §7, §8), shown on its page above the game: each match's
// league, teams, kick-off time and the three odds, in a strip that scrolls sideways on a phone.
// The sports service's failure shows its own message; an ended sports session (A001) says the
// lobby is going back home.
import type { SportsMatch } from '@lobbykit/contract';
import { formatDate } from '@lobbykit/i18n';
import { useId } from 'react';
import { RefreshButton } from '../shared/RefreshButton';
import { useLobbyText } from '../shared/texts';

/** Where the matches are: on their way, listed, not loaded (with what to show), or the session ended. */
export type SportsMatchesState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly matches: readonly SportsMatch[] }
  /** `message` is the service's own, shown as it is; without one the list says it failed. */
  | { readonly status: 'failed'; readonly message?: string | undefined }
  | { readonly status: 'ended' };

export interface SportsMatchListProps {
  readonly state: SportsMatchesState;
  /**
   * Loads the matches again: "Update matches" beside the title of a list (odds move), "Try
   * again" under a failure. Without it neither shows.
   */
  readonly onReload?: (() => void) | undefined;
  /** A reload is on its way: the list stays, the button waits and says so. */
  readonly reloading?: boolean | undefined;
  /** Kick-off times in UTC instead of the device's time zone (stories and tests). */
  readonly utc?: boolean | undefined;
}

/** Decimal odds as the books print them: two decimals. */
const oddText = (odd: number) => odd.toFixed(2);

function MatchItem({ match, utc }: { readonly match: SportsMatch; readonly utc: boolean }) {
  const text = useLobbyText();
  const time = formatDate(match.kickoffAt, 'HH:mm', { utc });
  const odds = [
    ['1', 'lobby.sports.home', match.odds.home],
    ['X', 'lobby.sports.draw', match.odds.draw],
    ['2', 'lobby.sports.away', match.odds.away],
  ] as const;
  return (
    <li className="lk-sports__match">
      <p className="lk-sports__league">{match.league}</p>
      <p className="lk-sports__teams">
        {text('lobby.sports.versus', { home: match.home, away: match.away })}
      </p>
      <p className="lk-sports__kickoff">
        <time dateTime={new Date(match.kickoffAt).toISOString()}>
          {text('lobby.sports.kickoff', { time })}
        </time>
      </p>
      <dl className="lk-sports__odds">
        {odds.map(([mark, label, odd]) => (
          <div key={mark} className="lk-sports__odd">
            <dt>
              <abbr title={text(label)}>{mark}</abbr>
            </dt>
            <dd>{oddText(odd)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export function SportsMatchList({ state, onReload, reloading = false, utc = false }: SportsMatchListProps) {
  const text = useLobbyText();
  const heading = useId();
  const busy = state.status === 'loading' || reloading;
  return (
    <section className="lk-sports" aria-labelledby={heading} aria-busy={busy || undefined}>
      <div className="lk-sports__head">
        <h2 id={heading} className="lk-sports__title">
          {text('lobby.sports.title')}
        </h2>
        {onReload && state.status === 'ready' && (
          <RefreshButton
            className="lk-sports__reload"
            label={text('lobby.sports.refresh')}
            refreshing={reloading}
            onRefresh={onReload}
          />
        )}
      </div>
      {state.status === 'loading' && (
        <p className="lk-sports__note" role="status">
          <span className="lk-spinner" aria-hidden="true" /> {text('lobby.sports.loading')}
        </p>
      )}
      {state.status === 'ready' &&
        (state.matches.length === 0 ? (
          <p className="lk-sports__note">{text('lobby.sports.empty')}</p>
        ) : (
          // Focusable, so a keyboard scrolls the strip sideways on a phone (it holds no control).
          <ul className="lk-sports__list" tabIndex={0} aria-labelledby={heading}>
            {state.matches.map((match) => (
              <MatchItem key={match.id} match={match} utc={utc} />
            ))}
          </ul>
        ))}
      {state.status === 'failed' && (
        <div className="lk-sports__note" role="alert">
          <span>{state.message ?? text('lobby.sports.failed')}</span>
          {onReload && (
            <button type="button" className="lk-button" data-variant="quiet" onClick={onReload}>
              {text('lobby.action.retry')}
            </button>
          )}
        </div>
      )}
      {state.status === 'ended' && (
        <p className="lk-sports__note" role="alert">
          {text('lobby.sports.ended')}
        </p>
      )}
    </section>
  );
}
