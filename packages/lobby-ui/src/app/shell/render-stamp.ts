// The inputs a server render assumed, written on the root element it renders into, so the page's
// own render can tell whether it would draw the same thing (then it hydrates the markup) or not
// (then it renders afresh). The server render writes them; the server only copies them.
import type { LobbyLayout } from './first-render';

/** What a render assumes: the client hydrates a server's markup only when its first render assumes the same. */
export interface RenderInputs {
  /** The lobby's language (`en_US`). */
  readonly language: string;
  /** The visit's currency, or '' when the site has none. */
  readonly currency: string;
  /** The page's path and query (`/?gameCategoryId=3`). */
  readonly path: string;
  readonly layout: LobbyLayout;
}

/** The root's attribute holding a server render's inputs (as `stampOf` writes them). */
export const RENDER_ATTRIBUTE = 'data-lk-render';

/**
 * Says how the page's markup was taken over: `hydrated` (the server's markup is now the live
 * lobby), `fallback` (it did not match: React rendered over it, and the error was logged) or
 * `skipped` (the client's inputs differ from the server's: rendered afresh).
 */
export const HYDRATION_ATTRIBUTE = 'data-lk-hydration';

/**
 * The inputs as the root's attribute value. One text for both sides, in one key order, so the
 * client compares texts and parses nothing.
 */
export function stampOf({ language, currency, path, layout }: RenderInputs): string {
  return JSON.stringify({ language, currency, path, layout });
}
