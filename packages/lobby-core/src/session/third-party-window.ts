/**
 * Opens the third-party sign-in window in the player's click: all of third-party sign-in that a
 * first paint carries (the rest loads with the session).
 */
import type { ThirdPartyOptions, ThirdPartyPopup } from './third-party-world';

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
