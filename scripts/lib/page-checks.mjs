// The page checks of the e2e journeys (`check` of @lobbykit/test-utils/chromium writes one JSON
// line per check into .reports/page-checks/<app>.jsonl, and `logOutFromMenu` one per log-out),
// summed: how many pages were checked in which apps, the console errors, policy (CSP) violations
// and axe violations found, and the log-outs with the session tokens still in the page after.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const pageChecksDir = join(import.meta.dirname, '..', '..', '.reports', 'page-checks');

/** Forgets the checks of an earlier run (before the e2e tests start). */
export function clearPageChecks(dir = pageChecksDir) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * @param {string} [dir]
 * @returns {{ checks: number, apps: Record<string, number>, consoleErrors: number, cspViolations: number, axeViolations: number, logOuts: number, tokensAfterLogOut: number, screenshotMs: number, axeMs: number }}
 */
export function sumPageChecks(dir = pageChecksDir) {
  const sum = {
    checks: 0,
    apps: {},
    consoleErrors: 0,
    cspViolations: 0,
    axeViolations: 0,
    logOuts: 0,
    tokensAfterLogOut: 0,
    screenshotMs: 0,
    axeMs: 0,
  };
  if (!existsSync(dir)) return sum;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const check = JSON.parse(line);
      if (check.label === 'log-out') {
        sum.logOuts++;
        sum.tokensAfterLogOut += Number(check.tokensAfterLogOut) || 0;
        continue;
      }
      sum.checks++;
      sum.apps[check.app] = (sum.apps[check.app] ?? 0) + 1;
      sum.consoleErrors += Number(check.consoleErrors) || 0;
      sum.cspViolations += Number(check.cspViolations) || 0;
      sum.axeViolations += Number(check.axeViolations) || 0;
      sum.screenshotMs += Number(check.screenshotMs) || 0;
      sum.axeMs += Number(check.axeMs) || 0;
    }
  }
  return sum;
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * One line: `412 page checks (lobby-aurora 180, ...): 0 axe violations, 0 CSP violations, 0
 * console errors; ...; axe ran 290 s, screenshots took 80 s` (the time the checks themselves
 * cost the journeys, summed over the lanes that run side by side).
 */
export function formatPageChecks(sum) {
  const apps = Object.entries(sum.apps)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([app, count]) => `${app} ${count}`)
    .join(', ');
  return (
    `${sum.checks} page checks${apps ? ` (${apps})` : ''}: ${sum.axeViolations} axe violations, ` +
    `${sum.cspViolations} CSP violations, ${sum.consoleErrors} console errors; ` +
    `${sum.logOuts} log-outs, ${sum.tokensAfterLogOut} session tokens left after them; ` +
    `axe ran ${seconds(sum.axeMs)}, screenshots took ${seconds(sum.screenshotMs)}`
  );
}
