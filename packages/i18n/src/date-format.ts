import type { LanguageCode } from '@lobbykit/contract';
import { getLanguage } from './languages';

/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /**
   * Read the fields in UTC instead of the device's time zone.
   * @default false
   */
  readonly utc?: boolean;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats a date with the date format of a language (or a pattern of YYYY, MM, DD, HH, mm,
 * ss). Runs without Intl, so every browser prints the same string. An invalid date gives ''.
 * @example formatDate(Date.UTC(2024, 0, 31, 8, 5, 9), 'en_US', { utc: true }) // '31/01/2024 08:05:09'
 */
export function formatDate(
  value: Date | number,
  language: LanguageCode | (string & {}),
  options?: FormatDateOptions,
): string {
  const date = typeof value === 'number' ? new Date(value) : value;
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return '';
  const pattern = getLanguage(language)?.dateFormat ?? language;
  const utc = options?.utc === true;
  const fields: Record<string, string> = {
    YYYY: pad(utc ? date.getUTCFullYear() : date.getFullYear(), 4),
    MM: pad((utc ? date.getUTCMonth() : date.getMonth()) + 1),
    DD: pad(utc ? date.getUTCDate() : date.getDate()),
    HH: pad(utc ? date.getUTCHours() : date.getHours()),
    mm: pad(utc ? date.getUTCMinutes() : date.getMinutes()),
    ss: pad(utc ? date.getUTCSeconds() : date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => fields[token]!);
}
