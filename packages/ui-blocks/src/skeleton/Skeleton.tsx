// Shimmering placeholders shown while content loads.
import { cx } from '../shared/class-names';
import { cssVarsStyle } from '../shared/use-css-vars';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /**
   * The shape: lines of text, a rectangle (card, banner) or a circle (avatar, icon).
   * @default 'text'
   */
  readonly variant?: 'text' | 'rect' | 'circle';
  /**
   * Number of text lines; the last one is shorter, like a paragraph.
   * @default 1
   */
  readonly lines?: number;
  /** Width as a CSS length (`120px`, `60%`) or px number. @default '100%' */
  readonly width?: string | number;
  /** Height as a CSS length or px number; for `rect` with `width`, or the circle's size. */
  readonly height?: string | number;
  /** Width / height ratio of a `rect` (e.g. 16 / 9), instead of a height. */
  readonly aspectRatio?: number;
  /**
   * Text for screen readers while loading. An empty label makes the shape a picture only, hidden
   * from screen readers (one status line elsewhere speaks for many shapes, as a grid's does).
   * @default 'Loading'
   */
  readonly label?: string;
  readonly className?: string;
}

const length = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** A placeholder in the shape of the content that is loading; announced once as a status. */
export function Skeleton({
  variant = 'text',
  lines = 1,
  width,
  height,
  aspectRatio,
  label = 'Loading',
  className,
}: SkeletonProps) {
  const count = variant === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  const decorative = label.trim() === '';
  return (
    <div
      className={cx('lk-skeleton', className)}
      style={cssVarsStyle({
        '--lk-skeleton-width': length(width),
        '--lk-skeleton-height': length(height),
        '--lk-skeleton-ratio': aspectRatio !== undefined && aspectRatio > 0 ? String(aspectRatio) : undefined,
      })}
      data-variant={variant}
      {...(decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-busy': true })}
    >
      {!decorative && <span className="lk-visually-hidden">{label}</span>}
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="lk-skeleton__bone" aria-hidden="true" />
      ))}
    </div>
  );
}
