// @ts-check
// The system Chromium with a DevTools port, which Lighthouse drives (it connects to a port;
// Playwright's own launch talks over a pipe instead).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertChromium, chromiumArgs, chromiumPath } from '@lobbykit/browser';

const LISTENING = /DevTools listening on ws:\/\/[^:]+:(\d+)\//;

/**
 * Starts Chromium with the flags these machines need, a fresh profile and a free DevTools port.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function launchDebuggableChromium() {
  assertChromium();
  const userDataDir = mkdtempSync(join(tmpdir(), 'lobbykit-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
    // Chromium's helper processes may still be writing its cache for a while after it exits (a
    // loaded machine has seen more than a second). A profile left in the temporary folder is not
    // worth failing a finished audit for: it is said, and left.
    try {
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    } catch (error) {
      console.warn(`lighthouse: could not remove Chromium's profile ${userDataDir}: ${String(error)}`);
    }
  };
  try {
    const port = await new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not open a DevTools port in 30 s:\n${output}`)),
        30_000,
      );
      child.stderr.on('data', (/** @type {Buffer} */ chunk) => {
        output += chunk.toString();
        const match = LISTENING.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited with code ${code} before listening:\n${output}`));
      });
    });
    return { port: /** @type {number} */ (port), close };
  } catch (error) {
    await close();
    throw error;
  }
}
