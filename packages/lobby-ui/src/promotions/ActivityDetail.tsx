// One activity's detail: a way back to the list, its banner, title, period and rich text.
import type { Activity } from '@lobbykit/contract';
import { LazyImage, RichText } from '@lobbykit/ui-blocks';
import { useId } from 'react';
import { useLobbyText } from '../shared/texts';
import { activityPeriod } from './activity-period';

/** Props of {@link ActivityDetail}. */
export interface ActivityDetailProps {
  readonly activity: Activity;
  /** The language whose date format the period uses. */
  readonly language: string;
  /** Back to the activities. */
  readonly onBack: () => void;
  /** Hosts the detail's links may point to (see RichText's `allowedHosts`). */
  readonly allowedHosts?: readonly string[] | undefined;
}

const NO_HOSTS: readonly string[] = [];

export function ActivityDetail({ activity, language, onBack, allowedHosts = NO_HOSTS }: ActivityDetailProps) {
  const text = useLobbyText();
  const period = activityPeriod(activity, language);
  const titleId = useId();
  return (
    <article className="lk-activity" aria-labelledby={titleId}>
      <button type="button" className="lk-button lk-activity__back" data-variant="quiet" onClick={onBack}>
        {text('lobby.promotions.back')}
      </button>
      {activity.banner && (
        <LazyImage
          className="lk-activity__banner"
          src={activity.banner}
          alt=""
          width={750}
          height={300}
          priority
        />
      )}
      <h2 className="lk-activity__title" id={titleId}>
        {activity.title}
      </h2>
      {period && <p className="lk-activity__period">{text(period.key, period.params)}</p>}
      <RichText className="lk-activity__content" html={activity.content} allowedHosts={allowedHosts} />
    </article>
  );
}
