// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The root test script sets LOBBYKIT_REPORT_DIR so every suite also writes a JSON
 * report, which it sums into the closing "N passed, N failed" line.
 * @returns {any[]}
 */
export function reporters() {
  const dir = process.env.LOBBYKIT_REPORT_DIR;
  if (!dir) return ['default'];
  const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
  const script = process.env.npm_lifecycle_event ?? 'test';
  // A package's test script may chain several vitest runs (node, then browser): the process
  // id keeps each run's report apart.
  const file = `${String(pkg.name).replace(/[@/]/g, '_')}--${script.replace(/[^a-z0-9]/gi, '_')}--${process.pid}.json`;
  return ['default', ['json', { outputFile: join(dir, file) }]];
}
