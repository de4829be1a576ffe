import { UNREACHABLE_PING } from '@lobbykit/contract';
import type { LineList } from '@lobbykit/transport/lines';
import { describe, expect, it } from 'vitest';
import { allLinesDown, failedOverTo } from './line-failover';

const A = 'https://a.example';
const B = 'https://b.example';
const C = 'https://c.example';
const DOWN = UNREACHABLE_PING;

function list(current: number, pings: readonly number[]): LineList {
  return {
    lines: pings.map((ping, i) => ({ url: [A, B, C][i]!, lineNumber: i + 1, ping, pending: false })),
    current,
    testing: false,
  };
}

describe('failedOverTo', () => {
  it.each([
    ['the current line failed and the next took over', list(0, [80, 90]), list(1, [UNREACHABLE_PING, 90]), 2],
    ['nothing moved', list(0, [80, 90]), list(0, [80, 90]), undefined],
    ['the current line failed but there is no other', list(0, [80]), list(0, [UNREACHABLE_PING]), undefined],
    ['the player chose another line', list(0, [80, 90]), list(1, [80, 90]), undefined],
    ['a speed test found a faster line', list(0, [300, 0]), list(1, [300, 40]), undefined],
    ['a speed test found the old line unreachable', list(0, [80, 0]), list(1, [UNREACHABLE_PING, 40]), 2],
    ['the lists were empty', list(0, []), list(0, []), undefined],
    [
      'the second of three dead lines was left for the third',
      list(1, [DOWN, 90, 70]),
      list(2, [DOWN, DOWN, 70]),
      3,
    ],
    [
      'the last dead line was left for a line already dead',
      list(2, [DOWN, DOWN, 70]),
      list(0, [DOWN, DOWN, DOWN]),
      undefined,
    ],
    [
      'the list was replaced without the old line',
      list(0, [80]),
      { ...list(0, [90]), lines: [{ url: B, lineNumber: 1, ping: 90, pending: false }] },
      undefined,
    ],
  ])('%s', (_case, previous, next, lineNumber) => {
    expect(failedOverTo(previous, next)?.lineNumber).toBe(lineNumber);
  });
});

describe('allLinesDown', () => {
  it.each([
    ['the last line that answered failed', list(2, [DOWN, DOWN, 70]), list(0, [DOWN, DOWN, DOWN]), true],
    ['the only line failed', list(0, [80]), list(0, [DOWN]), true],
    ['one line still answers', list(0, [80, 90, 70]), list(1, [DOWN, 90, 70]), false],
    [
      'every line was already down (another turn round them)',
      list(0, [DOWN, DOWN]),
      list(1, [DOWN, DOWN]),
      false,
    ],
    ['a line answered again', list(0, [DOWN, DOWN]), list(1, [DOWN, 60]), false],
    ['the lists were empty', list(0, []), list(0, []), false],
    ['a new list came in with every line down', list(0, []), list(0, [DOWN, DOWN]), true],
  ])('%s', (_case, previous, next, down) => {
    expect(allLinesDown(previous, next)).toBe(down);
  });
});
