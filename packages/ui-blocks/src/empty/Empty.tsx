// The empty placeholder: nothing to show yet, with an optional way forward.
import type { ReactNode } from 'react';
import { cx } from '../shared/class-names';

/** Props of {@link Empty}. */
export interface EmptyProps {
  /** What is missing, e.g. "No records yet". */
  readonly title: ReactNode;
  /** A line of help under the title. */
  readonly description?: ReactNode;
  /**
   * The picture above the title; `null` hides it.
   * @default a built-in illustration (decorative)
   */
  readonly image?: ReactNode;
  /** An action, usually a button ("Refresh", "Go to games"). */
  readonly action?: ReactNode;
  /**
   * Tighter spacing and a smaller picture, for lists and cards.
   * @default false
   */
  readonly compact?: boolean;
  readonly className?: string;
}

function EmptyIllustration() {
  return (
    <svg
      className="lk-empty__art"
      viewBox="0 0 120 96"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <ellipse cx="60" cy="86" rx="42" ry="6" opacity=".12" />
      <path d="M22 38l38-16 38 16v36L60 90 22 74z" opacity=".2" />
      <path
        d="M22 38l-8 12 38 16 8-12zm76 0l8 12-38 16-8-12zM52 10l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"
        opacity=".45"
      />
    </svg>
  );
}

/** Shown where a list or page has nothing to show. */
export function Empty({ title, description, image, action, compact = false, className }: EmptyProps) {
  return (
    <div className={cx('lk-empty', className)} data-compact={compact ? 'true' : undefined}>
      {image === undefined ? <EmptyIllustration /> : image}
      <p className="lk-empty__title">{title}</p>
      {description !== undefined && <p className="lk-empty__description">{description}</p>}
      {action !== undefined && <div className="lk-empty__action">{action}</div>}
    </div>
  );
}
