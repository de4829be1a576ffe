import { bundleForBrowser, launchChromium, serveTestPages } from '@lobbykit/browser';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startNoticeServer } from '../test/notice-server';
import type { NoticeServer } from '../test/notice-server';

type BrowserContext = Awaited<ReturnType<typeof launchChromium>>['browser'];
type Page = Awaited<ReturnType<BrowserContext['newPage']>>;

declare global {
  interface Window {
    received: string[];
    role: string;
    status: string;
  }
}

const page = (wsUrl: string) => `<!doctype html>
<meta charset="utf-8">
<title>realtime tab</title>
<script src="/realtime.js"></script>
<script>
  window.received = [];
  window.role = 'none';
  window.status = 'idle';
  const channel = LobbykitRealtime.createNoticeChannel({ domains: [${JSON.stringify(wsUrl)}], siteId: 1001, auth: 'tab' });
  channel.on('message', (notice) => window.received.push(notice.msgId));
  channel.on('role', (role) => (window.role = role));
  channel.on('state', (state) => (window.status = state.status));
  channel.start();
</script>`;

describe('one socket per browser, in Chromium', () => {
  let notices: NoticeServer;
  let pages: Awaited<ReturnType<typeof serveTestPages>>;
  let origin: string;
  let browser: BrowserContext;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const [bundle, server, chromium] = await Promise.all([
      bundleForBrowser({ entry: join(import.meta.dirname, 'index.ts'), globalName: 'LobbykitRealtime' }),
      startNoticeServer({ authInMessage: true }),
      launchChromium(),
    ]);
    notices = server;
    ({ browser, close } = chromium);
    pages = await serveTestPages({ '/': page(notices.url), '/realtime.js': bundle });
    origin = pages.url;
  }, 30_000);

  afterAll(async () => {
    await close?.();
    await pages?.close();
    await notices?.close();
  });

  describe('when two tabs of the same site are open', () => {
    it('keeps one socket, both tabs receive, and the socket moves when the leader tab closes', async () => {
      const first: Page = await browser.newPage();
      await first.goto(origin);
      await first.waitForFunction(() => window.role === 'leader' && window.status === 'open');
      const second: Page = await browser.newPage();
      await second.goto(origin);
      await second.waitForFunction(() => window.role === 'follower' && window.status === 'open');

      notices.send({ msgId: 'b1', type: 'payOrderSuccess', data: { isFirst: true, amount: 10 } });
      await first.waitForFunction(() => window.received.length === 1);
      await second.waitForFunction(() => window.received.length === 1);
      const socketsWithTwoTabs = notices.connections.length;
      const firstGot = await first.evaluate(() => window.received);
      const secondGot = await second.evaluate(() => window.received);

      await first.close();
      await second.waitForFunction(() => window.role === 'leader' && window.status === 'open');
      notices.send({ msgId: 'b2', type: 'jackpot', data: { amount: 99 } });
      await second.waitForFunction(() => window.received.length === 2);
      const secondAfter = await second.evaluate(() => window.received);
      // The tab shows the notice before its acknowledgement has crossed the socket: wait for the server to hear it.
      await vi.waitFor(() => expect(notices.acks).toHaveLength(2), { timeout: 5_000 });

      console.info(
        `[realtime chromium] tabs=2 socketsToServer=${socketsWithTwoTabs} firstTab=${firstGot.join(',')} secondTab=${secondGot.join(',')} ` +
          `afterLeaderClosed: socketsEver=${notices.connections.length} open=${notices.openConnections().length} secondTab=${secondAfter.join(',')} acks=${notices.acks.join(',')}`,
      );
      expect(socketsWithTwoTabs).toBe(1);
      expect(firstGot).toEqual(['b1']);
      expect(secondGot).toEqual(['b1']);
      expect(secondAfter).toEqual(['b1', 'b2']);
      expect(notices.openConnections()).toHaveLength(1);
      expect(notices.acks).toEqual(['b1', 'b2']);
    }, 30_000);
  });
});
