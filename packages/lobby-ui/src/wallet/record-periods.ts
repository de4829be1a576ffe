// The date filters of the money records: a period ending now, from the start of a local day.
import type { OrderListRequest } from '@lobbykit/contract';

/** Today, the last 7 days or the last 30 days (today included). */
export type RecordPeriod = 'today' | 'week' | 'month';

export const RECORD_PERIODS: readonly RecordPeriod[] = ['today', 'week', 'month'];

const DAYS: Readonly<Record<RecordPeriod, number>> = { today: 1, week: 7, month: 30 };

/**
 * The records request's `from` and `to` (both inclusive, ms since the epoch) of `period`: from
 * local midnight of its first day to `now`. Days are counted on the calendar, so a change to or
 * from summer time makes a day of 23 or 25 hours, never a missing or doubled one.
 */
export function periodRange(
  period: RecordPeriod,
  now: number,
): Required<Pick<OrderListRequest, 'from' | 'to'>> {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - (DAYS[period] - 1));
  return { from: start.getTime(), to: now };
}
