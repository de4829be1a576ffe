// The home banner carousel: slides with their stay times, moving on by itself unless held.
import type { Timers } from '@lobbykit/contract';
import { COVERED_ATTRIBUTE, cssVarsStyle, LazyImage } from '@lobbykit/ui-blocks';
import { useEffect, useReducer, useRef, type FocusEvent, type PointerEvent } from 'react';
import type { LobbyBanner } from '../data';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icons';
import { usePrefersReducedMotion } from '../shared/reduced-motion';
import { useLobbyText } from '../shared/texts';
import {
  bannerRotationTransition,
  initialBannerRotationState,
  isStoppedByChoice,
  type BannerHold,
} from './banner-rotation';
import { swipeDirection, type SwipeStart } from './swipe';

/** The reference hall's banner art: 750 x 300. */
export const BANNER_IMAGE = { width: 750, height: 300 } as const;

const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Props of {@link BannerCarousel}. */
export interface BannerCarouselProps<B extends LobbyBanner = LobbyBanner> {
  readonly banners: readonly B[];
  /** The player opened a banner; its jump type and value are the app's to follow. */
  readonly onActivate: (banner: B) => void;
  /**
   * Whether a banner leads somewhere (then its slide is a button).
   * @default a jump type other than `none`
   */
  readonly isActivatable?: ((banner: B) => boolean) | undefined;
  /**
   * Seconds a banner without `stay_time` stays.
   * @default 5
   */
  readonly defaultStaySeconds?: number | undefined;
  /** @default BANNER_IMAGE.width (750) */
  readonly imageWidth?: number | undefined;
  /** @default BANNER_IMAGE.height (300) */
  readonly imageHeight?: number | undefined;
  /**
   * Accessible name of the carousel.
   * @default the "Promotions" text
   */
  readonly label?: string | undefined;
  /**
   * Treat the player as asking for reduced motion (no automatic rotation, no slide animation).
   * @default the system's prefers-reduced-motion
   */
  readonly reducedMotion?: boolean | undefined;
  /** @default globalThis.setTimeout / clearTimeout */
  readonly timers?: Timers | undefined;
  readonly className?: string | undefined;
}

const leadsSomewhere = (banner: LobbyBanner) => !!banner.jumpType && banner.jumpType !== 'none';

/**
 * A carousel of banners. Each slide stays for its `stay_time`, then the next one slides in; the
 * rotation waits while a pointer is over it, while focus is in it, during a touch, while the page
 * is hidden, and stops for the pause button or reduced motion. Previous, next and one dot per
 * slide are named buttons, a swipe moves on a touch screen, and only the shown slide can be
 * reached by keyboard or screen reader.
 */
export function BannerCarousel<B extends LobbyBanner>({
  banners,
  onActivate,
  isActivatable = leadsSomewhere,
  defaultStaySeconds = 5,
  imageWidth = BANNER_IMAGE.width,
  imageHeight = BANNER_IMAGE.height,
  label,
  reducedMotion,
  timers = globalTimers,
  className,
}: BannerCarouselProps<B>) {
  const text = useLobbyText();
  const reduced = usePrefersReducedMotion(reducedMotion);
  const [state, dispatch] = useReducer(bannerRotationTransition, undefined, () =>
    initialBannerRotationState(banners.length, reduced),
  );
  const count = banners.length;
  const index = Math.min(state.index, Math.max(0, count - 1));
  const swipe = useRef<SwipeStart | null>(null);
  const swiped = useRef(false);

  useEffect(() => {
    dispatch({ type: 'resize', count });
  }, [count]);

  useEffect(() => {
    dispatch({ type: reduced ? 'hold' : 'release', reason: 'motion' });
  }, [reduced]);

  useEffect(() => {
    const doc = globalThis.document;
    if (!doc) return undefined;
    const sync = () => dispatch({ type: doc.hidden ? 'hold' : 'release', reason: 'hidden' });
    sync();
    doc.addEventListener('visibilitychange', sync);
    return () => doc.removeEventListener('visibilitychange', sync);
  }, []);

  // A dialog over the page (a modal's scroll lock marks the root element) holds the rotation:
  // a slide moving behind it is seen by nobody and costs frames.
  useEffect(() => {
    const doc = globalThis.document;
    if (!doc || typeof MutationObserver !== 'function') return undefined;
    const root = doc.documentElement;
    const sync = () =>
      dispatch({ type: root.hasAttribute(COVERED_ATTRIBUTE) ? 'hold' : 'release', reason: 'covered' });
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { attributes: true, attributeFilter: [COVERED_ATTRIBUTE] });
    return () => observer.disconnect();
  }, []);

  const stay = banners[index]?.stay_time;
  useEffect(() => {
    if (state.status !== 'playing') return undefined;
    const seconds = typeof stay === 'number' && stay > 0 ? stay : defaultStaySeconds;
    const handle = timers.setTimeout(() => dispatch({ type: 'advance' }), Math.max(1, seconds) * 1000);
    return () => timers.clearTimeout(handle);
  }, [state.status, index, stay, defaultStaySeconds, timers]);

  if (count === 0) return null;

  const hold = (reason: BannerHold) => dispatch({ type: 'hold', reason });
  const release = (reason: BannerHold) => dispatch({ type: 'release', reason });
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    swipe.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    hold('touch');
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    if (!start || start.pointerId !== event.pointerId) return;
    swipe.current = null;
    release('touch');
    if (event.type !== 'pointerup') return;
    const direction = swipeDirection(start, event.clientX, event.clientY);
    if (direction === 0) return;
    // The click that ends a swipe must not open the banner under the finger.
    swiped.current = true;
    dispatch({ type: direction < 0 ? 'next' : 'previous' });
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) release('focus');
  };
  const stopped = isStoppedByChoice(state);

  return (
    <section
      className={cx('lk-banner', className)}
      aria-roledescription="carousel"
      aria-label={label ?? text('lobby.banner.label')}
      data-motion={reduced ? 'reduced' : undefined}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') hold('hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') release('hover');
      }}
      onFocus={() => hold('focus')}
      onBlur={onBlur}
    >
      <div
        className="lk-banner__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(event) => {
          if (!swiped.current) return;
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          className="lk-banner__track"
          style={cssVarsStyle({ '--lk-banner-index': index })}
          aria-live={state.status === 'playing' ? 'off' : 'polite'}
        >
          {banners.map((banner, slide) => {
            const position = text('lobby.banner.slide', { index: slide + 1, count });
            const image = (
              <LazyImage
                src={banner.img}
                alt={banner.title ?? ''}
                width={imageWidth}
                height={imageHeight}
                priority={slide === 0}
              />
            );
            return (
              <div
                key={banner.id}
                className="lk-banner__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={position}
                inert={slide !== index}
              >
                {isActivatable(banner) ? (
                  <button
                    type="button"
                    className="lk-banner__link"
                    aria-label={banner.title ? undefined : position}
                    onClick={() => onActivate(banner)}
                  >
                    {image}
                  </button>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="lk-banner__controls">
          <button
            type="button"
            className="lk-banner__control"
            aria-label={text(stopped ? 'lobby.banner.play' : 'lobby.banner.pause')}
            onClick={() => dispatch({ type: 'toggle' })}
          >
            <Icon name={stopped ? 'play' : 'pause'} />
          </button>
          <button
            type="button"
            className="lk-banner__control"
            aria-label={text('lobby.banner.previous')}
            onClick={() => dispatch({ type: 'previous' })}
          >
            <Icon name="chevronLeft" />
          </button>
          <span className="lk-banner__dots">
            {banners.map((banner, slide) => (
              <button
                key={banner.id}
                type="button"
                className="lk-banner__dot"
                aria-label={text('lobby.banner.show', { index: slide + 1 })}
                aria-current={slide === index ? 'true' : undefined}
                onClick={() => dispatch({ type: 'goTo', index: slide })}
              />
            ))}
          </span>
          <button
            type="button"
            className="lk-banner__control"
            aria-label={text('lobby.banner.next')}
            onClick={() => dispatch({ type: 'next' })}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      )}
    </section>
  );
}
