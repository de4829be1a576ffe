// @ts-check
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
