#!/usr/bin/env node
// @ts-check
// `pnpm check:publish`: proves that the published packages work as a user gets them from a
// registry (issue 19). It clones the committed project into a scratch folder, runs the
// changesets flow there (`pnpm version-packages`, then `pnpm release`) against a real npm
// registry (Verdaccio) on loopback, and then, in a folder outside any workspace, installs
// `@lobbykit/*` from that registry into a fresh Vite + React app with plain `npm install`,
// checks that the installed files import only declared dependencies, type-checks the app and
// every public entry point, builds the app and renders a lobby block in the system Chromium.
// The tarballs, `exports`, peer dependencies, CSS entries and declarations are all read as a
// user reads them: nothing comes from the workspace. Slow (two minutes of package builds on 2 cores), so
// it is not part of `npm test`; run it before a release or after changing how packages ship.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  children,
  currentStep,
  exec,
  registryEnv,
  sleep,
  step,
  StepError,
  stopChildren,
} from './lib/publish/processes.mjs';
import { PUBLISHER, startRegistry } from './lib/publish/registry.mjs';
import {
  bareImports,
  catalogOf,
  changelogProblem,
  changesetReleases,
  entryPointsOf,
  isNewer,
  npmrcFor,
  undeclaredPackages,
  workspaceProtocols,
} from './lib/publish/rules.mjs';
import { scratchApp, serveFolder } from './lib/publish/scratch-app.mjs';

const root = join(import.meta.dirname, '..');
const screenshotPath = join(root, '.reports', 'screenshots', 'publish', 'block.png');

/**
 * The published workspaces of packages/* in a checkout: name, folder, version.
 * @param {string} checkout
 */
function publishedPackages(checkout) {
  return readdirSync(join(checkout, 'packages'))
    .filter((folder) => existsSync(join(checkout, 'packages', folder, 'package.json')))
    .map((folder) => {
      const path = join(checkout, 'packages', folder);
      const manifest = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
      return {
        name: String(manifest.name),
        path,
        version: String(manifest.version),
        private: !!manifest.private,
      };
    })
    .filter((workspace) => !workspace.private)
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function main() {
  const started = Date.now();
  /** @type {string[]} */
  const folders = [];
  /** @type {(() => Promise<void>)[]} */
  const cleanups = [];
  /** @type {Awaited<ReturnType<typeof startRegistry>> | undefined} */
  let registry;
  /** @type {string | undefined} */
  let summary;
  const scratch = (/** @type {string} */ prefix) => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
  const removeFolders = () => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  };
  // Ctrl-C or a kill must not leave a registry running or scratch folders behind.
  let stopping = false;
  const onSignal = async (/** @type {NodeJS.Signals} */ signal) => {
    stopping = true;
    console.error(`check:publish: stopped by ${signal}; cleaning up`);
    // The browser is playwright's: it closes it when this process exits.
    await stopChildren(children, 3000);
    removeFolders();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const uplink = (await exec('npm', ['config', 'get', 'registry'], { cwd: root })).trim();
    const clone = join(scratch('lobbykit-publish-'), 'lobbykit');

    await step(`clone the committed HEAD into ${clone}, install from the lockfile`, async () => {
      await exec('git', ['clone', '--quiet', root, clone], { cwd: root });
      await exec('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: clone });
    });

    const before = publishedPackages(clone);
    if (before.length === 0) throw new StepError('no published package found in packages/*');
    const released = new Set(
      readdirSync(join(clone, '.changeset'))
        .filter((file) => file.endsWith('.md') && file !== 'README.md')
        .flatMap((file) => changesetReleases(readFileSync(join(clone, '.changeset', file), 'utf8'))),
    );

    // Versioning comes before the build, so the build is of the sources being published and
    // `pnpm release`'s own build finds every package in turbo's cache: the bumped package.json
    // files are part of each package's hash, so building first would build everything twice.
    const packages = await step(
      `pnpm version-packages (changeset version): ${released.size} packages with pending changesets`,
      async () => {
        await exec('pnpm', ['version-packages'], { cwd: clone });
        const after = publishedPackages(clone);
        const problems = [];
        for (const old of before) {
          const now = after.find((workspace) => workspace.name === old.name);
          if (!now) {
            problems.push(`${old.name}: gone after changeset version`);
            continue;
          }
          if (released.has(old.name) && !isNewer(now.version, old.version)) {
            problems.push(`${old.name}: has a pending changeset but stayed at ${now.version}`);
          }
          const changelogPath = join(now.path, 'CHANGELOG.md');
          const text = existsSync(changelogPath) ? readFileSync(changelogPath, 'utf8') : undefined;
          const problem = changelogProblem({ name: now.name, version: now.version, text });
          if (problem) problems.push(`${now.name}: ${problem}`);
        }
        if (problems.length > 0) throw new StepError(`changeset version left:\n  ${problems.join('\n  ')}`);
        for (const workspace of after) {
          const old = before.find((previous) => previous.name === workspace.name);
          console.info(
            `check:publish:    ${workspace.name} ${old?.version} -> ${workspace.version}, CHANGELOG.md`,
          );
        }
        return after;
      },
    );

    await step(`build the ${packages.length} published packages (turbo, packages/*)`, () =>
      exec('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'], {
        cwd: clone,
      }),
    );

    registry = await step(`start verdaccio on loopback (other scopes proxied to ${uplink})`, async () => {
      const started = await startRegistry(scratch('lobbykit-registry-'), uplink);
      console.info(
        `check:publish:    ${started.url}, publisher "${PUBLISHER}" created, token in a temp .npmrc`,
      );
      return started;
    });
    cleanups.push(() => /** @type {NonNullable<typeof registry>} */ (registry).stop());
    const { url } = registry;
    const npmrc = join(scratch('lobbykit-npmrc-'), '.npmrc');
    writeFileSync(npmrc, npmrcFor(url, registry.token));
    const env = registryEnv(npmrc, url);

    await step('pnpm release (turbo build, then changeset publish) to verdaccio', async () => {
      // A guard before publishing: both package managers must see the check's registry and
      // user, so nothing can go to the public registry.
      const pnpmRegistry = (await exec('pnpm', ['config', 'get', 'registry'], { cwd: clone, env })).trim();
      const npmUser = (await exec('npm', ['whoami'], { cwd: clone, env })).trim();
      if (pnpmRegistry.replace(/\/?$/, '/') !== url || npmUser !== PUBLISHER) {
        throw new StepError(
          `refusing to publish: pnpm's registry is ${pnpmRegistry}, npm's user "${npmUser}"`,
        );
      }
      await exec('pnpm', ['release'], { cwd: clone, env });
    });

    /** @type {string[]} */
    const entryPoints = [];
    /** @type {Set<string>} */
    const peers = new Set();
    await step(`npm view: ${packages.length} packages on the registry at their new versions`, async () => {
      const problems = [];
      for (const workspace of packages) {
        const json = await exec(
          'npm',
          [
            'view',
            `${workspace.name}@${workspace.version}`,
            'version',
            'dependencies',
            'peerDependencies',
            'optionalDependencies',
            'devDependencies',
            'exports',
            '--json',
            '--registry',
            url,
          ],
          { cwd: tmpdir(), env },
        );
        const manifest = json.trim() === '' ? {} : JSON.parse(json);
        if (manifest.version !== workspace.version) {
          problems.push(
            `${workspace.name}: registry has ${manifest.version ?? 'nothing'}, not ${workspace.version}`,
          );
        }
        for (const specifier of workspaceProtocols(manifest))
          problems.push(`${workspace.name}: ${specifier}`);
        const entries = entryPointsOf(workspace.name, manifest.exports);
        if (entries.length === 0) problems.push(`${workspace.name}: no module in "exports"`);
        entryPoints.push(...entries);
        for (const peer of Object.keys(manifest.peerDependencies ?? {})) peers.add(peer);
      }
      const latest = JSON.parse(
        await exec('npm', ['view', '@lobbykit/lobby-ui', 'dependencies', '--json', '--registry', url], {
          cwd: tmpdir(),
          env,
        }),
      );
      if (problems.length > 0) throw new StepError(`the registry's manifests:\n  ${problems.join('\n  ')}`);
      console.info(
        `check:publish:    no workspace: or catalog: left; @lobbykit/lobby-ui depends on ${Object.entries(
          latest,
        )
          .map(([name, version]) => `${name}@${version}`)
          .join(', ')}`,
      );
    });

    const app = scratch('lobbykit-publish-app-');
    const peerList = [...peers].sort();
    await step(`a fresh Vite + React app in ${app}: npm install from verdaccio`, async () => {
      console.info(
        `check:publish:    the ${packages.length} packages and their peers: ${peerList.join(', ')}`,
      );
      const catalog = catalogOf(readFileSync(join(clone, 'pnpm-workspace.yaml'), 'utf8'));
      const lobbykit = Object.fromEntries(packages.map((workspace) => [workspace.name, workspace.version]));
      const files = scratchApp({ catalog, lobbykit, peers: peerList, entryPoints });
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(app, path)), { recursive: true });
        writeFileSync(join(app, path), text);
      }
      const output = await exec('npm', ['install'], { cwd: app, env });
      for (const warning of output.split('\n').filter((line) => /^npm warn/i.test(line))) {
        console.info(`check:publish:    ${warning.trim()}`);
      }
      const installed = readdirSync(join(app, 'node_modules', '@lobbykit')).map((folder) => {
        const manifest = JSON.parse(
          readFileSync(join(app, 'node_modules', '@lobbykit', folder, 'package.json'), 'utf8'),
        );
        return `${manifest.name}@${manifest.version}`;
      });
      const wrong = installed.filter(
        (id) => !packages.some((workspace) => id === `${workspace.name}@${workspace.version}`),
      );
      if (wrong.length > 0)
        throw new StepError(`installed versions that were not published here: ${wrong.join(', ')}`);
      console.info(
        `check:publish:    installed ${installed.length} @lobbykit packages: ${installed.join(', ')}`,
      );
    });

    // npm hoists every package of the tree to the app's node_modules, so a package that imports
    // another without declaring it still works here, and the type check cannot see it: read the
    // imports of the installed files instead.
    await step('every bare import in the installed dist/ files is a declared dependency or peer', () => {
      const problems = [];
      let files = 0;
      for (const workspace of packages) {
        const folder = join(app, 'node_modules', ...workspace.name.split('/'));
        const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
        const built = readdirSync(join(folder, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
          (file) => /\.(m?js|cjs|d\.m?ts)$/.test(file),
        );
        files += built.length;
        const specifiers = built.flatMap((file) =>
          bareImports(readFileSync(join(folder, 'dist', file), 'utf8')),
        );
        for (const name of undeclaredPackages(manifest, specifiers)) {
          problems.push(`${workspace.name} imports ${name} but does not declare it`);
        }
      }
      if (problems.length > 0) throw new StepError(`undeclared imports:\n  ${problems.join('\n  ')}`);
      console.info(`check:publish:    ${files} files of ${packages.length} packages read`);
    });

    await step(
      `npx tsc --noEmit: the page and all ${entryPoints.length} public entry points (strict, bundler resolution, declarations checked)`,
      () => exec('npx', ['tsc', '--noEmit'], { cwd: app, env }),
    );

    await step('npx vite build', () => exec('npx', ['vite', 'build'], { cwd: app, env }));

    await step('render the game grid in Chromium', async () => {
      const site = await serveFolder(join(app, 'dist'));
      cleanups.push(site.close);
      // The workspace's Chromium launcher (system Chromium, the flags these machines need).
      const { launchChromium } = await import('../tooling/browser/index.js');
      const chromium = await launchChromium();
      cleanups.push(chromium.close);
      const page = await chromium.browser.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      /** @type {string[]} */
      const errors = [];
      /** @type {string[]} */
      const messages = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          const where = message.location().url;
          errors.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
        } else messages.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      await page.goto(site.url);
      const card = page.getByRole('button', { name: 'Play Lucky Lanterns' });
      await card.waitFor({ state: 'visible', timeout: 20_000 });
      await page.getByRole('button', { name: 'Play demo of Dragon Harbor' }).waitFor({ state: 'visible' });
      await page.getByRole('list', { name: 'Games' }).waitFor({ state: 'visible' });
      // The blocks' styles and the theme's tokens must have reached the page, not just the markup.
      const styled = await page.evaluate(() => ({
        grid: getComputedStyle(/** @type {Element} */ (document.querySelector('.lk-game-grid'))).display,
        image: getComputedStyle(/** @type {Element} */ (document.querySelector('.lk-image'))).overflow,
        token: getComputedStyle(document.body).getPropertyValue('--lk-color-primary').trim(),
      }));
      if (styled.grid !== 'grid' || styled.image !== 'hidden' || styled.token === '') {
        errors.push(`styles missing: ${JSON.stringify(styled)}`);
      }
      // Pictures load when near the viewport; the screenshot should show them, not shimmers.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('.lk-image img')].every(
            (image) => /** @type {HTMLImageElement} */ (image).complete,
          ),
        undefined,
        { timeout: 10_000 },
      );
      mkdirSync(dirname(screenshotPath), { recursive: true });
      await page.screenshot({ path: screenshotPath, fullPage: true });
      await card.click();
      const deadline = Date.now() + 5000;
      while (!messages.includes('play 1') && Date.now() < deadline) await sleep(50);
      if (!messages.includes('play 1')) errors.push('clicking "Play Lucky Lanterns" did not call onPlay');
      if (errors.length > 0) throw new StepError(`the page:\n  ${errors.join('\n  ')}`);
      console.info(
        `check:publish:    grid, cards and their names visible, styled, playable; ${screenshotPath}`,
      );
    });

    const versions = [...new Set(packages.map((workspace) => workspace.version))].join(', ');
    summary = `${packages.length} packages published at ${versions}, scratch app built and rendered in Chromium`;
  } catch (error) {
    process.exitCode = 1;
    // Stopped from outside: the commands it killed failed, which says nothing new.
    if (stopping) return;
    const where = currentStep();
    if (error instanceof StepError) {
      if (error.details) console.error(error.details.trimEnd());
      console.error(`check:publish: FAILED at ${where}: ${error.message}`);
    } else {
      console.error(error);
      console.error(`check:publish: FAILED at ${where} (see the error above)`);
    }
    // Its start-up lines (a warning about running as root, its address) explain nothing.
    const registryLog = (registry?.readLog() ?? '')
      .split('\n')
      .filter((line) => !/superuser privileges|--trace-warnings|http address|^\s*$/.test(line));
    if (registryLog.length > 0) console.error(`check:publish: verdaccio's log:\n${registryLog.join('\n')}`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    removeFolders();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  // After the clean-up, so the time is the whole run's.
  if (summary) console.info(`check:publish: ${summary}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
