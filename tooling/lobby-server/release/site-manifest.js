// @ts-check
// A site's release manifest (`sites/<siteCode>.json`): which theme build it ships, its domains,
// tracking ids, holiday themes, app version and the moment the release stands for. Checked as a
// whole, so a bad manifest answers every problem at once, each with the field it is in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { themeApps } from '../src/themes.js';

/** Site codes are plain words (the page writes them into an attribute as they are). */
const SITE_CODE = /^[A-Za-z0-9_-]{1,64}$/;
/** A version as lobby-core compares them (`v4.1.140`). */
const VERSION = /^v?\d{1,6}(\.\d{1,6}){0,3}$/;
/** A moment in UTC, to the second or the millisecond: the only time the release writes. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
/** Tracking ids and holiday theme names: short plain words. */
const WORD = /^[A-Za-z0-9_.:-]{1,64}$/;

const FIELDS = [
  'siteCode',
  'theme',
  'staticKey',
  'version',
  'releasedAt',
  'domains',
  'analytics',
  'holidayThemes',
];

/** A manifest that cannot be released: every problem, one per line, in `problems`. */
export class SiteManifestError extends Error {
  /**
   * @param {string} source where the manifest was read from
   * @param {readonly string[]} problems
   */
  constructor(source, problems) {
    super(
      `${source}: ${problems.length === 1 ? 'one problem' : `${problems.length} problems`}\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}`,
    );
    this.name = 'SiteManifestError';
    this.problems = problems;
  }
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A plain http(s) origin (no path, query, credentials or wildcard), as the policy takes it.
 * @param {unknown} value
 */
function isOrigin(value) {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.host.includes('*') &&
    url.pathname === '/' &&
    !value.endsWith('/') &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  );
}

/**
 * @param {unknown} value
 * @param {string} field
 * @param {string[]} problems
 */
function origins(value, field, problems, { required = true } = {}) {
  if (!Array.isArray(value) || (required && value.length === 0)) {
    problems.push(`${field}: a list of origins (https://host, no path)${required ? ', at least one' : ''}`);
    return [];
  }
  value.forEach((line, index) => {
    if (!isOrigin(line))
      problems.push(`${field}[${index}]: ${JSON.stringify(line)} is not an origin (https://host, no path)`);
  });
  if (new Set(value).size !== value.length) problems.push(`${field}: an origin is listed twice`);
  return /** @type {string[]} */ (value);
}

/**
 * @typedef {{ category: string, type: string, gid: string }} AnalyticsId
 * @typedef {{ themeType: string, start: string, end: string, currencyCodes?: string }} HolidayTheme
 * @typedef {{
 *   siteCode: string,
 *   theme: string,
 *   staticKey: string,
 *   version: string,
 *   releasedAt: string,
 *   domains: { api: string[], assets: string[], tracking?: string },
 *   analytics: AnalyticsId[],
 *   holidayThemes: HolidayTheme[],
 * }} SiteManifest
 */

/**
 * The manifest, checked; throws a SiteManifestError naming every problem.
 * @param {unknown} value the parsed JSON
 * @param {{ source?: string, siteCode?: string }} [where] `source` for the message; `siteCode`,
 *   the code the file is named after, which the manifest must say
 * @returns {SiteManifest}
 */
export function checkSiteManifest(value, { source = 'site manifest', siteCode } = {}) {
  if (!isRecord(value)) throw new SiteManifestError(source, ['the manifest is not a JSON object']);
  /** @type {string[]} */
  const problems = [];
  for (const key of Object.keys(value)) {
    if (!FIELDS.includes(key)) problems.push(`${key}: not a manifest field (${FIELDS.join(', ')})`);
  }

  if (typeof value.siteCode !== 'string' || !SITE_CODE.test(value.siteCode))
    problems.push('siteCode: letters, digits, "-" and "_", 1 to 64 of them');
  else if (siteCode !== undefined && value.siteCode !== siteCode)
    problems.push(`siteCode: ${JSON.stringify(value.siteCode)}, but the file is named for ${siteCode}`);

  const themes = themeApps.map((app) => app.name);
  if (typeof value.theme !== 'string' || !themes.includes(value.theme))
    problems.push(`theme: one of ${themes.join(', ')} (the theme app whose build the site ships)`);

  // What a build carries to sign calls before login: 16 or 32 ASCII bytes (see @lobbykit/transport).
  if (typeof value.staticKey !== 'string' || !/^[\x21-\x7e]{16}$|^[\x21-\x7e]{32}$/.test(value.staticKey))
    problems.push('staticKey: the site static key, 16 or 32 printable ASCII characters');

  if (typeof value.version !== 'string' || !VERSION.test(value.version))
    problems.push('version: the app version, as v4.1.140');

  if (
    typeof value.releasedAt !== 'string' ||
    !MOMENT.test(value.releasedAt) ||
    Number.isNaN(Date.parse(value.releasedAt))
  )
    problems.push('releasedAt: a UTC moment, as 2026-11-29T00:00:00Z (the snapshot is dated from it)');

  const domains = isRecord(value.domains) ? value.domains : undefined;
  if (!domains) problems.push('domains: an object with api, assets and (optionally) tracking');
  else {
    for (const key of Object.keys(domains)) {
      if (!['api', 'assets', 'tracking'].includes(key))
        problems.push(`domains.${key}: not a domains field (api, assets, tracking)`);
    }
    origins(domains.api, 'domains.api', problems);
    origins(domains.assets, 'domains.assets', problems);
    const { tracking } = domains;
    if (
      tracking !== undefined &&
      (typeof tracking !== 'string' ||
        !URL.canParse(tracking) ||
        !['https:', 'http:'].includes(new URL(tracking).protocol) ||
        /[?#*]/.test(tracking))
    )
      problems.push(
        "domains.tracking: the http(s) URL of the site's tracking proxy (a path may follow the host)",
      );
  }

  if (!Array.isArray(value.analytics)) problems.push('analytics: a list of tracking ids ([] for none)');
  else {
    value.analytics.forEach((entry, index) => {
      const ok =
        isRecord(entry) &&
        Object.keys(entry).every((key) => ['category', 'type', 'gid'].includes(key)) &&
        [entry.category, entry.type, entry.gid].every((part) => typeof part === 'string' && WORD.test(part));
      if (!ok)
        problems.push(
          `analytics[${index}]: { "category", "type", "gid" } (as the hall's buried config: "gtag", "google", "G-...")`,
        );
    });
  }

  if (!Array.isArray(value.holidayThemes))
    problems.push('holidayThemes: a list of holiday themes ([] for none)');
  else {
    value.holidayThemes.forEach((entry, index) => {
      const field = `holidayThemes[${index}]`;
      if (!isRecord(entry)) return void problems.push(`${field}: { "themeType", "start", "end" }`);
      for (const key of Object.keys(entry)) {
        if (!['themeType', 'start', 'end', 'currencyCodes'].includes(key))
          problems.push(`${field}.${key}: not a holiday theme field (themeType, start, end, currencyCodes)`);
      }
      if (typeof entry.themeType !== 'string' || !WORD.test(entry.themeType))
        problems.push(`${field}.themeType: the theme's name, as midAutumn`);
      const start =
        typeof entry.start === 'string' && MOMENT.test(entry.start) ? Date.parse(entry.start) : NaN;
      const end = typeof entry.end === 'string' && MOMENT.test(entry.end) ? Date.parse(entry.end) : NaN;
      if (Number.isNaN(start)) problems.push(`${field}.start: a UTC moment, as 2027-09-10T00:00:00Z`);
      if (Number.isNaN(end)) problems.push(`${field}.end: a UTC moment, as 2027-09-20T00:00:00Z`);
      if (start >= end) problems.push(`${field}: ends before it starts`);
      if (
        entry.currencyCodes !== undefined &&
        (typeof entry.currencyCodes !== 'string' || !/^[A-Z0-9:]+(,[A-Z0-9:]+)*$/.test(entry.currencyCodes))
      )
        problems.push(`${field}.currencyCodes: currency codes, comma separated (BRL,USDT1:1)`);
    });
  }

  if (problems.length > 0) throw new SiteManifestError(source, problems);
  return /** @type {SiteManifest} */ (value);
}

/**
 * The manifest of `siteCode` in `sitesDir`, read and checked.
 * @param {string} sitesDir
 * @param {string} siteCode
 */
export function readSiteManifest(sitesDir, siteCode) {
  if (!SITE_CODE.test(siteCode)) throw new SiteManifestError(siteCode, ['not a site code']);
  const file = join(sitesDir, `${siteCode}.json`);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`release-site: no manifest for site ${siteCode} (${file} is missing)`);
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SiteManifestError(file, [
      `not JSON (${error instanceof Error ? error.message : String(error)})`,
    ]);
  }
  return checkSiteManifest(value, { source: file, siteCode });
}
