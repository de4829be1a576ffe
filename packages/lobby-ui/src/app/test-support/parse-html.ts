// Server-rendered markup as a page's body, for a test in Node (no document of its own) to read
// by role.
import { JSDOM } from 'jsdom';

/** The body of a page holding `html`. */
export function parseHtml(html: string): HTMLElement {
  return new JSDOM(`<!doctype html><html lang="en"><body>${html}</body></html>`).window.document.body;
}
