import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '@lobbykit/browser';
import { startHallServer, type HallServer } from 'hall-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLobby } from '../scripts/serve.mjs';

const screenshots = join(import.meta.dirname, '..', '..', '..', '.screenshots');

describe('lobby-classic in Chromium', () => {
  let hall: HallServer;
  let lobby: { url: string; close: () => Promise<void> };
  let chromium: Awaited<ReturnType<typeof launchChromium>>;

  beforeAll(async () => {
    hall = await startHallServer();
    lobby = await serveLobby({ hallUrl: hall.url });
    chromium = await launchChromium();
    mkdirSync(screenshots, { recursive: true });
  });

  afterAll(async () => {
    await chromium?.close();
    await lobby?.close();
    await hall?.close();
  });

  describe('when the lobby boots against the hall server', () => {
    it('shows the title the server answered, at phone and desktop widths', async () => {
      const page = await chromium.browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(lobby.url);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe('Lucky Harbor Lobby');
      expect(await page.title()).toBe('Lucky Harbor Lobby');
      await page.screenshot({ path: join(screenshots, 'lobby-classic-home-phone.png'), fullPage: true });

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: join(screenshots, 'lobby-classic-home-desktop.png'), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  describe('when the hall server is down', () => {
    it('says the lobby cannot start instead of showing a blank page', async () => {
      await hall.close();
      const page = await chromium.browser.newPage();
      await page.goto(lobby.url);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('The lobby cannot start');
      await page.close();
    });
  });
});
