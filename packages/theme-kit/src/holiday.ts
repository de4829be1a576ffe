// Holiday overlays: when a site's holiday theme is on, and which overlay answers to it.
import type { HolidayTheme } from '@lobbykit/contract';
import type { ComponentType, ReactNode } from 'react';
import type { TokenOverrides } from './tokens';

export interface HolidaySlotProps {
  readonly children?: ReactNode;
}

/**
 * A holiday look layered on a base theme at run time (no separate build). A holiday
 * supplies only a main slot, which wraps the theme's main area, plus token overrides.
 */
export interface HolidayOverlay {
  readonly name: string;
  /** The `themeType` of the site's `holidayThemes` entry this overlay answers to (compared as text). */
  readonly themeType: string | number;
  readonly slots: { readonly main: ComponentType<HolidaySlotProps> };
  readonly tokens?: TokenOverrides | undefined;
}

export interface HolidayContext {
  /** Epoch milliseconds. */
  readonly now: number;
  /** The currency the player sees (a site currency code such as 'CNY' or 'USDT1:1'). */
  readonly currency: string | undefined;
}

/**
 * A holiday time as the hall may send it: epoch milliseconds, epoch seconds (numbers
 * below 1e11, i.e. before 1973 if read as milliseconds), digits as text, an ISO date,
 * or 'YYYY-MM-DD HH:mm:ss' read in the browser's time zone. Undefined when unreadable.
 */
export function parseHolidayTime(value: string | number | undefined): number | undefined {
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) value = Number(value);
  if (typeof value === 'number')
    return Number.isFinite(value) ? (value < 1e11 ? value * 1000 : value) : undefined;
  if (typeof value !== 'string') return undefined;
  const local = /^(\d{4})-(\d\d?)-(\d\d?)(?:[ T](\d\d?):(\d\d)(?::(\d\d))?)?$/.exec(value.trim());
  const time = local
    ? new Date(
        +local[1]!,
        +local[2]! - 1,
        +local[3]!,
        +(local[4] ?? 0),
        +(local[5] ?? 0),
        +(local[6] ?? 0),
      ).getTime()
    : Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * True when the entry is on (status 1), now is inside showStartTime..showEndTime (both
 * inclusive; a missing bound is open, an unreadable one makes the entry inactive) and
 * the currency is in the entry's comma-separated `currencyCodes` (case-insensitive; an
 * empty list matches no currency).
 */
export function isHolidayActive(entry: HolidayTheme, { now, currency }: HolidayContext): boolean {
  if (Number(entry.status) !== 1 || !currency) return false;
  const start = entry.showStartTime == null ? -Infinity : parseHolidayTime(entry.showStartTime);
  const end = entry.showEndTime == null ? Infinity : parseHolidayTime(entry.showEndTime);
  if (start === undefined || end === undefined || now < start || now > end) return false;
  const wanted = currency.trim().toUpperCase();
  return (entry.currencyCodes ?? '').split(',').some((code) => code.trim().toUpperCase() === wanted);
}

/** The first overlay whose theme type has an active entry among the site's holiday themes. */
export function findHolidayOverlay(
  holidayThemes: readonly HolidayTheme[] | undefined,
  overlays: readonly HolidayOverlay[],
  context: HolidayContext,
): HolidayOverlay | undefined {
  const active = (holidayThemes ?? []).filter((entry) => isHolidayActive(entry, context));
  return overlays.find((overlay) =>
    active.some((entry) => String(entry.themeType) === String(overlay.themeType)),
  );
}
