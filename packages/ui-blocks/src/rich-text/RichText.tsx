// Server HTML (notices, activity rules) rendered through the lazily loaded sanitizer.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../shared/class-names';
import { Skeleton } from '../skeleton/Skeleton';
import { loadRichTextSanitizer, type SanitizerModule } from './load-sanitizer';

/** Where a RichText is: sanitiser loading, content shown, or shown as plain text after a failure. */
export type RichTextStatus = 'loading' | 'ready' | 'failed';

/** Props of {@link RichText}. */
export interface RichTextProps {
  /** HTML from the server; it is sanitised before it reaches the page. */
  readonly html: string;
  /**
   * Hosts links may point to besides the page's own origin: `example.com`, `*.example.com`, or `*`
   * for any http(s) host. Other links keep their text and lose the link.
   * @default []
   */
  readonly allowedHosts?: readonly string[];
  /**
   * The URL relative links and images resolve against.
   * @default document.baseURI
   */
  readonly baseUrl?: string;
  /**
   * Name of the Trusted Types policy the sanitiser uses; list it in the CSP `trusted-types` directive.
   * @default 'lobbykit-rich-text'
   */
  readonly trustedTypesPolicyName?: string;
  /**
   * Shown while the sanitiser chunk loads.
   * @default three skeleton lines
   */
  readonly fallback?: ReactNode;
  /** Called when the status changes. */
  readonly onStatusChange?: (status: RichTextStatus) => void;
  /**
   * Loads the sanitiser chunk.
   * @default a dynamic import of the package's rich-text chunk
   */
  readonly loadSanitizer?: () => Promise<SanitizerModule>;
  readonly className?: string;
}

/** Text of the HTML with the tags taken out; React escapes it, so it is safe as text. */
function plainText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Renders server HTML safely: DOMPurify (loaded in its own chunk on first use) with lobbykit's
 * rules, inserted as DOM nodes, never as a markup string, so it works under a CSP without
 * 'unsafe-inline' and with Trusted Types enforced. If the sanitiser cannot run, the text is shown
 * without markup.
 */
export function RichText({
  html,
  allowedHosts,
  baseUrl,
  trustedTypesPolicyName = 'lobbykit-rich-text',
  fallback,
  onStatusChange,
  loadSanitizer = loadRichTextSanitizer,
  className,
}: RichTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<RichTextStatus>('loading');
  const hostsKey = (allowedHosts ?? []).join('\n');

  useEffect(() => {
    let active = true;
    const element = ref.current;
    if (!element) return undefined;
    const win = element.ownerDocument.defaultView;
    loadSanitizer().then(
      (sanitizer) => {
        if (!active || !win) return;
        const result = sanitizer.sanitizeRichText(html, {
          window: win,
          baseUrl: baseUrl ?? element.ownerDocument.baseURI,
          allowedHosts: hostsKey === '' ? [] : hostsKey.split('\n'),
          trustedTypesPolicyName,
        });
        if (!result.ok) {
          element.replaceChildren();
          setStatus('failed');
          return;
        }
        element.replaceChildren(result.fragment);
        sanitizer.applyRichTextStyles(result.styles);
        setStatus('ready');
      },
      () => {
        if (!active) return;
        element.replaceChildren();
        setStatus('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [html, hostsKey, baseUrl, trustedTypesPolicyName, loadSanitizer]);

  useEffect(() => {
    onStatusChange?.(status);
  }, [status, onStatusChange]);

  return (
    <div
      className={cx('lk-rich-text', className)}
      data-status={status}
      aria-busy={status === 'loading' ? true : undefined}
    >
      {status === 'loading' && (fallback ?? <Skeleton lines={3} />)}
      {status === 'failed' && <p className="lk-rich-text__plain">{plainText(html)}</p>}
      {/* React renders no children here; the sanitised nodes are inserted by the effect above. */}
      <div ref={ref} className="lk-rich-text__content" hidden={status !== 'ready'} />
    </div>
  );
}
