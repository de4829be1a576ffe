#!/usr/bin/env node
// @ts-check
// `pnpm audit:lighthouse [--check] [--runs N] [--no-build] [--save DIR] [--paths /,/?gameCategoryId=2]`:
// Lighthouse mobile (its default emulation: slow 4G, 4x CPU slowdown, simulated) on pages of
// every theme app (by default the home; `--paths` lists more, comma-separated) and on an empty
// React app, served the same way against the reference hall server in the same run.
// Prints one table; with --check, exits non-zero when a theme misses a target. A script run by
// hand, not part of `npm test`: its timings depend on the machine.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { build } from 'vite';
import { themeApps } from '../src/themes.js';
import { logInAuditPlayer, needsPlayer } from './audit-player.js';
import { launchDebuggableChromium } from './debug-chromium.js';
import { figuresOf, formatTable, missedTargets, TARGETS } from './figures.js';
import { serveThemesForAudit } from './served-themes.js';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    // Keeps every run's full Lighthouse report (JSON) and its trace for a closer look at what a figure
    // is made of.
    save: { type: 'string' },
    paths: { type: 'string', default: '/' },
    // One theme app only (its name, as `lobby-classic`): a quicker before-and-after of a change.
    app: { type: 'string' },
  },
});
const runs = Number(values.runs);
// Each a page of the lobby, as a path with its query (the theme's own site is served at its root).
const paths = values.paths.split(',').map((path) => path.trim());
if (paths.some((path) => !path.startsWith('/')))
  throw new Error(`--paths: each path starts with /, got ${values.paths}`);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number >= 1, got ${values.runs}`);

const root = join(import.meta.dirname, '..', '..', '..');
const referenceDir = join(import.meta.dirname, 'reference');
const referenceDist = join(import.meta.dirname, '..', '.reports', 'reference-dist');

if (!values['no-build']) {
  const filters = ['hall-server', ...themeApps.map((app) => app.name)].map((name) => `--filter=${name}`);
  const built = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('audit: the build failed (see above)');
}
await build({
  root: referenceDir,
  configFile: false,
  logLevel: 'warn',
  build: { outDir: referenceDist, emptyOutDir: true, target: 'es2022' },
});

/** The audit process's niceness while Chromium loads pages (0 normal, 19 lowest). */
const AUDIT_PROCESS_NICENESS = 10;

// Imported once built: serveLobby and the reference's hall come from dist/ folders.
const { serveLobby } = await import('../index.js');
const served = await serveThemesForAudit();
const reference = await serveLobby({
  distDir: referenceDist,
  hallUrl: served.hall.url,
  siteCode: 'reference',
  lines: served.lines,
});
const lobbies = served.lobbies.filter((lobby) => !values.app || lobby.app.name === values.app);
if (lobbies.length === 0) {
  await Promise.all([served.close(), reference.close()]);
  throw new Error(`--app: no theme app ${values.app} (${served.lobbies.map((l) => l.app.name).join(', ')})`);
}
const chromium = await launchDebuggableChromium();
// The servers in this process (the hall, the lobby's HTML) stand in for a CDN and an API that a
// phone reaches over the network; here they share the audit machine's cores with the browser
// whose trace Lighthouse reads, and Lighthouse's simulation counts every moment a page task
// waited for a core as work (4x). Chromium, started above, keeps its priority; this process
// (servers and Lighthouse's own bookkeeping) gives way to it. On 2 cores, one set of 5 runs each
// on the same build: the homes' median TBT 310-378 ms before, 193-237 ms after (runs of one
// build spread about 2x, so read it as a direction, not a size).
setPriority(0, AUDIT_PROCESS_NICENESS);

/** @type {{ name: string, url: string, player?: { lobbyUrl: string, siteCode: string } }[]} */
const targets = [
  { name: 'empty React app', url: reference.url },
  ...lobbies.flatMap((lobby) =>
    paths.map((path) => ({
      name: `${lobby.app.name} (site ${lobby.siteCode})${path === '/' ? '' : ` ${path}`}`,
      url: new URL(path, lobby.url).href,
      // The wallet and the other player pages: a seeded player logs in before each run.
      ...(needsPlayer(path) ? { player: { lobbyUrl: lobby.url, siteCode: lobby.siteCode } } : {}),
    })),
  ),
];
/** @type {Map<string, import('lighthouse').Result[]>} */
const reports = new Map(targets.map((target) => [target.name, []]));
try {
  // Run after run over every target, so a busy moment of the machine weighs on all alike.
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      console.info(`lighthouse ${run}/${runs}: ${target.name} ${target.url}`);
      if (target.player) await logInAuditPlayer({ port: chromium.port, ...target.player });
      const result = await lighthouse(target.url, {
        port: chromium.port,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // A player page keeps the session the log-in left (its HTTP cache is emptied already).
        disableStorageReset: target.player !== undefined,
      });
      if (!result) throw new Error(`lighthouse gave no result for ${target.url}`);
      if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
      reports.get(target.name)?.push(result.lhr);
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        const file = `${target.name.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`;
        writeFileSync(join(values.save, file), JSON.stringify(result.lhr));
        // The observed (unthrottled) trace the simulation starts from: a performance panel opens it.
        const trace = result.artifacts.Trace;
        if (trace)
          writeFileSync(join(values.save, file.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
      }
    }
  }
} finally {
  await chromium.close();
  await reference.close();
  await served.close();
}

/** @param {string} name */
const figuresFor = (name) => ({ name, figures: figuresOf(computeMedianRun(reports.get(name) ?? [])) });
const [referenceTarget, ...appTargets] = targets.map((target) => figuresFor(target.name));
if (!referenceTarget) throw new Error('audit: no reference');

const targetsLine = `score >= ${TARGETS.score.value}, LCP <= ${TARGETS.lcpMs.value / 1000} s, TBT <= ${TARGETS.tbtMs.value} ms, CLS <= ${TARGETS.cls.value}`;
console.info(
  `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile (slow 4G, 4x CPU, simulated); targets for each theme: ${targetsLine}`,
);
console.info(
  'x: the ratio to the empty React app; requests < FCP: started before the observed first contentful paint\n',
);
console.info(formatTable(referenceTarget, appTargets));
const failing = appTargets.filter((app) => missedTargets(app.figures).length > 0);
console.info(
  failing.length === 0
    ? '\nEvery theme meets every target.'
    : `\nMissed: ${failing.map((app) => `${app.name} (${missedTargets(app.figures).join(', ')})`).join('; ')}`,
);
if (values.check && failing.length > 0) process.exitCode = 1;
