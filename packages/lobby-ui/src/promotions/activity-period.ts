// An activity's period as the cards and the detail say it: both dates, one side open, or none.
import type { Activity, LobbyKey } from '@lobbykit/contract';
import { formatDate } from '@lobbykit/i18n';

/** A text key and its params, for the caller's `text()`. */
export interface PeriodText {
  readonly key: LobbyKey;
  readonly params: Readonly<Record<string, string>>;
}

/** The text of an activity's start and end (epoch ms) in `language`'s date format; none without either. */
export function activityPeriod(
  { startTime, endTime }: Pick<Activity, 'startTime' | 'endTime'>,
  language: string,
): PeriodText | undefined {
  const start = startTime === undefined ? '' : formatDate(startTime, language);
  const end = endTime === undefined ? '' : formatDate(endTime, language);
  if (start !== '' && end !== '') return { key: 'lobby.promotions.dates', params: { start, end } };
  if (start !== '') return { key: 'lobby.promotions.from', params: { date: start } };
  if (end !== '') return { key: 'lobby.promotions.until', params: { date: end } };
  return undefined;
}
