// The pseudo-locale audit's eyes, in the system Chromium on a page served from loopback: a text
// cut by a box that hides its overflow is found; a designed truncation (an ellipsis, a line
// clamp) and a visually hidden label are not.
import { launchChromium, serveTestPages } from '@lobbykit/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clippedTextsInPage } from '../audit/clipped-texts.js';

const LONG = '⟦Ŀöñĝ ţéẋţ ţĥáţ ðöéš ñöţ ƒîţ îñ îţš ƀöẋ··········⟧';
const box = 'width:80px;white-space:nowrap;overflow:hidden';
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>clipped</title><link rel="icon" href="data:,">` +
  `<meta name="viewport" content="width=device-width"></head><body style="margin:0">${body}</body></html>`;

describe('clippedTextsInPage', () => {
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let pages: Awaited<ReturnType<typeof serveTestPages>>;
  beforeAll(async () => {
    [chromium, pages] = await Promise.all([
      launchChromium(),
      serveTestPages({
        '/cut': page(
          `<p class="name" style="${box}">${LONG}</p><p style="height:12px;overflow:hidden">${LONG} ${LONG} ${LONG}</p>`,
        ),
        '/designed': page(
          `<p style="${box};text-overflow:ellipsis">${LONG}</p>` +
            `<p style="width:80px;overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical">${LONG}</p>` +
            `<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">${LONG}</span>` +
            `<p style="width:80px">${LONG}</p>`,
        ),
        '/wide': page(`<div style="width:2000px">wide</div>`),
      }),
    ]);
  }, 30_000);
  afterAll(async () => {
    await chromium?.close();
    await pages?.close();
  });

  const clippedAt = async (path: string) => {
    const tab = await chromium.browser.newPage();
    await tab.setViewportSize({ width: 390, height: 844 });
    await tab.goto(`${pages.url}${path}`);
    const found = await tab.evaluate(clippedTextsInPage);
    await tab.close();
    return found;
  };

  describe('when a box hides the end of its text', () => {
    it('finds it across and down, naming the element and the text', async () => {
      const found = await clippedAt('/cut');
      expect(found).toHaveLength(2);
      expect(found[0]).toBe(`p.name cuts "${LONG.slice(0, 48)}"`);
      expect(found[1]).toMatch(/^p cuts "⟦Ŀöñĝ/);
    });
  });

  describe('when a text is truncated by design, hidden for assistive technology, or wraps', () => {
    it('finds nothing', async () => {
      expect(await clippedAt('/designed')).toEqual([]);
    });
  });

  describe('when the page is wider than its viewport', () => {
    it('says so', async () => {
      expect(await clippedAt('/wide')).toEqual(['the page is 2000px wide in a 390px viewport']);
    });
  });
});
