// The site's status page over the whole lobby (spec §4 "Site status": the maintenance page, or
// the region-restricted page, "in a popup"): the theme app's standalone page in a frame, given
// its words in the player's language by postMessage on this origin only. Nothing behind it can
// be reached while it shows (the rest of the page is inert); it goes when the site reopens.
import { useLanguage } from '@lobbykit/lobby-core/react';
import { readStatusPageReady, readStatusPageRetry } from '@lobbykit/lobby-core/site-status';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLobbyText } from '../../shared/texts';
import { useHoldStartup } from '../startup/startup-gate';
import { statusPageAddress } from './status-page-address';
import { statusPageContent, type ClosedSiteCondition } from './status-content';

/**
 * Makes every other child of the body inert while the overlay shows, those added meanwhile too (a
 * dialog the lobby opens later); answers the undo.
 */
function inertSiblings(keep: Element): () => void {
  const made: Element[] = [];
  const makeInert = (element: Element) => {
    if (element === keep || element.hasAttribute('inert')) return;
    element.setAttribute('inert', '');
    made.push(element);
  };
  Array.from(document.body.children).forEach(makeInert);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      record.addedNodes.forEach((node) => node instanceof Element && makeInert(node));
  });
  observer.observe(document.body, { childList: true });
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    observer.disconnect();
    made.forEach((element) => element.removeAttribute('inert'));
    document.body.style.overflow = overflow;
  };
}

export interface StatusOverlayProps {
  readonly condition: ClosedSiteCondition;
  /** Checks the site again now (the page's "Try again"); none: the page offers no such button. */
  readonly onRetry?: (() => void) | undefined;
}

export function StatusOverlay({ condition, onRetry }: StatusOverlayProps) {
  const text = useLobbyText();
  const { language } = useLanguage();
  const dialog = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // One key per page shown: the page answers with it, and takes only content that carries it.
  const [key] = useState(() => globalThis.crypto.randomUUID());
  const [openedAt] = useState(Date.now);
  const [ready, setReady] = useState(false);
  // No start-up pop-up opens over a closed site.
  useHoldStartup(true);
  const lang = (language?.code ?? 'en_US').replace('_', '-');
  const content = statusPageContent(condition, text, { key, lang, canRetry: onRetry !== undefined });
  // The address keeps its first title (the host keys the overlay by its kind): a new title or
  // language must not reload the page, the content message brings them.
  const [firstTitle] = useState(content.title);
  const kind = condition.status === 'regionRestricted' ? 'restricted' : 'maintenance';
  const src = statusPageAddress(kind, key, firstTitle, openedAt);
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const undo = inertSiblings(element);
    // The page is all there is now: the focus goes to it, and a screen reader reads its name.
    element.focus();
    return undo;
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== globalThis.location.origin || event.source !== frame.current?.contentWindow)
        return;
      if (readStatusPageReady(event.data)?.key === key) setReady(true);
      else if (readStatusPageRetry(event.data)?.key === key) retry.current?.();
    };
    globalThis.addEventListener('message', onMessage);
    return () => globalThis.removeEventListener('message', onMessage);
  }, [key]);

  // The page's words, sent again whenever they change (a new end time, another language).
  const serialized = JSON.stringify(content);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage(JSON.parse(serialized), globalThis.location.origin);
  }, [ready, serialized]);

  return createPortal(
    <div
      ref={dialog}
      className="lk-status-overlay"
      role="dialog"
      aria-modal="true"
      aria-label={content.title}
      tabIndex={-1}
    >
      <iframe ref={frame} className="lk-status-overlay__frame" title={content.title} src={src} />
    </div>,
    document.body,
  );
}
