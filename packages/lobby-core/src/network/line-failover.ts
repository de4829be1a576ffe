/**
 * Whether the lobby moved off a line because it failed, for the screens to say so ("connection
 * problem: now on line 2"). A move the player chose, or a speed test that found a faster line
 * while the old one still answers, is no failover: only leaving a line now marked unreachable.
 */
import { isUnreachable, type PingLine } from '@lobbykit/contract';
import type { LineList } from '@lobbykit/transport/lines';

/**
 * The line the lobby failed over to between two states of one kind's list, or undefined. A line
 * already marked unreachable is no place to have moved to (every line failed: see `allLinesDown`).
 */
export function failedOverTo(previous: LineList, next: LineList): PingLine | undefined {
  const left = previous.lines[previous.current];
  const now = next.lines[next.current];
  if (left === undefined || now === undefined || left.url === now.url || isUnreachable(now)) return undefined;
  const leftNow = next.lines.find((line) => line.url === left.url);
  return leftNow !== undefined && isUnreachable(leftNow) ? now : undefined;
}

const everyLineUnreachable = (list: LineList) => list.lines.length > 0 && list.lines.every(isUnreachable);

/**
 * Whether the last line that answered has just failed too: told once, not at each turn the
 * transport takes round the dead lines ("now on line 3", "now on line 1"), nor again until a
 * line has answered since.
 */
export function allLinesDown(previous: LineList, next: LineList): boolean {
  return everyLineUnreachable(next) && !everyLineUnreachable(previous);
}
