// The XSS figure: every corpus payload rendered through RichText in real Chromium, poked with
// clicks, focus and mouse events, with a detector that proves it can see an execution.
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installXssDetector, xssCorpus, type XssDetector } from '@lobbykit/test-utils/xss';
import { richTextViolations } from '../../test/xss-invariants';
import { RichText } from './RichText';

const events = [
  'click',
  'dblclick',
  'mouseover',
  'mouseenter',
  'pointerdown',
  'pointerenter',
  'focus',
  'focusin',
  'blur',
  'keydown',
  'input',
  'change',
  'toggle',
  'load',
  'error',
  'animationstart',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Triggers everything a user could do to the rendered content. */
async function poke(root: Element): Promise<void> {
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    // Not bubbling: an inline handler sits on the element itself, and the page's own error listeners stay quiet.
    for (const type of events) element.dispatchEvent(new Event(type));
    element.focus?.();
    // A link must run its URL in this window if it is not http(s), so drop the new-tab target.
    if (element instanceof HTMLAnchorElement) {
      element.removeAttribute('target');
      element.click();
    }
  }
  // Let image error/load handlers and timers run.
  const images = Array.from(root.querySelectorAll('img'));
  for (let waited = 0; waited < 600 && images.some((image) => !image.complete); waited += 50) await sleep(50);
  await sleep(50);
}

// http(s) links stay in the page: following them would leave the test.
const keepHttpLinksHere = (event: MouseEvent) => {
  const link = (event.target as Element | null)?.closest?.('a');
  if (link && /^https?:/i.test(link.href)) event.preventDefault();
};

describe('RichText against the XSS corpus in Chromium', () => {
  let detector: XssDetector;
  const href = location.href;
  beforeAll(() => {
    detector = installXssDetector(window);
    document.addEventListener('click', keepHttpLinksHere, true);
  });
  afterAll(() => {
    detector.uninstall();
    document.removeEventListener('click', keepHttpLinksHere, true);
  });

  describe('when an unsanitised payload is inserted (detector self-test)', () => {
    it('records the execution of each hooked call', async () => {
      const host = document.createElement('div');
      document.body.append(host);
      host.innerHTML = [
        '<img src="x-missing.png" onerror="alert(1)">',
        '<img src="x-missing.png" onerror="window.__lkXss(2)">',
        '<img src="x-missing.png" onerror="console.log(\'lk-xss\')">',
        '<img src="x-missing.png" onerror="window.__lkXssFlag=1">',
        '<a href="javascript:confirm(5)">js link</a>',
      ].join('');
      await poke(host);
      // The poke dispatches error events too, so a handler may run more than once.
      await waitFor(() =>
        expect(detector.hits).toEqual(
          expect.arrayContaining([
            'alert(1)',
            '__lkXss(2)',
            'console.log(lk-xss)',
            '__lkXssFlag=1',
            'confirm(5)',
          ]),
        ),
      );
      host.remove();
      detector.hits.length = 0;
    });
  });

  describe('when every corpus payload is rendered through RichText', () => {
    it(`runs none of the ${xssCorpus.length} payloads`, { timeout: 240_000 }, async () => {
      expect(xssCorpus.length).toBeGreaterThanOrEqual(400);
      const executed: string[] = [];
      const broken: string[] = [];
      let rendered = 0;
      const batchSize = 25;
      for (let start = 0; start < xssCorpus.length; start += batchSize) {
        const batch = xssCorpus.slice(start, start + batchSize);
        const { container } = render(
          <div>
            {batch.map((payload, index) => (
              <RichText key={index} html={payload.html} allowedHosts={['ok.example', '66.102.7.147']} />
            ))}
          </div>,
        );
        await waitFor(
          () => {
            const statuses = Array.from(
              container.querySelectorAll<HTMLElement>('.lk-rich-text'),
              (el) => el.dataset.status,
            );
            expect(statuses).toEqual(batch.map(() => 'ready'));
          },
          { timeout: 10_000 },
        );
        const blocks = Array.from(container.querySelectorAll('.lk-rich-text__content'));
        blocks.forEach((block, index) => {
          const violations = richTextViolations(block);
          if (violations.length > 0) broken.push(`${batch[index]!.html} -> ${violations.join('; ')}`);
        });
        await poke(container);
        rendered += batch.length;
        if (detector.hits.length > 0) {
          executed.push(
            `batch at ${start}: ${detector.hits.join(', ')} in ${batch.map((p) => p.html).join(' | ')}`,
          );
          detector.hits.length = 0;
        }
        cleanup();
      }
      console.info(
        `XSS corpus: ${rendered} payloads rendered through RichText in Chromium, ${executed.length} executions`,
      );
      expect(rendered).toBe(xssCorpus.length);
      expect(executed).toEqual([]);
      expect(broken).toEqual([]);
      expect(location.href).toBe(href);
      expect(document.querySelector('base, meta[http-equiv]')).toBeNull();
    });
  });
});
