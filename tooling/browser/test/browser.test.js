/* global document -- this callback runs inside the page */
import { describe, expect, it } from 'vitest';
import { chromiumArgs, launchChromium, launchOptions } from '../index.js';

describe('@lobbykit/browser', () => {
  describe('when it launches the system Chromium', () => {
    it('renders a page and reports its title', async () => {
      const { browser, close } = await launchChromium();
      try {
        const page = await browser.newPage();
        await page.setContent('<title>lobbykit probe</title><p id="p">2 + 3 = <span></span></p>');
        const sum = await page.evaluate(() => {
          const span = document.querySelector('span');
          if (span) span.textContent = String(2 + 3);
          return span?.textContent;
        });
        expect(await page.title()).toBe('lobbykit probe');
        expect(sum).toBe('5');
      } finally {
        await close();
      }
    });
  });

  describe('when tools ask for launch options', () => {
    it('includes the flags a closed network and a root user need', () => {
      expect(launchOptions().args).toEqual(chromiumArgs);
      for (const flag of [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-quic',
        '--headless',
      ]) {
        expect(chromiumArgs).toContain(flag);
      }
    });
  });
});
