// The cut's reset countdown as the player reads it: hours, minutes and seconds, each two digits.

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time from `now` to `until` (epoch ms) as `hh:mm:ss`, rounded up to the whole second so
 * the last second shows `00:00:01`, not `00:00:00`; `00:00:00` once `until` has passed. Hours
 * go past 24 (`26:00:00`): the hall resets turns a day or more ahead.
 */
export function formatCountdown(now: number, until: number): string {
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}
