// An image that loads when it nears the viewport, retries other hosts and formats, and keeps its box.
import { useCallback, useEffect, useRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { cx } from '../shared/class-names';
import { cssVarsStyle } from '../shared/use-css-vars';
import { useImageConfig } from './image-config';
import {
  currentCandidate,
  imageLoadTransition,
  initialImageLoadState,
  type ImageLoadEvent,
  type ImageLoadResult,
  type ImageLoadState,
  type ImageLoadStatus,
} from './image-machine';
import { imageCandidates } from './image-url';

/** What {@link LazyImageProps.onStateChange} reports. */
export interface LazyImageChange {
  readonly status: ImageLoadStatus;
  readonly result: ImageLoadResult | undefined;
  /** The URL shown or being loaded. */
  readonly url: string | undefined;
}

/** Props of {@link LazyImage}; other `<img>` attributes pass through. */
export interface LazyImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'onLoad' | 'onError' | 'children'
> {
  /** Asset path or URL; empty or missing shows the placeholder (result `empty`). */
  readonly src?: string | null | undefined;
  /** Text alternative; pass `''` for a decorative image. */
  readonly alt: string;
  /** Intrinsic width; with `height` it reserves the box's aspect ratio before the image arrives. */
  readonly width?: number;
  /** Intrinsic height; with `width` it reserves the box's aspect ratio before the image arrives. */
  readonly height?: number;
  /**
   * Shown when every URL failed.
   * @default the config’s `blankSrc` (none: an empty box)
   */
  readonly errorSrc?: string;
  /**
   * Shown when there is no source.
   * @default the config’s `blankSrc` (none: an empty box)
   */
  readonly placeholderSrc?: string;
  /**
   * The page's largest image: loads at once with high fetch priority, no visibility wait.
   * @default false
   */
  readonly priority?: boolean;
  /**
   * How the picture fills its box.
   * @default 'cover'
   */
  readonly fit?: 'cover' | 'contain';
  /** Called when the status, result or shown URL changes. */
  readonly onStateChange?: (change: LazyImageChange) => void;
}

interface Machine {
  readonly key: string;
  /** The asset hosts, in the order the state's candidates were made from. */
  readonly hosts: string;
  readonly state: ImageLoadState;
}

/**
 * Loads `src` when it nears the viewport (one shared IntersectionObserver), trying the
 * compressed copy and then the original on each asset host, and shows the error image (or the
 * config's `blankSrc`, or an empty box) when all fail. The box keeps its aspect ratio
 * throughout, so nothing shifts.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  errorSrc,
  placeholderSrc,
  priority = false,
  fit = 'cover',
  onStateChange,
  className,
  ...imgProps
}: LazyImageProps) {
  const config = useImageConfig();
  const source = src?.trim() ?? '';
  const { hosts, format, apple, areas, cache } = config;
  // What makes a new load: the source and the settings that shape its URLs. The cache is read
  // only when a load starts, so an entry written by this image (or a twin) never restarts it.
  const key = [source, priority, format, apple, areas.join(' ')].join('\n');
  // The asset hosts are not part of it: the lines are re-sorted by speed after the first paint,
  // and a picture already loading or shown keeps its URL (restarting every picture on the page,
  // and again each time a failing host is moved down the list, is a storm of requests). Only a
  // picture still waiting to start takes the new order.
  const hostOrder = hosts.join(' ');
  const start = (): ImageLoadState => {
    const cached = source === '' ? undefined : cache.get(source);
    const all = imageCandidates(source, { hosts, format, apple, areas });
    const candidates = cached === undefined ? all : [cached, ...all.filter((url) => url !== cached)];
    return initialImageLoadState(candidates, priority || cached !== undefined);
  };

  const [machine, setMachine] = useState<Machine>(() => ({ key, hosts: hostOrder, state: start() }));
  let state = machine.state;
  if (machine.key !== key || (machine.hosts !== hostOrder && state.status === 'wait')) {
    // A new source starts over, and a picture still waiting takes the new host order; resetting
    // during render avoids a frame showing the old image.
    state = start();
    setMachine({ key, hosts: hostOrder, state });
  }
  const dispatch = useCallback((event: ImageLoadEvent) => {
    setMachine((current) => ({ ...current, state: imageLoadTransition(current.state, event) }));
  }, []);

  // Remembers which error image failed for which source, so a new source or error image retries.
  const [failedErrorImage, setFailedErrorImage] = useState<string>();
  const errorImageFailed = failedErrorImage === `${key}\n${errorSrc ?? ''}`;

  const wrapperRef = useRef<HTMLSpanElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);

  const waiting = state.status === 'wait';
  const { observer } = config;
  useEffect(() => {
    const element = wrapperRef.current;
    if (!waiting || !element) return undefined;
    return observer.observe(element, () => dispatch({ type: 'visible' }));
  }, [waiting, observer, dispatch, key]);

  const candidate = currentCandidate(state);
  let shown: string | undefined = candidate;
  if (state.status === 'error')
    shown = errorSrc !== undefined && !errorImageFailed ? errorSrc : config.blankSrc;
  else if (state.result === 'empty') shown = placeholderSrc ?? config.blankSrc;

  useEffect(() => {
    if (state.result === 'success' && candidate !== undefined && source !== '') cache.set(source, candidate);
  }, [state.result, candidate, source, cache]);

  // A picture the browser already has (same URL as before, memory cache) may finish before React
  // listens, and then no load event comes: read the element instead.
  useEffect(() => {
    const img = imgRef.current;
    if (
      state.status === 'loading' &&
      img?.complete &&
      img.naturalWidth > 0 &&
      img.getAttribute('src') === candidate
    ) {
      dispatch({ type: 'load' });
    }
  }, [state.status, candidate, dispatch]);

  useEffect(() => {
    onStateChange?.({ status: state.status, result: state.result, url: shown });
  }, [onStateChange, state.status, state.result, shown]);

  // Events from an image whose src has since changed belong to an old attempt.
  const isCurrent = (event: SyntheticEvent<HTMLImageElement>) =>
    candidate !== undefined && event.currentTarget.getAttribute('src') === candidate;
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    if (isCurrent(event)) dispatch({ type: 'load' });
  };
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    if (isCurrent(event) && state.status === 'loading') dispatch({ type: 'fail' });
    else if (state.status === 'error' && shown === errorSrc) setFailedErrorImage(`${key}\n${errorSrc}`);
  };

  // The picture's own mark of whether it shows yet, so the styles that hide it key on the <img>
  // itself: a rule keyed on the box's `data-status` from above (`.lk-image[data-status] img`)
  // makes every `data-status` change anywhere on the page (a grid's, an order's) restyle every
  // picture below it, two thousand of them in a long category.
  const highPriority = priority || imgProps.fetchPriority === 'high';
  const reveal =
    state.status === 'loading' && highPriority
      ? 'early'
      : state.status === 'wait' ||
          state.status === 'loading' ||
          (shown === undefined && (state.status === 'error' || state.result === 'empty'))
        ? 'none'
        : undefined;

  return (
    <span
      ref={wrapperRef}
      className={cx('lk-image', className)}
      data-status={state.status}
      data-result={state.result}
      data-fit={fit}
      style={cssVarsStyle({
        '--lk-image-ratio':
          width !== undefined && height !== undefined && height > 0 ? `${width} / ${height}` : undefined,
      })}
    >
      <img
        {...imgProps}
        ref={imgRef}
        className="lk-image__img"
        alt={alt}
        src={shown}
        width={width}
        height={height}
        loading={priority ? 'eager' : undefined}
        fetchPriority={priority ? 'high' : imgProps.fetchPriority}
        data-reveal={reveal}
        decoding={priority ? 'sync' : 'async'}
        onLoad={onLoad}
        onError={onError}
      />
    </span>
  );
}
