#!/usr/bin/env node
// `pnpm new-skin <name> --site <siteCode>=<staticKey> [--site ...] [--no-install]`: makes
// apps/lobby-<name>, a theme app for the sites whose `type` is <name>, from the starter in
// scripts/skin-template/: the wiring every theme app has (env, lobby, server render, entry,
// standalone pages, build and test configs), and the theme's own small starting files (tokens,
// stylesheet, layout, footer, float bar, home, search and sub-game pages), a contract test and
// a Chromium journey. The app joins `npm start`, the e2e run and the audits by its
// package.json (`lobbykit.theme`). The first site is the build's default; each site's static key
// is what its calls are encrypted with before login (public by nature: it ships to browsers).
// `pnpm new-skin <name> --measure` counts the lines written by hand since: what the app's files
// add to what the generator makes.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
export const templateDir = join(import.meta.dirname, 'skin-template');

/** Names the theme, its app folder, its CSS prefix and its identifiers: so, lower case. */
const NAME = /^[a-z][a-z0-9]{1,15}$/;
const SITE_CODE = /^[a-z0-9]{2,16}$/;
/** A static key goes into a quoted string of env.ts: printable ASCII without quotes or backslash. */
const STATIC_KEY = /^[\x21-\x7e]{8,64}$/;
const UNSAFE_IN_KEY = /['"`\\]/;
/** The placeholders of the template, in its file names and its text. */
const PLACEHOLDER = /__(skin|Skin|site|siteKeys|siteArgs)__/g;

/**
 * Checks the generator's input; answers the problems, one line each (none: fine).
 * @param {{ name: string, sites: readonly { code: string, key: string }[], taken: readonly string[] }} input
 */
export function skinInputProblems({ name, sites, taken }) {
  const problems = [];
  if (!NAME.test(name))
    problems.push(
      `the name ${JSON.stringify(name)} is not 2-16 lower-case letters or digits, starting with a letter`,
    );
  if (taken.includes(name)) problems.push(`a theme named ${name} exists already`);
  if (sites.length === 0) problems.push('give at least one site: --site <siteCode>=<staticKey>');
  for (const { code, key } of sites) {
    if (!SITE_CODE.test(code))
      problems.push(`the site code ${JSON.stringify(code)} is not 2-16 lower-case letters or digits`);
    if (!STATIC_KEY.test(key) || UNSAFE_IN_KEY.test(key))
      problems.push(
        `the static key of ${code} is not 8-64 printable characters without quotes or backslashes`,
      );
  }
  const codes = sites.map((site) => site.code);
  if (new Set(codes).size !== codes.length) problems.push('a site is given twice');
  return problems;
}

/**
 * The files of the new app, each with its path in the app and its text: the template with every
 * placeholder filled in.
 * @param {{ name: string, sites: readonly { code: string, key: string }[] }} input
 * @param {string} [from] the template folder
 * @returns {{ path: string, text: string }[]}
 */
export function skinFiles({ name, sites }, from = templateDir) {
  // (Unformatted: a name longer or shorter than the placeholder can move a line past the
  // print width; `formattedSkinFiles` gives what the generator writes.)
  const values = {
    skin: name,
    Skin: name[0].toUpperCase() + name.slice(1),
    site: sites[0].code,
    siteKeys: sites.map(({ code, key }) => `${code}: '${key}'`).join(', '),
    // The app's package.json keeps what made it, so `--measure` can make it again.
    siteArgs: sites.map(({ code, key }) => `--site ${code}=${key}`).join(' '),
  };
  const fill = (text) => text.replace(PLACEHOLDER, (_, key) => values[key]);
  return listFiles(from).map((file) => ({
    path: fill(file),
    text: fill(readFileSync(join(from, file), 'utf8')),
  }));
}

/**
 * The files as the generator writes them: formatted by the repository's prettier settings, so
 * the new app passes the format check whatever the length of its name.
 * @param {{ name: string, sites: readonly { code: string, key: string }[] }} input
 * @param {string} [from] the template folder
 */
export async function formattedSkinFiles(input, from = templateDir) {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(join(root, 'package.json'));
  return Promise.all(
    skinFiles(input, from).map(async (file) => {
      const { inferredParser } = await prettier.getFileInfo(file.path);
      return inferredParser
        ? { ...file, text: await prettier.format(file.text, { ...options, filepath: file.path }) }
        : file;
    }),
  );
}

/** Every file under `dir`, as paths relative to it, in a stable order. */
function listFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))],
    )
    .sort();
}

/**
 * How many non-blank lines of `after` are not in `before` (added or changed), by their longest
 * common run of lines: what a person typed into a file the generator wrote.
 * @param {string} before
 * @param {string} after
 */
export function addedLines(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  let added = 0;
  let i = 0;
  let j = 0;
  while (j < b.length) {
    if (i < a.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (i < a.length && common[i + 1][j] >= common[i][j + 1]) {
      i++;
    } else {
      if (b[j].trim() !== '') added++;
      j++;
    }
  }
  return added;
}

/** What a theme app's build and install make: never written by hand. */
const NOT_WRITTEN = new Set(['node_modules', 'dist', 'dist-server', '.turbo']);

/**
 * The lines written by hand in an app `pnpm new-skin` made: for each of its files (but its
 * Markdown), the non-blank lines the generator's output (remade from the app's `lobbykit.newSkin`) does not have.
 * @param {string} appDir
 * @param {string} [from] the template folder
 * @returns {Promise<{ total: number, files: { path: string, lines: number }[] }>}
 */
export async function handWrittenLines(appDir, from = templateDir) {
  const made = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8'))?.lobbykit?.newSkin;
  if (typeof made !== 'string') throw new Error(`${appDir} was not made by new-skin (no lobbykit.newSkin)`);
  const generated = new Map(
    (await formattedSkinFiles(parseSkinArgs(made.split(' ')), from)).map((file) => [file.path, file.text]),
  );
  const files = listFiles(appDir)
    // Theme code only: the app's README is prose.
    .filter((path) => !NOT_WRITTEN.has(path.split('/')[0]) && !path.endsWith('.md'))
    .map((path) => ({
      path,
      lines: addedLines(generated.get(path) ?? '', readFileSync(join(appDir, path), 'utf8')),
    }))
    .filter((file) => file.lines > 0);
  return { total: files.reduce((sum, file) => sum + file.lines, 0), files };
}

/**
 * The generator's arguments: the name, then `--site code=key` pairs.
 * @param {readonly string[]} args
 */
export function parseSkinArgs(args) {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      site: { type: 'string', multiple: true, default: [] },
      'no-install': { type: 'boolean' },
      measure: { type: 'boolean' },
    },
  });
  const sites = values.site.map((pair) => {
    const at = pair.indexOf('=');
    return at < 0 ? { code: pair, key: '' } : { code: pair.slice(0, at), key: pair.slice(at + 1) };
  });
  return {
    name: positionals[0] ?? '',
    sites,
    install: !values['no-install'],
    measure: Boolean(values.measure),
  };
}

/** The themes the apps folder has, by the package.json of each app (`lobbykit.theme`). */
function takenThemes(appsDir) {
  return readdirSync(appsDir, { withFileTypes: true }).flatMap((entry) => {
    const manifest = join(appsDir, entry.name, 'package.json');
    if (!entry.isDirectory() || !existsSync(manifest)) return [];
    const theme = JSON.parse(readFileSync(manifest, 'utf8'))?.lobbykit?.theme;
    return typeof theme === 'string' ? [theme] : [];
  });
}

async function main() {
  const usage = `usage: pnpm new-skin <name> --site <siteCode>=<staticKey> [--site ...] [--no-install]
       pnpm new-skin <name> --measure   (the lines written by hand in apps/lobby-<name>)`;
  const { name, sites, install, measure } = parseSkinArgs(process.argv.slice(2));
  const appsDir = join(root, 'apps');
  if (measure) {
    const { total, files } = await handWrittenLines(join(appsDir, `lobby-${name}`));
    for (const file of files) console.info(`${String(file.lines).padStart(5)}  ${file.path}`);
    console.info(`${String(total).padStart(5)}  lines written by hand in apps/lobby-${name}`);
    return;
  }
  const problems = skinInputProblems({ name, sites, taken: takenThemes(appsDir) });
  const appDir = join(appsDir, `lobby-${name}`);
  if (problems.length === 0 && existsSync(appDir)) problems.push(`${relative(root, appDir)} exists already`);
  if (problems.length > 0) {
    console.error(`new-skin: ${problems.join('\nnew-skin: ')}\n${usage}`);
    process.exit(1);
  }
  const files = await formattedSkinFiles({ name, sites });
  for (const { path, text } of files) {
    mkdirSync(dirname(join(appDir, path)), { recursive: true });
    writeFileSync(join(appDir, path), text);
  }
  console.info(`new-skin: wrote ${files.length} files to ${relative(root, appDir)}`);
  if (install) {
    const { run } = await import('./lib/setup.mjs');
    // Links the new app into the workspace (its packages, its bin commands) and adds it to the
    // lockfile, which a frozen install would refuse.
    if (run('pnpm', ['install', '--no-frozen-lockfile']) !== 0) process.exit(1);
  }
  console.info(`
Next:
  1. The hall must answer sites of type "${name}" (the reference hall: a brand in
     apps/hall-server/src/world/brand-sites.ts with type '${name}').
  2. Make it yours in apps/lobby-${name}/src/theme/: tokens.ts, styles.css, the layout and pages.
  3. pnpm --filter lobby-${name} build && pnpm --filter lobby-${name} test:e2e
  4. npm start serves it beside the other themes.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
