/**
 * Opens the third-party sign-in window in the player's click, and takes a redirect sign-in's
 * answer out of sessionStorage at boot: all of third-party sign-in that a first paint carries
 * (the rest loads with the session, and only when there is something for it to do).
 */
import type { StorageLike } from '@lobbykit/contract';
import type { ThirdPartyOptions, ThirdPartyPopup } from './third-party-world';

// THIRD_PARTY_RESULT_KEY of third-party-callback.ts, written out: importing it would bring that
// module into the first paint (third-party-window.test.ts keeps the two equal).
const RESULT_KEY = 'lobbykit.thirdParty.result';

interface OpeningPage {
  open?(
    url: string,
    target: string,
    features: string,
  ): { location: { href: string }; readonly closed: boolean; close(): void } | null;
}

/** The window `options.open` makes, or a blank popup of this page; null when the browser blocked it. */
export function openThirdPartyWindow(options: ThirdPartyOptions | undefined): ThirdPartyPopup | null {
  if (options?.open) return options.open();
  const opened =
    (globalThis as OpeningPage).open?.('about:blank', 'lobbykit-sign-in', 'popup,width=480,height=680') ??
    null;
  if (!opened) return null;
  return {
    navigate: (url) => {
      opened.location.href = url;
    },
    get closed() {
      return opened.closed;
    },
    close: () => opened.close(),
  };
}

/**
 * The answer a redirect sign-in's callback page left in sessionStorage, taken out at once,
 * whatever becomes of it (a reload never meets it again); null when none waits.
 */
export function takeThirdPartyAnswer(options: ThirdPartyOptions | undefined): string | null {
  try {
    // Reading sessionStorage throws with storage disabled and in sandboxed frames.
    const storage =
      options?.sessionStorage === undefined
        ? (globalThis as { sessionStorage?: StorageLike }).sessionStorage
        : options.sessionStorage;
    const answer = storage?.getItem(RESULT_KEY) ?? null;
    if (answer !== null) storage?.removeItem(RESULT_KEY);
    return answer;
  } catch {
    return null;
  }
}
