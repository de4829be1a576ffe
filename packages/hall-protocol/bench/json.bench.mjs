// JSON parsing: @lobbykit/hall-protocol's parseJson (big ids kept exact, size and depth limits)
// against JSON.parse of the same text, same process, alternating rounds. Prints MB/s for both,
// the ratio (parseJson time / JSON.parse time) and parseJson's ms per MB, which stays flat when
// the time is linear. Never fails on timing.
import { parseJson } from '../dist/index.js';

// What the hall sends: records with an id above 2^53 (exact only as text), digits in strings,
// non-ASCII names; and, as the worst case, a body that is nothing but big ids.
const record = (i) => ({
  orderId: 9007199254740993n + BigInt(i * 7919),
  gameName: `game ${i} 游戏`,
  betAmount: (i % 500) + 0.25,
  serial: `20241124${String(i).padStart(12, '0')}`,
  status: i % 3,
  settled: i % 2 === 0,
});
const stringify = (value) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `#${v}#` : v)).replace(/"#(\d+)#"/g, '$1');

function bodyOfSize(bytes, row) {
  const rows = [];
  let length = 30;
  for (let i = 0; ; i++) {
    const next = stringify(row(i)).length + 1;
    if (length + next > bytes) break;
    rows.push(row(i));
    length += next;
  }
  return stringify({ code: 0, message: 'success', data: rows });
}

function secondsPerParse(parse, text, ms) {
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    parse(text);
    runs++;
  }
  return (performance.now() - start) / 1000 / runs;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const MB = 1e6;

console.info(`node ${process.version}`);
for (const [payload, row] of [
  ['hall answer (records with big ids)', record],
  ['worst case (only big ids)', (i) => 12345678901234567890n + BigInt(i)],
]) {
  console.info(payload);
  for (const [label, size] of [
    ['10 KB', 10_000],
    ['100 KB', 100_000],
    ['1 MB', 1_000_000],
    ['5 MB', 5_000_000],
  ]) {
    const text = bodyOfSize(size, row);
    const first = parseJson(text).data[0];
    if (typeof (typeof first === 'object' ? first.orderId : first) !== 'string')
      throw new Error('a big id lost its digits');
    const ms = size >= 1_000_000 ? 1500 : 400;
    secondsPerParse(parseJson, text, 200);
    secondsPerParse(JSON.parse, text, 200);
    const ours = [];
    const native = [];
    for (let round = 0; round < 5; round++) {
      ours.push(secondsPerParse(parseJson, text, ms / 5));
      native.push(secondsPerParse(JSON.parse, text, ms / 5));
    }
    const o = median(ours);
    const n = median(native);
    console.info(
      `  ${label.padEnd(6)} (${text.length} chars): parseJson ${(text.length / MB / o).toFixed(0)} MB/s, JSON.parse ${(text.length / MB / n).toFixed(0)} MB/s, ratio ${(o / n).toFixed(2)}, parseJson ${((o * 1000 * MB) / text.length).toFixed(1)} ms/MB`,
    );
  }
}
