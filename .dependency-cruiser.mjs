// lobbykit's dependency direction, checked by dependency-cruiser in `npm test`
// (`pnpm check:boundaries`). Read the graph off `mayImport`; the forbidden rules below are
// generated from it, so changing the graph means changing that table, on purpose, in review.
//
//   contract <- hall-protocol <- transport <- realtime, captcha <- lobby-core <- lobby-ui <- apps
//   leaves (currency-format, i18n, validation, popup-queue, ui-blocks, theme-kit): contract at most
//   hall-server -> contract, hall-protocol (both ends of the wire share that code, nothing else)
//   tooling/test-utils: the only way a package's tests reach the hall server

import { existsSync, readdirSync, readFileSync } from 'node:fs';

const CONTRACT = 'packages/contract';
const HALL_PROTOCOL = 'packages/hall-protocol';
const TRANSPORT = 'packages/transport';
const REALTIME = 'packages/realtime';
const CAPTCHA = 'packages/captcha';
const LOBBY_CORE = 'packages/lobby-core';
const LOBBY_UI = 'packages/lobby-ui';
const LEAVES = [
  'packages/currency-format',
  'packages/i18n',
  'packages/validation',
  'packages/popup-queue',
  'packages/ui-blocks',
  'packages/theme-kit',
];
const ANY_PACKAGE = 'packages/*';
const HALL_SERVER = 'apps/hall-server';
/** The theme apps: the apps whose package.json names a theme (`lobbykit.theme`), as `pnpm new-skin` makes them. */
const THEME_APPS = readdirSync(new URL('apps/', import.meta.url), { withFileTypes: true })
  .map((entry) => new URL(`apps/${entry.name}/package.json`, import.meta.url))
  .filter((manifest) => existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).lobbykit?.theme)
  .map((manifest) => manifest.pathname.split('/').slice(-3, -1).join('/'))
  .sort();

const WIRE = [CONTRACT, HALL_PROTOCOL, TRANSPORT];
const BELOW_LOBBY_CORE = [...WIRE, REALTIME, CAPTCHA, ...LEAVES];

/** Test code, anywhere: unit, browser, e2e and type tests, test helpers and their folders. */
const TEST_CODE = [
  String.raw`\.test\.[cm]?[jt]sx?$`,
  String.raw`\.test-d\.ts$`,
  String.raw`\.test-util\.[cm]?[jt]sx?$`,
  String.raw`/(e2e|test|test-support|__tests__)/`,
];
const STORIES = [String.raw`\.stories\.[jt]sx?$`, '^apps/storybook/'];
const TEST_CONFIGS = [String.raw`(^|/)vitest[^/]*\.config\.[cm]?[jt]s$`];

/**
 * Each workspace (its folder) and the workspaces under packages/ and apps/ it may import
 * (`packages/*`: any package). A workspace may always import its own files and, outside a
 * package's published source, the private tooling (configs, @lobbykit/browser); those rules
 * follow the table. `also` widens the list for some of a workspace's files only. Folders that
 * do not exist yet (lobby-core, lobby-ui) are the plan: their rules wait for them.
 */
const mayImport = {
  [CONTRACT]: [],
  [HALL_PROTOCOL]: [CONTRACT],
  [TRANSPORT]: [CONTRACT, HALL_PROTOCOL],
  [REALTIME]: WIRE,
  [CAPTCHA]: WIRE,
  [LOBBY_CORE]: BELOW_LOBBY_CORE,
  [LOBBY_UI]: [...BELOW_LOBBY_CORE, LOBBY_CORE],
  // Leaves are used by every layer above, so they depend on nothing but the contract;
  // ui-blocks and theme-kit do not use each other today.
  ...Object.fromEntries(LEAVES.map((leaf) => [leaf, [CONTRACT]])),

  [HALL_SERVER]: [CONTRACT, HALL_PROTOCOL],
  // Each theme app: its e2e tests start the reference hall server in-process.
  ...Object.fromEntries(
    THEME_APPS.map((app) => [
      app,
      {
        imports: [ANY_PACKAGE],
        also: { label: 'e2e-and-scripts', files: `^${app}/(e2e|scripts)/`, imports: [HALL_SERVER] },
      },
    ]),
  ),
  // The designers' Storybook shows the blocks and every theme's own pages.
  'apps/storybook': [ANY_PACKAGE, ...THEME_APPS],

  // Shared test code may use everything, the hall server included: packages reach it here.
  'tooling/test-utils': [ANY_PACKAGE, HALL_SERVER],
  // Serves the theme apps against the hall server (its seeded sites pick the theme), inlines the
  // boot snapshot a lobby-core lobby makes in Node, and audits them.
  'tooling/lobby-server': [HALL_SERVER, LOBBY_CORE],
  'tooling/browser': [],
  'tooling/eslint': [],
  'tooling/tsup': [],
  'tooling/typescript': [],
  'tooling/vitest': [],
};

/**
 * `packages/*` -> a regular expression matching the path of any file in those workspaces.
 * @param {string[]} workspaces
 */
function filesOf(workspaces) {
  return `^(${workspaces.map((workspace) => workspace.replace('*', '[^/]+')).join('|')})/`;
}

/**
 * @typedef {{ label: string, files: string, imports: string[] }} Widening
 * @typedef {import('dependency-cruiser').IRegularForbiddenRuleType} Rule
 */

/**
 * The rules for one workspace: what it imports beyond its list is an error. A package's
 * rule covers packages/ only; `packages-never-import-apps` says why an app is out of reach.
 * @param {[string, string[] | { imports: string[], also: Widening }]} entry
 * @returns {Rule[]}
 */
function directionRules([workspace, allowed]) {
  const { imports, also } = Array.isArray(allowed) ? { imports: allowed, also: undefined } : allowed;
  const target = workspace.startsWith('packages/') ? '^packages/' : '^(packages|apps)/';
  /** @type {(name: string, from: Rule['from'], extra?: string[]) => Rule} */
  const rule = (name, from, extra = []) => ({
    name,
    severity: 'error',
    comment: `${name.replace('direction/', '')} may import ${[...imports, ...extra].join(', ') || 'no other workspace'} (the table in .dependency-cruiser.mjs).`,
    from,
    to: { path: target, pathNot: filesOf([workspace, ...imports, ...extra]) },
  });
  if (!also) return [rule(`direction/${workspace}`, { path: `^${workspace}/` })];
  return [
    rule(`direction/${workspace}`, { path: `^${workspace}/`, pathNot: also.files }),
    rule(`direction/${workspace}/${also.label}`, { path: also.files }, also.imports),
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...Object.entries(mayImport).flatMap(directionRules),
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      comment:
        'A package never imports an app, not even in a test: tests reach the hall server through @lobbykit/test-utils (tooling/test-utils) or run it as a process.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'workspace-missing-from-the-table',
      severity: 'error',
      comment:
        'Every workspace that imports another must have its line in `mayImport` in .dependency-cruiser.mjs.',
      from: {
        path: '^((packages|apps|tooling)/[^/]+)/',
        pathNot: filesOf(Object.keys(mayImport)),
      },
      to: { path: '^(packages|apps)/', pathNot: '^$1/' },
    },
    {
      name: 'no-reaching-into-another-workspace',
      severity: 'error',
      comment:
        'Import another workspace by its name (`@lobbykit/transport`), never by a relative path into its folder: the path skips its exports and breaks once it is published.',
      // Not from tooling: its own test configs share ../vitest/reporters.js by path, because
      // @lobbykit/vitest-config depends on @lobbykit/browser and a link back would be a cycle.
      from: { path: '^((packages|apps)/[^/]+)/' },
      to: { path: '^(packages|apps|tooling)/', pathNot: '^$1/', dependencyTypes: ['local'] },
    },
    {
      name: 'unresolvable-workspace-import',
      severity: 'error',
      comment:
        "A workspace is imported by its name, as a dependency in the importer's package.json, through an entry point its `exports` lists; `@lobbykit/transport/src/lines` or an undeclared workspace does not resolve.",
      from: {},
      to: { couldNotResolve: true, path: '^(@lobbykit/|hall-server(/|$)|lobby-classic(/|$))' },
    },
    {
      name: 'test-utils-only-in-tests',
      severity: 'error',
      comment:
        '@lobbykit/test-utils (tooling/test-utils) is for tests, stories and test configs; published source and app code never use it.',
      from: { path: '^(packages|apps)/', pathNot: [...TEST_CODE, ...STORIES, ...TEST_CONFIGS] },
      to: { path: '^tooling/test-utils/' },
    },
    {
      name: 'published-source-never-imports-tooling',
      severity: 'error',
      comment:
        "A package's published source (src/ less its tests and stories) never imports private tooling: users could not install it.",
      from: { path: '^packages/[^/]+/src/', pathNot: [...TEST_CODE, ...STORIES] },
      to: { path: '^tooling/', pathNot: '^tooling/test-utils/' },
    },
  ],
  options: {
    // The workspaces' own files are the graph; what they take from npm is not followed.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: String.raw`(^|/)(node_modules|dist|storybook-static|\.reports|\.turbo)/` },
    // Type-only imports couple workspaces as much as value imports do.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // Resolve workspaces as their users do, through `exports` (dependency-cruiser ignores
      // it unless told), and read src/ through the source condition, as the tests do.
      exportsFields: ['exports'],
      conditionNames: ['@lobbykit/source', 'import', 'types', 'default'],
    },
  },
};
