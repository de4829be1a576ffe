// Bundles the package source into one IIFE (global `LobbykitRealtime`) for a page served to Chromium.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'tsup';

export async function bundleForBrowser(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'lobbykit-realtime-bundle-'));
  try {
    await build({
      entry: { realtime: join(import.meta.dirname, '../src/index.ts') },
      format: ['iife'],
      globalName: 'LobbykitRealtime',
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
    return readFileSync(join(outDir, 'realtime.global.js'), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
