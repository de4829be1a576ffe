// One link of the footer: an address for `url` and `route` links, a button for the jumps the
// app opens itself (a category, an activity, ...).
import { useId, type MouseEvent, type ReactNode } from 'react';
import type { LobbyFooterLink } from '../data';
import { isExternalHref, safeHref } from '../shared/safe-href';
import { useLobbyText } from '../shared/texts';

/** The address of a link, when it has one the page may follow. */
function footerHref(link: Pick<LobbyFooterLink, 'jumpType' | 'jumpValue'>): string | undefined {
  return link.jumpType === 'url' || link.jumpType === 'route' ? safeHref(link.jumpValue) : undefined;
}

export interface FooterLinkItemProps<
  L extends Pick<LobbyFooterLink, 'jumpType' | 'jumpValue' | 'openWindow'>,
> {
  readonly link: L;
  /** The link's visible content. */
  readonly children: ReactNode;
  /** The accessible name when the content has no text (an icon). */
  readonly label?: string | undefined;
  readonly className: string;
  /**
   * Called on a click; for an address the app may `preventDefault()` and route itself. Links
   * without an address (jumps to a category, an activity, ...) are the app's to open.
   */
  readonly onNavigate?: ((link: L, event: MouseEvent<HTMLElement>) => void) | undefined;
}

export function FooterLinkItem<L extends Pick<LobbyFooterLink, 'jumpType' | 'jumpValue' | 'openWindow'>>({
  link,
  children,
  label,
  className,
  onNavigate,
}: FooterLinkItemProps<L>) {
  const text = useLobbyText();
  const noteId = useId();
  const href = footerHref(link);
  if (href !== undefined) {
    const newTab = link.openWindow === true || (link.jumpType === 'url' && isExternalHref(href));
    return (
      <>
        <a
          className={className}
          href={href}
          aria-label={label}
          aria-describedby={newTab ? noteId : undefined}
          target={newTab ? '_blank' : undefined}
          rel={newTab ? 'noopener noreferrer' : undefined}
          onClick={(event) => onNavigate?.(link, event)}
        >
          {children}
        </a>
        {/* Read as the link's description; a hidden element still lends its text to it. */}
        {newTab && (
          <span id={noteId} hidden>
            {text('lobby.footer.newTab')}
          </span>
        )}
      </>
    );
  }
  if (!onNavigate) return <span className={className}>{children}</span>;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={(event) => onNavigate(link, event)}
    >
      {children}
    </button>
  );
}
