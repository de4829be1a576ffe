// The log-out check's eyes, in the system Chromium on a page served from loopback: it reads the
// tokens of a stored session and finds them in each place a page can keep them.
import { launchChromium, serveTestPages } from '@lobbykit/browser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokensOf, sessionTracesOf } from './session-traces';

const TOKEN = 'tok-7f3a9c2e41b8';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.cGxheWVy.c2ln';

/** Stores a session record as lobby-core's IndexedDB store does (database lobbykit, store sessions). */
const storeSession = (page: Page) =>
  page.evaluate(
    ([token, newJwt]) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('lobbykit', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('sessions');
        request.onerror = () => reject(request.error ?? new Error('no IndexedDB'));
        request.onsuccess = () => {
          const transaction = request.result.transaction('sessions', 'readwrite');
          transaction
            .objectStore('sessions')
            .put({ version: 1, siteCode: 'demo', hall: { token, newJwt } }, 'demo');
          transaction.oncomplete = () => {
            request.result.close();
            resolve();
          };
        };
      }),
    [TOKEN, JWT] as const,
  );

describe('session traces', () => {
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let pages: Awaited<ReturnType<typeof serveTestPages>>;
  beforeAll(async () => {
    [chromium, pages] = await Promise.all([
      launchChromium(),
      serveTestPages({
        '/': '<!doctype html><html lang="en"><title>traces</title><link rel="icon" href="data:,"></html>',
      }),
    ]);
  }, 30_000);
  afterAll(async () => {
    await chromium?.close();
    await pages?.close();
  });

  describe('when a session is stored', () => {
    it('reads its tokens, and finds them wherever else the page left them', async () => {
      const page = await chromium.browser.newPage();
      await page.goto(`${pages.url}/`);
      expect(await sessionTokensOf(page)).toEqual([]);
      await storeSession(page);
      const tokens = await sessionTokensOf(page);
      expect(tokens).toEqual([TOKEN, JWT]);
      expect(await sessionTracesOf(page, tokens)).toEqual(['indexedDB']);

      await page.evaluate(
        ([token, jwt]) => {
          localStorage.setItem('lobbykit:last', token);
          sessionStorage.setItem('auth', jwt);
          document.cookie = `sid=${token}; path=/`;
          history.replaceState(null, '', `/?token=${token}`);
        },
        [TOKEN, JWT] as const,
      );
      expect(await sessionTracesOf(page, tokens)).toEqual([
        'url',
        'localStorage',
        'sessionStorage',
        'cookies',
        'indexedDB',
      ]);
      await page.close();
    });
  });
});
