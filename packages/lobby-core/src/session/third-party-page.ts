/**
 * `@lobbykit/lobby-core/oauth-callback`: what the standalone callback page
 * (`/pages/actions/index.html?type=line`) runs. It reads the provider's answer from its own
 * address and posts it to the lobby window that opened it, with its own origin as the explicit
 * target (so no other page can read the code), then closes. Opened without an opener (a
 * redirect flow), it leaves the answer in sessionStorage for the lobby and goes back to it: to
 * the lobby page the sign-in started on (its path and query, so the visit's agent link and
 * marketing parameters stay), else to `lobbyPath`. `showCallbackPageText` then puts the page's
 * one line in the player's language, as text.
 */
import type { LanguageCode, StorageLike } from '@lobbykit/contract';
import { chooseLanguage } from '../visit/preferences';
import { STORAGE_KEYS } from '../visit/storage';
import { callbackMessageOf, THIRD_PARTY_PENDING_KEY, THIRD_PARTY_RESULT_KEY } from './third-party-callback';
import { callbackPageTexts } from './third-party-page-texts';

// Both ends of the message: what the page posts, and the lobby's rule for taking it.
export { acceptCallbackMessage, callbackMessageOf } from './third-party-callback';
export type { ExpectedCallback, ThirdPartyCallbackMessage } from './third-party-callback';

/** The parts of the page's window the callback page uses. */
export interface CallbackPageWindow {
  readonly location: { readonly href: string; readonly origin: string; replace(url: string): void };
  readonly opener: { postMessage(message: unknown, targetOrigin: string): void } | null;
  readonly history?: { replaceState(data: unknown, unused: string, url: string): void } | undefined;
  readonly sessionStorage?: StorageLike | null | undefined;
  close(): void;
}

export interface CallbackPageOptions {
  /** Where a redirect flow goes back to when the sign-in did not say where it started. @default '/' */
  readonly lobbyPath?: string | undefined;
}

/** What the page did: posted to its opener, stored for the lobby, or found nothing to pass on. */
export type CallbackPageResult = 'posted' | 'stored' | 'nothing';

function storageOf(page: CallbackPageWindow): StorageLike | null {
  try {
    return page.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The page of this origin the pending sign-in started on, if it names one. */
function returnToOf(storage: StorageLike | null, origin: string): string | undefined {
  try {
    const { returnTo } = JSON.parse(storage?.getItem(THIRD_PARTY_PENDING_KEY) ?? '{}') as {
      returnTo?: unknown;
    };
    if (typeof returnTo !== 'string' || !returnTo.startsWith('/')) return undefined;
    const url = new URL(returnTo, origin);
    // '//host/...' and '/\host' are other origins to a browser: only this one's pages are taken.
    return url.origin === origin ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}

/** Passes the provider's answer on to the lobby. */
export function runThirdPartyCallbackPage(
  page: CallbackPageWindow = window,
  options: CallbackPageOptions = {},
): CallbackPageResult {
  const { href, origin } = page.location;
  const message = callbackMessageOf(href);
  // The code or token leaves the address bar (and so the history) before anything else.
  page.history?.replaceState(null, '', new URL(href).pathname);
  if (!message) return 'nothing';
  if (page.opener) {
    page.opener.postMessage(message, origin);
    page.close();
    return 'posted';
  }
  const storage = storageOf(page);
  storage?.setItem(THIRD_PARTY_RESULT_KEY, JSON.stringify(message));
  page.location.replace(returnToOf(storage, origin) ?? options.lobbyPath ?? '/');
  return 'stored';
}

/** The parts of the page's window its words use. */
export interface CallbackTextWindow {
  readonly document: Document;
  readonly navigator?: { readonly languages?: readonly string[] | undefined } | undefined;
  readonly localStorage?: Pick<StorageLike, 'getItem'> | null | undefined;
}

/**
 * Shows the page's line for what `runThirdPartyCallbackPage` did ("Signing in…", or for
 * `nothing` that the sign-in did not go through) in the player's language, as text, in the
 * page's `[data-callback-text]` element and its title. The language is chosen by the lobby's
 * own rule (`chooseLanguage`): the choice the lobby remembered on this origin, then the
 * browser's languages, then en_US (the page knows no site info). Answers the language.
 */
export function showCallbackPageText(
  result: CallbackPageResult,
  page: CallbackTextWindow = window,
): LanguageCode {
  let stored: string | undefined;
  try {
    stored = page.localStorage?.getItem(STORAGE_KEYS.language) ?? undefined;
  } catch {
    // A blocked storage (its getter throws): the browser's languages decide.
  }
  const { code } = chooseLanguage({ site: undefined, stored, browserLanguages: page.navigator?.languages });
  const texts = callbackPageTexts[code];
  const line = result === 'nothing' ? texts.failed : texts.signingIn;
  const doc = page.document;
  doc.documentElement.lang = code.replace('_', '-');
  doc.title = line;
  const target = doc.querySelector('[data-callback-text]');
  if (target) target.textContent = line;
  return code;
}
