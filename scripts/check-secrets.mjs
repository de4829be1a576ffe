#!/usr/bin/env node
// Fails when a built app holds an OAuth client secret (issue 15: "0 OAuth client secrets in
// built output"). Every app that ships to a browser is scanned (its `dist`, Storybook's
// `storybook-static`; source maps too, since they carry the sources): the hall's fake client
// secrets, read from the hall's world config, must not be there, and neither may anything
// shaped like a secret (a `client_secret` field, Google's `GOCSPX-` secrets, a `clientSecret`
// with a value). The hall server is the one app that holds them: it exchanges LINE's code.
// Usage: node scripts/check-secrets.mjs
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');

/** Shapes of a secret, whatever its value. */
export const secretPatterns = [
  { pattern: /client_secret/i, why: 'a client_secret field' },
  { pattern: /GOCSPX-[\w-]{10,}/, why: 'a Google OAuth client secret' },
  { pattern: /clientSecret["']?\s*[:=]\s*["'`][^"'`]+["'`]/, why: 'a clientSecret with a value' },
];

/** The hall's fake client secrets: every `clientSecret: '...'` of its world config. */
export function knownSecretsOf(worldSource) {
  return [...worldSource.matchAll(/clientSecret:\s*'([^']+)'/g)].map((match) => match[1]);
}

/**
 * What is wrong in one file's text: each known secret and each secret shape found, with why.
 * @param {string} text
 * @param {readonly string[]} known
 */
export function secretsIn(text, known) {
  const found = [];
  for (const secret of known) if (text.includes(secret)) found.push(`the hall's secret ${secret}`);
  for (const { pattern, why } of secretPatterns) if (pattern.test(text)) found.push(why);
  return found;
}

/** Every file under a folder. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

/** The built output of each app but the hall server: [app, folder]. */
function builtOutputs() {
  const apps = join(root, 'apps');
  return readdirSync(apps)
    .filter((app) => app !== 'hall-server')
    .flatMap((app) =>
      ['dist', 'storybook-static']
        .map((folder) => join(apps, app, folder))
        .filter((folder) => existsSync(folder))
        .map((folder) => [app, folder]),
    );
}

function main() {
  const known = knownSecretsOf(readFileSync(join(root, 'apps/hall-server/src/world/sites.ts'), 'utf8'));
  if (known.length === 0) {
    console.error(
      'check-secrets: no clientSecret found in the hall world config; the scan would prove nothing',
    );
    return 1;
  }
  const outputs = builtOutputs();
  const themes = ['lobby-classic', 'lobby-aurora'];
  const missing = themes.filter((app) => !outputs.some(([built]) => built === app));
  if (missing.length > 0) {
    console.error(`check-secrets: build first; no dist for ${missing.join(', ')}`);
    return 1;
  }
  let files = 0;
  const problems = [];
  for (const [, folder] of outputs) {
    for (const file of filesUnder(folder)) {
      files++;
      for (const why of secretsIn(readFileSync(file, 'latin1'), known))
        problems.push(`${relative(root, file)}: ${why}`);
    }
  }
  if (problems.length > 0) {
    console.error(`check-secrets: OAuth client secrets in built output:\n  ${problems.join('\n  ')}`);
    return 1;
  }
  console.info(
    `check-secrets: 0 OAuth client secrets in ${files} files of ${outputs.map(([app]) => app).join(', ')} (${known.length} known secrets and ${secretPatterns.length} shapes)`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
