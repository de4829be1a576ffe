/**
 * The maintenance countdown (spec §4 "Site status": the maintenance time's `end_time`, corrected
 * by the server time difference). No imports: the standalone status page runs it too.
 */

/**
 * Whole seconds left until `endMs` (on the hall's clock), from the local `nowMs` corrected by
 * `serverOffsetMs` (the hall's clock minus the local one). 0 once it has passed; undefined when
 * the end is unknown.
 */
export function secondsUntil(
  endMs: number | undefined,
  nowMs: number,
  serverOffsetMs: number,
): number | undefined {
  if (endMs === undefined || !Number.isFinite(endMs)) return undefined;
  return Math.max(0, Math.ceil((endMs - (nowMs + serverOffsetMs)) / 1000));
}

/** A countdown as h:mm:ss (hours as many as needed): 3725 -> "1:02:05". */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}
