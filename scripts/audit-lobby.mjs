#!/usr/bin/env node
// `pnpm run audit:lobby [--runs N] [--no-build] [--no-lighthouse]`: the quality gates of issue 19
// on the real lobby, one command, one summary. For every theme app:
//   - initial JavaScript per route (home, search, provider, demo game, wallet), gzipped as sent;
//     the home within its 160 kB budget;
//   - Lighthouse mobile on the home, a category page and the wallet (a seeded player logged in
//     before each run) against an empty React app in the same run
//     (tooling/lobby-server/audit/lighthouse.js: score, LCP, TBT, CLS);
//   - a pseudo-locale walk of its pages at phone and desktop sizes, with screenshots and the texts
//     they cut off (tooling/lobby-server/audit/pseudo-locale.js, on a preview build);
// and for the lobby as a whole:
//   - the page checks of the last e2e run summed (.reports/page-checks: axe, CSP, console errors,
//     session tokens left after each log-out), from `npm test` or `pnpm exec turbo run test:e2e`;
//   - no OAuth client secret in any built app (scripts/check-secrets.mjs);
//   - `pnpm audit --prod`: no high or critical advisory.
// Slow (Lighthouse runs each page in Chromium, three times by default), so by hand, not in
// `npm test`, which runs the same size budgets, secret scan and e2e checks itself.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { formatPageChecks, sumPageChecks } from './lib/page-checks.mjs';
import { root, setup } from './lib/setup.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const pnpm = setup();
const { themeApps } = await import('../tooling/lobby-server/src/themes.js');

/** A route, by the end of its page module's path in the build (none: the home). */
export const ROUTES = [
  { name: 'home', source: undefined },
  { name: 'search', source: '/pages/SearchPage.tsx' },
  { name: 'provider', source: '/pages/SubGamePage.tsx' },
  { name: 'demo game', source: '/app/pages/DemoGamePage.tsx' },
  { name: 'wallet', source: '/app/money/WalletPage.tsx' },
];
/** Issue 14's budget for the home's first JavaScript, in kB as size-limit counts (1000 bytes). */
const HOME_BUDGET_KB = 160;

/** @type {{ gate: string, result: 'ok' | 'FAIL' | 'unavailable', detail: string }[]} */
const gates = [];
const runQuiet = (command, args) =>
  spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

if (!values['no-build']) {
  console.info('audit:lobby: building the hall server and the theme apps');
  const filters = ['hall-server', ...themeApps.map((app) => app.name)].map((name) => `--filter=${name}`);
  const built = spawnSync(pnpm, ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('audit:lobby: the build failed (see above)');
}

// Initial JavaScript per route, per theme.
const { initialScripts, routeScripts } = await import('../tooling/lobby-server/index.js');
const gzipKb = (files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0) / 1000;
console.info(`\nInitial JavaScript per route, gzipped (kB; the home's budget ${HOME_BUDGET_KB} kB)`);
console.info(['theme app'.padEnd(16), ...ROUTES.map((route) => route.name.padStart(10))].join(''));
for (const app of themeApps) {
  const sizes = ROUTES.map((route) =>
    gzipKb(route.source ? routeScripts(app.distDir, route.source) : initialScripts(app.distDir)),
  );
  console.info([app.name.padEnd(16), ...sizes.map((size) => size.toFixed(1).padStart(10))].join(''));
  const home = sizes[0] ?? 0;
  gates.push({
    gate: `${app.name} home's first JavaScript`,
    result: home <= HOME_BUDGET_KB ? 'ok' : 'FAIL',
    detail: `${home.toFixed(1)} kB of ${HOME_BUDGET_KB} kB`,
  });
}

// The e2e journeys' page checks.
const checks = sumPageChecks();
console.info(`\ne2e (last run): ${formatPageChecks(checks)}`);
gates.push(
  checks.checks === 0
    ? {
        gate: 'e2e page checks',
        result: 'unavailable',
        detail: 'no e2e run on record: pnpm exec turbo run test:e2e',
      }
    : {
        gate: 'e2e page checks',
        result: checks.axeViolations + checks.cspViolations + checks.consoleErrors === 0 ? 'ok' : 'FAIL',
        detail: `${checks.checks} pages: ${checks.axeViolations} axe, ${checks.cspViolations} CSP violations`,
      },
  {
    gate: 'session tokens after log-out',
    result: checks.logOuts === 0 ? 'unavailable' : checks.tokensAfterLogOut === 0 ? 'ok' : 'FAIL',
    detail: `${checks.logOuts} log-outs, ${checks.tokensAfterLogOut} tokens left in URL, storage, cookies or IndexedDB`,
  },
);

// Secrets in what ships.
const secrets = runQuiet(process.execPath, ['scripts/check-secrets.mjs']);
gates.push({
  gate: 'OAuth client secrets in built apps',
  result: secrets.status === 0 ? 'ok' : 'FAIL',
  detail: (secrets.stdout + secrets.stderr).trim().split('\n').at(-1) ?? '',
});

// Advisories of the production dependencies.
const audit = runQuiet(pnpm, ['audit', '--prod', '--audit-level', 'high']);
const auditOutput = audit.stdout + audit.stderr;
gates.push(
  /ERR_PNPM_AUDIT_BAD_RESPONSE|ENOTFOUND|ECONNREFUSED/.test(auditOutput)
    ? {
        gate: 'pnpm audit --prod',
        result: 'unavailable',
        detail: 'the registry answers no advisory endpoint',
      }
    : {
        gate: 'pnpm audit --prod',
        result: audit.status === 0 ? 'ok' : 'FAIL',
        detail: auditOutput.trim().split('\n').at(-1) ?? '',
      },
);

// The pseudo-locale walk.
const pseudo = spawnSync(process.execPath, [join('tooling', 'lobby-server', 'audit', 'pseudo-locale.js')], {
  cwd: root,
  stdio: 'inherit',
});
gates.push({
  gate: 'pseudo-locale pages',
  result: pseudo.status === 0 ? 'ok' : 'FAIL',
  detail:
    pseudo.status === 0
      ? 'no text cut off (screenshots in .reports/screenshots/pseudo-locale/)'
      : 'texts cut off: see the list above',
});

// Lighthouse, last: the longest.
if (!values['no-lighthouse']) {
  const lighthouse = spawnSync(
    process.execPath,
    [
      join('tooling', 'lobby-server', 'audit', 'lighthouse.js'),
      '--no-build',
      '--check',
      '--runs',
      values.runs,
      '--paths',
      '/,/?gameCategoryId=2,/wallet',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  gates.push({
    gate: 'Lighthouse mobile, home, a category page and the wallet',
    result: lighthouse.status === 0 ? 'ok' : 'FAIL',
    detail: lighthouse.status === 0 ? 'every page meets every target' : 'see the table above',
  });
}

console.info('\naudit:lobby');
for (const { gate, result, detail } of gates) console.info(`${result.padEnd(12)}${gate}: ${detail}`);
const failed = gates.filter((gate) => gate.result === 'FAIL').length;
console.info(
  `${gates.length - failed} of ${gates.length} gates not failed (${gates.filter((gate) => gate.result === 'unavailable').length} unavailable here)`,
);
process.exitCode = failed === 0 ? 0 : 1;
