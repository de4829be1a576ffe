#!/usr/bin/env node
// Measures the start of the built server (dist/main.js) the way `npm start` runs it: from
// process spawn to the "ready in N ms" line, on a fresh data folder and then on the same
// folder again. Needs `pnpm build` first. Prints the figures; never fails on timing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'hall-measure-'));

function once(label, seed) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [main, '--port', '0', '--quiet', '--data', join(dataDir, seed), '--seed', seed],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const ready = /ready in (\d+) ms/.exec(output);
      if (!ready) return;
      const spawnToReady = Math.round(performance.now() - started);
      console.info(
        `${label.padEnd(28)} spawn to ready ${String(spawnToReady).padStart(5)} ms   server startupMs ${ready[1].padStart(4)} ms`,
      );
      child.once('exit', () => resolve(spawnToReady));
      child.kill('SIGTERM');
    });
    child.once('error', reject);
  });
}

try {
  for (const seed of ['default', 'small']) {
    await once(`${seed} seed, fresh folder`, seed);
    await once(`${seed} seed, existing folder`, seed);
    await once(`${seed} seed, existing folder`, seed);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
