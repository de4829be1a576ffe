import type { ReactNode } from 'react';
import { cx } from '../../shared/class-names';

export interface PageHeadingProps {
  readonly children?: ReactNode;
  /**
   * Keep the heading for assistive technology only (a page whose look names it already).
   * @default false
   */
  readonly hidden?: boolean | undefined;
  readonly className?: string | undefined;
}

/** The page's one `<h1>`. */
export function PageHeading({ children, hidden = false, className }: PageHeadingProps) {
  return <h1 className={cx(hidden ? 'lk-visually-hidden' : 'lk-app-page-title', className)}>{children}</h1>;
}
