/**
 * Whether the lobby moved off a line because it failed, for the screens to say so ("connection
 * problem: now on line 2"). A move the player chose, or a speed test that found a faster line
 * while the old one still answers, is no failover: only leaving a line now marked unreachable.
 */
import { isUnreachable, type PingLine } from '@lobbykit/contract';
import type { LineList } from '@lobbykit/transport/lines';

/** The line the lobby failed over to between two states of one kind's list, or undefined. */
export function failedOverTo(previous: LineList, next: LineList): PingLine | undefined {
  const left = previous.lines[previous.current];
  const now = next.lines[next.current];
  if (left === undefined || now === undefined || left.url === now.url) return undefined;
  const leftNow = next.lines.find((line) => line.url === left.url);
  return leftNow !== undefined && isUnreachable(leftNow) ? now : undefined;
}
