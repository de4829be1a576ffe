// @ts-check
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the Debian chromium package puts the browser; CHROME_PATH overrides it. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags for headless Chromium running as root on a closed network. Without the
 * background-networking flags it floods the network with refused connections.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Throws a clear error when the system Chromium is missing. */
export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Run "npm test" (it installs it with apt) or "apt-get install -y chromium".`,
    );
  }
}

/** Options for playwright's chromium.launch / launchPersistentContext, shared by vitest's browser provider. */
export function launchOptions() {
  return { executablePath: chromiumPath, args: chromiumArgs, headless: true };
}

/**
 * Launches the system Chromium with a fresh profile folder, removed on close.
 * @returns {Promise<{ browser: import('playwright-core').BrowserContext, close: () => Promise<void> }>}
 */
export async function launchChromium() {
  assertChromium();
  const { chromium } = await import('playwright-core');
  const userDataDir = mkdtempSync(join(tmpdir(), 'lobbykit-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, launchOptions());
  return {
    browser: context,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Drives a Chromium that is already running with `--remote-debugging-port` (as Lighthouse's is):
 * its default context, whose storage the browser's other tabs share. Closing disconnects and
 * leaves that Chromium running.
 * @param {number} port
 * @returns {Promise<{ browser: import('playwright-core').BrowserContext, close: () => Promise<void> }>}
 */
export async function connectToChromium(port) {
  const { chromium } = await import('playwright-core');
  const connected = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = connected.contexts()[0];
  if (!context) throw new Error(`the Chromium on port ${port} has no default context`);
  return { browser: context, close: () => connected.close() };
}

/**
 * Bundles a module and everything it imports into one IIFE script for a page served to
 * Chromium, reading workspace packages from their sources (the `@lobbykit/source` condition),
 * so a browser test needs no build. The module's exports become `globalThis[globalName]`.
 * @param {{ entry: string, globalName: string }} options `entry` is an absolute path.
 * @returns {Promise<string>} the script text
 */
export async function bundleForBrowser({ entry, globalName }) {
  const { build } = await import('tsup');
  const outDir = mkdtempSync(join(tmpdir(), 'lobbykit-browser-bundle-'));
  try {
    await build({
      entry: { bundle: entry },
      format: ['iife'],
      globalName,
      platform: 'browser',
      target: 'es2022',
      outDir,
      config: false,
      dts: false,
      silent: true,
      noExternal: [/.*/],
      esbuildOptions(options) {
        options.conditions = ['@lobbykit/source', 'browser', 'import', 'default'];
      },
    });
    return readFileSync(join(outDir, 'bundle.global.js'), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Serves fixed pages and scripts on a free loopback port, for node tests that drive Chromium:
 * `/` is `pages['/']`, a path ending in `.js` is sent as JavaScript, anything unknown is a 404.
 * @param {Record<string, string>} pages path -> body
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} `url` is the origin, no trailing slash
 */
export async function serveTestPages(pages) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://page').pathname;
    const body = Object.hasOwn(pages, path) ? pages[path] : undefined;
    if (body === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/html' });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
