// The activities of one event category as cards: the banner, the title and the period, each card
// a link to the activity's detail.
import type { Activity } from '@lobbykit/contract';
import { Empty, LazyImage, Skeleton } from '@lobbykit/ui-blocks';
import type { MouseEvent } from 'react';
import { useLobbyText } from '../shared/texts';
import { activityPeriod } from './activity-period';

/** Where the cards stand: on the way, failed, or shown. */
export type ActivityCardsState = 'loading' | 'failed' | 'ready';

/** Props of {@link ActivityCards}. */
export interface ActivityCardsProps {
  readonly state: ActivityCardsState;
  readonly activities: readonly Activity[];
  /** The language whose date format the periods use. */
  readonly language: string;
  /** The address of an activity's detail, for the card's link. */
  readonly hrefOf: (id: string) => string;
  /** A plain click on a card (the app navigates without a page load). */
  readonly onOpen: (id: string) => void;
  readonly onRetry: () => void;
  /** Id of the cards' panel, for the tabs' `aria-controls`. */
  readonly id?: string | undefined;
  /** Accessible name of the panel (the selected category's name). */
  readonly label: string;
}

/** A click the browser should handle itself (a new tab or window). */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function ActivityCards({
  state,
  activities,
  language,
  hrefOf,
  onOpen,
  onRetry,
  id,
  label,
}: ActivityCardsProps) {
  const text = useLobbyText();
  const panel = { id, className: 'lk-activities', role: 'tabpanel', 'aria-label': label } as const;
  if (state === 'loading') {
    return (
      <div {...panel} aria-busy="true">
        <Skeleton variant="rect" aspectRatio={2.5} label={text('ui.loading')} />
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div {...panel}>
        <Empty
          title={text('lobby.promotions.failed')}
          action={
            <button type="button" className="lk-button" onClick={onRetry}>
              {text('lobby.action.retry')}
            </button>
          }
        />
      </div>
    );
  }
  return (
    <div {...panel}>
      {activities.length === 0 ? (
        <Empty title={text('lobby.promotions.empty')} />
      ) : (
        <ul className="lk-activities__list">
          {activities.map((activity, index) => {
            const period = activityPeriod(activity, language);
            return (
              <li key={activity.id} className="lk-activity-card">
                <a
                  className="lk-activity-card__link"
                  href={hrefOf(activity.id)}
                  onClick={(event) => {
                    if (opensElsewhere(event)) return;
                    event.preventDefault();
                    onOpen(activity.id);
                  }}
                >
                  {activity.banner && (
                    <LazyImage
                      className="lk-activity-card__banner"
                      src={activity.banner}
                      alt=""
                      width={750}
                      height={300}
                      priority={index === 0}
                    />
                  )}
                  <span className="lk-activity-card__title">{activity.title}</span>
                  {period && (
                    <span className="lk-activity-card__period">{text(period.key, period.params)}</span>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
