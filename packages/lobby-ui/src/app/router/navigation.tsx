// Links and navigation for theme pages: lobby targets in, addresses that keep the marketing
// parameters out.
import {
  forwardRef,
  useCallback,
  useContext,
  type AnchorHTMLAttributes,
  type FocusEvent,
  type MouseEvent,
  type TouchEvent,
} from 'react';
import { LobbyAppContext } from '../shell/app-context';
import { preloadPage } from './lazy-page';
import { pageComponent } from './page-components';
import { useLobbyRouter, type LobbyNavigateOptions } from './router-context';
import { targetHref, type LobbyPage, type LobbyTarget } from './targets';

export type { LobbyNavigateOptions } from './router-context';

export interface LobbyLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The page the link opens. */
  readonly to: LobbyTarget;
  /**
   * Keep the scroll position (a tab that changes what a page shows, not the page).
   * @default false
   */
  readonly keepScroll?: boolean | undefined;
}

/** A click the browser should handle itself: a new tab or window, a download, not the main button. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== '' && target !== '_self') ||
    event.currentTarget.hasAttribute('download')
  );
}

/** Whether `to` is the page on screen: the same path and the same own parameters. */
function isCurrentPage(to: LobbyTarget, page: LobbyPage): boolean {
  return page.page !== 'notFound' && targetHref(page) === targetHref(to);
}

/** Starts loading the chunk of a target's page (a link's "intent"). */
function usePreload(): (to: LobbyTarget) => void {
  const theme = useContext(LobbyAppContext)?.theme;
  return useCallback(
    (to: LobbyTarget) => {
      if (theme) preloadPage(pageComponent(to.page, theme));
    },
    [theme],
  );
}

/**
 * A real link (`<a href>`) to a lobby page, opened without a reload; the marketing parameters
 * of the visit come along. The current page's link gets `aria-current="page"`.
 */
export const LobbyLink = forwardRef<HTMLAnchorElement, LobbyLinkProps>(function LobbyLink(
  { to, keepScroll = false, onClick, onMouseEnter, onFocus, onTouchStart, ...anchor },
  ref,
) {
  const router = useLobbyRouter();
  const preload = usePreload();
  const own = targetHref(to);
  return (
    <a
      {...anchor}
      ref={ref}
      href={router.hrefOf(own)}
      aria-current={isCurrentPage(to, router.page) ? 'page' : anchor['aria-current']}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || leftToBrowser(event)) return;
        event.preventDefault();
        preload(to);
        router.go(own, { keepScroll });
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        preload(to);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preload(to);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        preload(to);
      }}
    />
  );
});

/** Goes to a lobby page (as `LobbyLink` does, from code). */
export function useLobbyNavigate(): (to: LobbyTarget, options?: LobbyNavigateOptions) => void {
  const { go } = useLobbyRouter();
  const preload = usePreload();
  return useCallback(
    (to, options) => {
      // The page's chunk starts now, not when the navigation renders it.
      preload(to);
      go(targetHref(to), options);
    },
    [go, preload],
  );
}

/** The page being shown, with its validated parameters. */
export function useLobbyPage(): LobbyPage {
  return useLobbyRouter().page;
}
