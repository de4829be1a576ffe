#!/usr/bin/env node
// @ts-check
// `pnpm audit:startup [--app lobby-classic] [--path /] [--cpu 4] [--scale 1] [--clock wall] [--wait 8000] [--runs 1] [--top 3]`: what a theme
// page's long tasks are made of while it starts on a phone. Lighthouse's Total Blocking Time
// says how long the main thread was blocked; this says by what. Chromium loads the page at
// 412x823 with the CPU slowed `--cpu` times (real throttling, not simulated), with a DevTools
// trace (style, layout, paint per task) and a CPU profile mapped through the build's source maps
// (which function of which package). One start's tasks vary a lot from one load to the next:
// `--runs N` loads each page N times, prints each load's blocking time and their median, and
// the tasks of the median load. A script run by hand on the built apps (`pnpm build`), not
// part of `npm test`: its timings depend on the machine.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '@lobbykit/browser';
import { serveThemesForAudit } from './served-themes.js';
import { blockingTimeOf, longTasksOf, medianRunOf, sourceMapsIn, summarise } from './trace-tasks.js';

const { values } = parseArgs({
  options: {
    app: { type: 'string' },
    path: { type: 'string', default: '/' },
    cpu: { type: 'string', default: '4' },
    wait: { type: 'string', default: '8000' },
    runs: { type: 'string', default: '1' },
    // How many functions each task names.
    top: { type: 'string', default: '3' },
    // Times multiplied by this before the 50 ms rule: `--cpu 1 --scale 4` reads a load as
    // Lighthouse's simulation does (a full-speed trace, each task counted 4 times as long).
    scale: { type: 'string', default: '1' },
    // `thread`: each task timed by the CPU its thread had, not the wall clock. Steadier from one
    // load to the next on a shared machine: for a before-and-after, not for Lighthouse's figure.
    clock: { type: 'string', default: 'wall' },
  },
});
const cpu = Number(values.cpu);
const waitMs = Number(values.wait);
if (!(cpu >= 1)) throw new Error(`--cpu is a slowdown factor >= 1, got ${values.cpu}`);
if (!Number.isInteger(waitMs) || waitMs < 1000)
  throw new Error(`--wait is whole ms >= 1000, got ${values.wait}`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs is a whole number >= 1, got ${values.runs}`);
const top = Number(values.top);
if (!Number.isInteger(top) || top < 1) throw new Error(`--top is a whole number >= 1, got ${values.top}`);
const scale = Number(values.scale);
if (!(scale >= 1)) throw new Error(`--scale is a factor >= 1, got ${values.scale}`);
const clock = values.clock === 'thread' ? 'thread' : values.clock === 'wall' ? 'wall' : undefined;
if (!clock) throw new Error(`--clock is wall or thread, got ${values.clock}`);
if (!values.path.startsWith('/')) throw new Error(`--path starts with /, got ${values.path}`);

// A mid-range Android phone, as Lighthouse's mobile run presents itself: the server renders the
// phone's first screen for it.
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const CATEGORIES = [
  // The first contentful paint: Total Blocking Time counts from it.
  'loading',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
];

/**
 * The source maps of a theme app's build, by file name.
 * @param {{ app: { distDir: string } }} lobby
 */
function mapsOf(lobby) {
  const assets = join(lobby.app.distDir, 'assets');
  return sourceMapsIn((file) => {
    const path = join(assets, `${file}.map`);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  });
}

/**
 * One load of a page, traced: its long tasks.
 * @param {string} url
 * @param {ReturnType<typeof sourceMapsIn>} maps
 */
async function traceStart(url, maps) {
  const page = await chromium.browser.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await chromium.browser.newCDPSession(page);
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: PHONE_UA });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES },
    transferMode: 'ReturnAsStream',
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.waitForTimeout(waitMs);
  const { profile } = await cdp.send('Profiler.stop');
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = /** @type {{ stream: string }} */ (await complete);
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  await page.close();

  // Past the wait, a task is the profiler and the trace being stopped, not the page.
  return longTasksOf(JSON.parse(text).traceEvents, profile, maps, {
    scale,
    clock,
    from: 'firstContentfulPaint',
  }).filter((task) => task.startMs < waitMs);
}

const served = await serveThemesForAudit();
const chromium = await launchChromium();
try {
  const lobbies = served.lobbies.filter((lobby) => !values.app || lobby.app.name === values.app);
  if (lobbies.length === 0)
    throw new Error(
      `--app: no theme app ${values.app} (${served.lobbies.map((l) => l.app.name).join(', ')})`,
    );
  for (const lobby of lobbies) {
    const url = new URL(values.path, lobby.url).href;
    const loads = [];
    const maps = mapsOf(lobby);
    for (let run = 0; run < runs; run++) loads.push(await traceStart(url, maps));
    const times = loads.map(blockingTimeOf);
    console.info(
      `\n${lobby.app.name} (site ${lobby.siteCode}) ${url}, ${cpu}x CPU, ${waitMs / 1000} s, ${clock} clock; tasks from the first contentful paint on`,
    );
    if (runs > 1) {
      const sorted = [...times].sort((a, b) => a - b);
      console.info(`blocking time of ${runs} loads (ms): ${sorted.map(Math.round).join(', ')}`);
      console.info(`median ${Math.round(times[medianRunOf(times)] ?? 0)} ms; the median load's tasks:`);
    }
    console.info(summarise(loads[medianRunOf(times)] ?? [], { top }));
  }
} finally {
  await chromium.close();
  await served.close();
}
