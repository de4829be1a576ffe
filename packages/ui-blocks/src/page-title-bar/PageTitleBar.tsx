// The bar on top of inner pages: back control, centred title that shrinks to fit, badge, slots.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icon';
import { setCssVars } from '../shared/use-css-vars';

/** Props of {@link PageTitleBar}. */
export interface PageTitleBarProps {
  /** The page title, centred. */
  readonly title: ReactNode;
  /** A line under the title. */
  readonly subtitle?: ReactNode;
  /** A count next to the title, shown only when above 0 (99+ past 99). */
  readonly badge?: number;
  /**
   * Accessible name of the back control.
   * @default 'Back'
   */
  readonly backLabel?: string;
  /**
   * Accessible text of the badge.
   * @default (count) => `${count} new`
   */
  readonly badgeLabel?: (count: number) => string;
  /**
   * Hides the back control (a root page).
   * @default false
   */
  readonly hideBack?: boolean;
  /** Emitted first when the back control is used, carrying the current path (the lobby's go-to-home event). */
  readonly onGoHome?: (path: string) => void;
  /**
   * The back action, run after `onGoHome`.
   * @default () => history.back()
   */
  readonly onBack?: () => void;
  /**
   * Reads the current path for the go-to-home event.
   * @default () => location.pathname + location.search
   */
  readonly getPath?: () => string;
  /** Extra content at the start, shown on narrow (mobile) screens only. */
  readonly mobileStart?: ReactNode;
  /** Extra content at the end, shown on narrow (mobile) screens only. */
  readonly mobileEnd?: ReactNode;
  /**
   * The smallest title scale before the title is cut with an ellipsis.
   * @default 0.7
   */
  readonly minTitleScale?: number;
  readonly className?: string;
}

const defaultBack = () => globalThis.history?.back();
const defaultPath = () => {
  const location = globalThis.location as Location | undefined;
  return location ? `${location.pathname}${location.search}` : '/';
};
const defaultBadgeLabel = (count: number) => `${count} new`;

/** The title bar of inner pages (spec §2 "Page title bar"). */
export function PageTitleBar({
  title,
  subtitle,
  badge = 0,
  backLabel = 'Back',
  badgeLabel = defaultBadgeLabel,
  hideBack = false,
  onGoHome,
  onBack = defaultBack,
  getPath = defaultPath,
  mobileStart,
  mobileEnd,
  minTitleScale = 0.7,
  className,
}: PageTitleBarProps) {
  const titleBoxRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Shrinks the title font until it fits its box (down to minTitleScale), re-checked on resize.
  useLayoutEffect(() => {
    const box = titleBoxRef.current;
    const heading = titleRef.current;
    if (!box || !heading) return undefined;
    const fit = () => {
      setCssVars(heading, { '--lk-title-scale': 1 });
      const available = box.clientWidth;
      const needed = heading.scrollWidth;
      const scale = needed > available && needed > 0 ? Math.max(minTitleScale, available / needed) : 1;
      setCssVars(heading, { '--lk-title-scale': scale.toFixed(3) });
    };
    fit();
    if (typeof globalThis.ResizeObserver !== 'function') return undefined;
    const observer = new globalThis.ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, [title, minTitleScale]);

  const goBack = () => {
    onGoHome?.(getPath());
    onBack();
  };
  const count = Math.max(0, Math.floor(badge));

  return (
    <header className={cx('lk-title-bar', className)}>
      <div className="lk-title-bar__start">
        {!hideBack && (
          <button type="button" className="lk-title-bar__back" aria-label={backLabel} onClick={goBack}>
            <Icon path="back" />
          </button>
        )}
        {mobileStart !== undefined && <div className="lk-title-bar__mobile">{mobileStart}</div>}
      </div>
      <div ref={titleBoxRef} className="lk-title-bar__center">
        <div className="lk-title-bar__title-row">
          <h1 ref={titleRef} className="lk-title-bar__title">
            {title}
          </h1>
          {count > 0 && (
            <span className="lk-title-bar__badge" role="status" aria-label={badgeLabel(count)}>
              {count > 99 ? '99+' : count}
            </span>
          )}
        </div>
        {subtitle !== undefined && <div className="lk-title-bar__subtitle">{subtitle}</div>}
      </div>
      <div className="lk-title-bar__end">
        {mobileEnd !== undefined && <div className="lk-title-bar__mobile">{mobileEnd}</div>}
      </div>
    </header>
  );
}
