// @ts-check
// The rules of `pnpm check:publish` (scripts/check-publish.mjs), pure and tested on their own
// (scripts/check-publish.test.mjs): the registry's config, the user's .npmrc, the catalog and
// the changesets read, versions compared, CHANGELOGs and published manifests checked, entry
// points listed, and the imports a published file makes against what its package declares.
import { builtinModules } from 'node:module';

/**
 * The verdaccio config of the check. `@lobbykit/*` has no `proxy`, so a name under that scope
 * can only come from what this run published, never from the public registry; everything else
 * is proxied to the machine's registry, as a company registry would do. Publishing needs a
 * logged-in user, like on a real registry.
 * @param {{ storage: string, htpasswd: string, uplink: string }} options absolute paths, registry URL
 * @returns {string} YAML text
 */
export function verdaccioConfig({ storage, htpasswd, uplink }) {
  // JSON strings are valid YAML double-quoted scalars, so paths with odd characters stay intact.
  const quote = (/** @type {string} */ value) => JSON.stringify(value);
  return [
    `storage: ${quote(storage)}`,
    // The web UI is not needed and only slows the start.
    'web:',
    '  enable: false',
    'auth:',
    '  htpasswd:',
    `    file: ${quote(htpasswd)}`,
    'uplinks:',
    '  upstream:',
    `    url: ${quote(uplink)}`,
    'packages:',
    "  '@lobbykit/*':",
    '    access: $all',
    '    publish: $authenticated',
    '    unpublish: $authenticated',
    "  '@*/*':",
    '    access: $all',
    '    publish: $authenticated',
    '    proxy: upstream',
    "  '**':",
    '    access: $all',
    '    publish: $authenticated',
    '    proxy: upstream',
    'log: { type: stdout, format: pretty, level: warn }',
    '',
  ].join('\n');
}

/**
 * The user config npm and pnpm read for the check: the registry and the publisher's token for
 * it (npm keys a token by the registry's host and path, without the scheme).
 * @param {string} registry URL ending in `/`
 * @param {string} token
 * @returns {string}
 */
export function npmrcFor(registry, token) {
  const url = new URL(registry);
  return [
    `registry=${registry}`,
    `//${url.host}${url.pathname}:_authToken=${token}`,
    // Verdaccio here runs without its audit plugin, and a check has no use for funding notes.
    'audit=false',
    'fund=false',
    'update-notifier=false',
    '',
  ].join('\n');
}

/**
 * The versions of pnpm-workspace.yaml's `catalog:` (the default catalog), by package name.
 * @param {string} yaml the file's text
 * @returns {Record<string, string>}
 */
export function catalogOf(yaml) {
  /** @type {Record<string, string>} */
  const versions = {};
  let inCatalog = false;
  for (const line of yaml.split(/\r?\n/)) {
    if (/^catalog:\s*$/.test(line)) {
      inCatalog = true;
      continue;
    }
    if (!inCatalog || /^\s*(#.*)?$/.test(line)) continue;
    // The block ends at the next top-level key.
    if (!/^\s/.test(line)) break;
    const entry = /^\s+(['"]?)([^'"\s:]+)\1:\s*(['"]?)([^'"\s#]+)\3/.exec(line);
    if (entry) versions[/** @type {string} */ (entry[2])] = /** @type {string} */ (entry[4]);
  }
  return versions;
}

/**
 * The package names a pending changeset (`.changeset/<name>.md`) releases.
 * @param {string} text the changeset file
 * @returns {string[]}
 */
export function changesetReleases(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!front) return [];
  const names = [];
  for (const line of (front[1] ?? '').split(/\r?\n/)) {
    const entry = /^\s*(['"]?)([^'"\s]+)\1\s*:\s*(major|minor|patch)\s*$/.exec(line);
    if (entry) names.push(/** @type {string} */ (entry[2]));
  }
  return names;
}

/**
 * Whether version `a` is newer than `b` (major.minor.patch; a pre-release is older than its release).
 * @param {string} a
 * @param {string} b
 */
export function isNewer(a, b) {
  const parse = (/** @type {string} */ version) => {
    const [core = '', pre] = version.split('-', 2);
    return { parts: core.split('.').map(Number), pre };
  };
  const left = parse(a);
  const right = parse(b);
  for (let index = 0; index < 3; index += 1) {
    const difference = (left.parts[index] ?? 0) - (right.parts[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  if (left.pre === right.pre) return false;
  if (left.pre === undefined) return true;
  if (right.pre === undefined) return false;
  return left.pre > right.pre;
}

/**
 * What is wrong with a package's CHANGELOG.md after `changeset version`, or undefined: it must
 * name the package, have the package's version as its newest heading, and hold a changes
 * section under it, as changesets writes them.
 * @param {{ name: string, version: string, text: string | undefined }} changelog
 * @returns {string | undefined}
 */
export function changelogProblem({ name, version, text }) {
  if (text === undefined) return 'has no CHANGELOG.md';
  const title = text.split(/\r?\n/).find((line) => line.trim() !== '');
  if (title !== `# ${name}`) return `CHANGELOG.md starts with "${title ?? ''}", not "# ${name}"`;
  const newest = /^## (.+)$/m.exec(text);
  if (!newest) return 'CHANGELOG.md has no version heading';
  if (newest[1]?.trim() !== version) {
    return `CHANGELOG.md's newest heading is ${newest[1]?.trim()}, not the new version ${version}`;
  }
  const section = text.slice(newest.index + newest[0].length).split(/^## /m)[0] ?? '';
  if (!/^### (Major|Minor|Patch) Changes$/m.test(section)) {
    return `CHANGELOG.md has no "### Major|Minor|Patch Changes" under ${version}`;
  }
  return undefined;
}

/**
 * Dependency specifiers of a published manifest that still use a workspace-only protocol
 * (`workspace:`, `catalog:`): a user's package manager cannot resolve them.
 * @param {Record<string, unknown>} manifest
 * @returns {string[]} e.g. `dependencies.@lobbykit/contract: workspace:*`
 */
export function workspaceProtocols(manifest) {
  const found = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies']) {
    const specifiers = /** @type {Record<string, unknown> | undefined} */ (manifest[field]);
    for (const [name, specifier] of Object.entries(specifiers ?? {})) {
      if (typeof specifier === 'string' && /^(workspace|catalog):/.test(specifier)) {
        found.push(`${field}.${name}: ${specifier}`);
      }
    }
  }
  return found;
}

/**
 * The module specifiers a user can import from a package, from its manifest's `exports`:
 * every subpath but `./package.json` and stylesheets (which a bundler, not TypeScript, reads).
 * @param {string} name
 * @param {unknown} exports the manifest's `exports`
 * @returns {string[]} e.g. `@lobbykit/ui-blocks`, `@lobbykit/ui-blocks/modal`
 */
export function entryPointsOf(name, exports) {
  if (typeof exports === 'string') return [name];
  if (!exports || typeof exports !== 'object') return [];
  const keys = Object.keys(exports);
  // An exports object of conditions only (`{ types, default }`) is the package's one entry.
  if (!keys.some((key) => key.startsWith('.'))) return [name];
  return keys
    .filter((key) => key !== './package.json' && !key.endsWith('.css') && !key.includes('*'))
    .map((key) => (key === '.' ? name : `${name}${key.slice(1)}`));
}

/** `import`/`export ... from`, side-effect `import`, `import()` and `require()` of a string. */
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;
/** A package name, maybe scoped, maybe with a subpath: what a bare import looks like. */
const BARE_SPECIFIER = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[^\s'"]*)?$/i;

/**
 * The bare module specifiers a built JavaScript or declaration file imports: not relative
 * paths, not URLs, not Node built-ins.
 * @param {string} code
 * @returns {string[]}
 */
export function bareImports(code) {
  const specifiers = new Set();
  for (const match of code.matchAll(IMPORT_PATTERN)) {
    const specifier = /** @type {string} */ (match[2]);
    if (!BARE_SPECIFIER.test(specifier) || specifier.startsWith('node:')) continue;
    if (builtinModules.includes(/** @type {string} */ (specifier.split('/')[0]))) continue;
    specifiers.add(specifier);
  }
  return [...specifiers];
}

/**
 * The packages a published package imports without declaring them (`dependencies`,
 * `peerDependencies`, `optionalDependencies`, or itself). Inside a workspace they resolve
 * anyway; a user's install may not have them, or may have another version.
 * @param {{ name?: string } & Record<string, unknown>} manifest
 * @param {string[]} specifiers its bare imports
 * @returns {string[]} package names, sorted
 */
export function undeclaredPackages(manifest, specifiers) {
  const declared = new Set([manifest.name]);
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const name of Object.keys(/** @type {object | undefined} */ (manifest[field]) ?? {}))
      declared.add(name);
  }
  const missing = new Set();
  for (const specifier of specifiers) {
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    if (!declared.has(name)) missing.add(name);
  }
  return [...missing].sort();
}
