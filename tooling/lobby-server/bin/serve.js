#!/usr/bin/env node
// @ts-check
// `lobby-serve`: serves the built theme apps against a running hall server, one port per theme
// app, each showing the first seeded site of its theme. `npm start` runs it; so does each theme
// app's `serve` script (with --app).
import { parseArgs } from 'node:util';
import { seedSites } from 'hall-server';
import { lobbyBootData, serveThemes, sitesForThemes, themeApps } from '../index.js';

const usage = `Usage: lobby-serve [options]
  --hall URL      the hall server (default http://127.0.0.1:7300)
  --port N        the first theme app's port, the next app's N+1, ... (default 7100; taken: the next free one)
  --app NAME      serve only this theme app (${themeApps.map((app) => app.name).join(', ')})
  --api URLS      the hall's API lines, comma-separated (the page may call them)
  --assets URLS   the hall's asset lines, comma-separated (the page may call them and show their pictures)
  --tracking URL  where the pages send their tracking beacons instead of the vendors (the hall's fakes: <hall>/vendors)`;

// `pnpm serve -- --port 7200` hands the `--` on: it only separates pnpm's options from ours.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    hall: { type: 'string', default: 'http://127.0.0.1:7300' },
    port: { type: 'string', default: '7100' },
    app: { type: 'string' },
    api: { type: 'string' },
    assets: { type: 'string' },
    tracking: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.info(usage);
  process.exit(0);
}
const apps = values.app ? themeApps.filter((app) => app.name === values.app) : themeApps;
if (apps.length === 0) {
  console.error(`lobby-serve: no theme app named ${JSON.stringify(values.app)}\n\n${usage}`);
  process.exit(2);
}
/** @param {string | undefined} list */
const urls = (list) => list?.split(',').filter(Boolean) ?? [];

const lines = { api: urls(values.api), assets: urls(values.assets) };
// Each page carries its site's snapshot (lobby-core in Node against the hall), so the first
// paint needs no API request. Made once before the first page, then every 30 s at most.
const bootData = lobbyBootData({
  sites: seedSites,
  lines: { api: lines.api.length > 0 ? lines.api : [values.hall], assets: lines.assets },
});
// The site's default language and an English browser's, the two most pages ask for.
await Promise.all(
  sitesForThemes(seedSites, apps).flatMap(({ siteCode }) => [
    bootData.warm(siteCode),
    bootData.warm(siteCode, ['en-US']),
  ]),
);
const served = await serveThemes({
  sites: seedSites,
  apps,
  hallUrl: values.hall,
  port: Number(values.port),
  lines,
  bootData,
  trackingOrigin: values.tracking,
});
for (const lobby of served.lobbies) {
  console.info(`${lobby.app.name} (${lobby.app.theme}, site ${lobby.siteCode}) on ${lobby.url}`);
}
console.info('lobby-serve ready');

const stop = () => void served.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
