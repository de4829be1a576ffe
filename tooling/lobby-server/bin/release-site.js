#!/usr/bin/env node
// @ts-check
// `pnpm release:site <siteCode>`: one site's release from its manifest (sites/<siteCode>.json)
// and its theme's existing build, written to release/<siteCode>/ (see the README, "Per-site release").
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { releaseSite } from '../release/release-site.js';

const root = join(import.meta.dirname, '..', '..', '..');
const usage = `Usage: pnpm release:site <siteCode> [options]
  --hall URLS         the site's hall: its API lines, comma-separated, which this machine can reach
                      (default: the reference hall, started here with its clock at the manifest's releasedAt)
  --hall-assets URLS  the hall's asset lines, comma-separated (with --hall)
  --sites DIR         the folder of the site manifests (default: sites/ at the repository root)
  --out DIR           where the release goes (default: release/<siteCode>/ at the repository root)`;

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  allowPositionals: true,
  options: {
    hall: { type: 'string' },
    'hall-assets': { type: 'string' },
    sites: { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || positionals.length !== 1) {
  console.info(usage);
  process.exit(values.help ? 0 : 2);
}
const [siteCode = ''] = positionals;
/** @param {string | undefined} list */
const urls = (list) => list?.split(',').filter(Boolean) ?? [];

try {
  const release = await releaseSite({
    siteCode,
    sitesDir: values.sites ?? join(root, 'sites'),
    outDir: values.out ?? join(root, 'release', siteCode),
    hall: values.hall ? { api: urls(values.hall), assets: urls(values['hall-assets']) } : undefined,
  });
  console.info(
    `release-site: ${siteCode} (${release.manifest.theme} ${release.manifest.version}) -> ${release.outDir}: ${release.files} files, release-manifest.json sha256 ${release.hash}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
