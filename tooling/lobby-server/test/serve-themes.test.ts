import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveThemes, sitesForThemes, themeApps, type ThemeApp } from '../index.js';
import { findThemeApps } from '../src/themes.js';
import { writeFixtureApp } from './fixture-app.js';

const SITES = [
  { siteCode: 'demo', type: 'classic' },
  { siteCode: 'siam', type: 'aurora' },
  { siteCode: 'nova', type: 'aurora' },
];

describe('themeApps', () => {
  describe('when the repository lists its theme apps', () => {
    it('names each with its theme and its build folder', () => {
      expect(themeApps.map(({ name, theme }) => ({ name, theme }))).toContainEqual({
        name: 'lobby-classic',
        theme: 'classic',
      });
      for (const app of themeApps) expect(app.distDir).toMatch(new RegExp(`/apps/${app.name}/dist$`));
    });
  });
});

describe('findThemeApps', () => {
  describe('when apps name their theme in package.json', () => {
    it('finds them in their order, then by name, and skips the apps that name none', () => {
      const apps = mkdtempSync(join(tmpdir(), 'lobbykit-apps-'));
      const app = (folder: string, manifest: object) => {
        mkdirSync(join(apps, folder));
        writeFileSync(join(apps, folder, 'package.json'), JSON.stringify(manifest));
      };
      try {
        app('lobby-zest', { name: 'lobby-zest', lobbykit: { theme: 'zest' } });
        app('lobby-lagoon', { name: 'lobby-lagoon', lobbykit: { theme: 'lagoon' } });
        app('lobby-main', { name: 'lobby-main', lobbykit: { theme: 'main', order: 1 } });
        app('hall-server', { name: 'hall-server' });
        app('broken', { name: 'broken', lobbykit: { theme: '' } });
        mkdirSync(join(apps, 'notes'));
        expect(findThemeApps(apps)).toEqual([
          { name: 'lobby-main', theme: 'main', distDir: join(apps, 'lobby-main', 'dist') },
          { name: 'lobby-lagoon', theme: 'lagoon', distDir: join(apps, 'lobby-lagoon', 'dist') },
          { name: 'lobby-zest', theme: 'zest', distDir: join(apps, 'lobby-zest', 'dist') },
        ]);
        expect(findThemeApps(join(apps, 'missing'))).toEqual([]);
      } finally {
        rmSync(apps, { recursive: true, force: true });
      }
    });
  });
});

describe('sitesForThemes', () => {
  const app = (name: string, theme: string): ThemeApp => ({ name, theme, distDir: `/apps/${name}/dist` });

  describe('when sites of each theme exist', () => {
    it('gives each app the first site whose type is its theme', () => {
      expect(sitesForThemes(SITES, [app('lobby-aurora', 'aurora'), app('lobby-classic', 'classic')])).toEqual(
        [
          { app: app('lobby-aurora', 'aurora'), siteCode: 'siam' },
          { app: app('lobby-classic', 'classic'), siteCode: 'demo' },
        ],
      );
    });
  });

  describe('when no site has an app theme', () => {
    it('leaves that app out', () => {
      expect(sitesForThemes(SITES, [app('lobby-neon', 'neon')])).toEqual([]);
    });
  });
});

describe('serveThemes', () => {
  const dirs = [writeFixtureApp('classic'), writeFixtureApp('aurora')];
  const apps: ThemeApp[] = [
    { name: 'lobby-classic', theme: 'classic', distDir: dirs[0]! },
    { name: 'lobby-aurora', theme: 'aurora', distDir: dirs[1]! },
  ];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  describe('when every theme has a site', () => {
    it('serves each app on its own port with a site of its theme', async () => {
      const served = await serveThemes({ sites: SITES, apps, hallUrl: 'http://127.0.0.1:9' });
      try {
        expect(served.lobbies.map((lobby) => [lobby.app.name, lobby.siteCode])).toEqual([
          ['lobby-classic', 'demo'],
          ['lobby-aurora', 'siam'],
        ]);
        const [classic, aurora] = await Promise.all(
          served.lobbies.map(async (lobby) => (await fetch(lobby.url)).text()),
        );
        expect(classic).toContain('data-site-code="demo"');
        expect(classic).toContain('Probe lobby (classic)');
        expect(aurora).toContain('data-site-code="siam"');
        expect(aurora).toContain('Probe lobby (aurora)');
      } finally {
        await served.close();
      }
    });
  });

  describe('when the wanted port is taken', () => {
    it('moves on to a free port', async () => {
      const blocker = createServer();
      const taken = await new Promise<number>((resolve) =>
        blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as { port: number }).port)),
      );
      const served = await serveThemes({ sites: SITES, apps, hallUrl: 'http://127.0.0.1:9', port: taken });
      try {
        const ports = served.lobbies.map((lobby) => Number(new URL(lobby.url).port));
        expect(ports[0]).toBeGreaterThan(taken);
        expect(ports[1]).toBeGreaterThan(ports[0]!);
        expect((await fetch(served.lobbies[0]!.url)).status).toBe(200);
      } finally {
        await served.close();
        blocker.close();
      }
    });
  });
});
