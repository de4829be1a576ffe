// Prints how much of the lobby's message keys each language translates, per group. Reads
// the built package (run through `pnpm coverage:i18n`, which builds first).
import { completeLanguages, languages, loadMessages, messageKeys } from '../dist/index.js';

const groups = Object.entries(messageKeys).map(([name, keys]) => [name, Object.values(keys)]);
const total = groups.reduce((sum, [, keys]) => sum + keys.length, 0);
const pad = (text, width) => String(text).padEnd(width);
const pct = (n, d) => `${((100 * n) / d).toFixed(0)}%`.padStart(4);

console.info(
  `${pad('language', 10)}${groups.map(([name, keys]) => pad(`${name} (${keys.length})`, 17)).join('')}${pad(`total (${total})`, 17)}kind`,
);
let incomplete = 0;
for (const { code } of languages) {
  const messages = await loadMessages(code);
  let sum = 0;
  const cells = groups.map(([, keys]) => {
    const n = keys.filter((key) => typeof messages[key] === 'string' && messages[key] !== '').length;
    sum += n;
    return pad(`${String(n).padStart(3)} ${pct(n, keys.length)}`, 17);
  });
  const kind = completeLanguages.has(code) ? 'complete' : 'partial, falls back to en_US';
  if (sum < total) incomplete++;
  console.info(
    `${pad(code, 10)}${cells.join('')}${pad(`${String(sum).padStart(3)} ${pct(sum, total)}`, 17)}${kind}`,
  );
}
console.info(
  `${languages.length} languages, ${languages.length - incomplete} complete; error, validation and lobby texts are required in all.`,
);
