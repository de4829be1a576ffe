// What the Chromium e2e tests do to every page they check: open it at a phone or desktop size
// while recording its errors, run axe-core inside it (colour contrast included, which jsdom
// cannot measure), and keep a screenshot in the repository's .screenshots/ folder.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/** The two sizes every lobby page is checked at. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Where screenshots land: `.screenshots/` at the repository root (git-ignored). */
export const SCREENSHOTS_DIR = join(import.meta.dirname, '..', '..', '..', '.screenshots');

export interface WatchedPage {
  readonly page: Page;
  /** Uncaught errors and console errors of the page (with the script or resource URL), in order. */
  readonly errors: string[];
}

/**
 * A new page that records its errors, not yet navigated, so a test can watch its requests
 * before `page.goto`.
 */
export async function newWatchedPage(
  browser: BrowserContext,
  { viewport }: { readonly viewport?: ViewportName } = {},
): Promise<WatchedPage> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource" does not say which one; the location does.
    const { url } = message.location();
    errors.push(url && !message.text().includes(url) ? `${message.text()} (${url})` : message.text());
  });
  if (viewport) await page.setViewportSize(VIEWPORTS[viewport]);
  return { page, errors };
}

interface AxeWindow {
  axe?: { run(context: Element | Document, options: RunOptions): Promise<AxeResults> };
}

/**
 * The violations axe-core finds in the page, or in the first element matching `selector`,
 * one line each: `rule-id: target, target`. Every rule is on unless `rules` turns it off.
 */
export async function axeViolationsIn(
  page: Page,
  selector?: string,
  rules: Record<string, { enabled: boolean }> = {},
): Promise<string[]> {
  // Evaluated rather than added as a <script>: a page with a strict Content-Security-Policy
  // (the lobby has one) refuses inline scripts, not the test's own evaluation.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ([selector, rules]) => {
      const context = selector === undefined ? document : document.querySelector(selector);
      if (!context) throw new Error(`axe: nothing matches ${selector}`);
      const result = await (window as AxeWindow).axe!.run(context, { rules, resultTypes: ['violations'] });
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    [selector, rules] as const,
  );
}

/** Saves a PNG of the page as `.screenshots/<name>.png` and answers its path. */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { readonly fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}
