// Ping lines: the api and asset hosts the lobby can switch between (spec §3).
import { UNREACHABLE_PING } from './constants';

/** One measured line. */
export interface PingLine {
  /** Round trip in ms; UNREACHABLE_PING (9999) marks an unreachable line. */
  ping: number;
  url: string;
  lineNumber: number;
  /** A measurement is in flight. */
  pending: boolean;
}

/** Which host list a line belongs to. */
export type LineKind = 'api' | 'oss';

/** True when the line's ping marks it unreachable. */
export function isUnreachable(line: Pick<PingLine, 'ping'>): boolean {
  return !Number.isFinite(line.ping) || line.ping >= UNREACHABLE_PING;
}
