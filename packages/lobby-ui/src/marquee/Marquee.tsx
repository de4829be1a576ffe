// The scrolling announcement line of the home page.
import type { Timers } from '@lobbykit/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LobbyMarqueeItem } from '../data';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icons';
import { usePrefersReducedMotion } from '../shared/reduced-motion';
import { useLobbyText } from '../shared/texts';
import { marqueeText } from './marquee-text';

const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Props of {@link Marquee}. */
export interface MarqueeProps {
  /** The announcements, in order; `content` is rich text, shown as plain text. */
  readonly items: readonly LobbyMarqueeItem[];
  /**
   * Seconds between one announcement leaving and the next one entering (the marquee's `interval`).
   * @default 1
   */
  readonly intervalSeconds?: number | undefined;
  /**
   * Scrolling speed in px per second.
   * @default 60
   */
  readonly speed?: number | undefined;
  /** Opens the announcements (the notice page); shows a button at the end of the line. */
  readonly onOpen?: (() => void) | undefined;
  /**
   * Accessible name of the line and of the open button.
   * @default the "Announcements" text
   */
  readonly label?: string | undefined;
  /**
   * Show the announcements as still text.
   * @default the system's prefers-reduced-motion
   */
  readonly reducedMotion?: boolean | undefined;
  /** @default globalThis.setTimeout / clearTimeout */
  readonly timers?: Timers | undefined;
  readonly className?: string | undefined;
}

/**
 * One announcement at a time runs from the right edge to the left and the next follows after the
 * interval; a pointer over the line or keyboard focus on it pauses it. Screen readers get every
 * announcement as a still list instead of the moving line, and with reduced motion everyone does.
 */
export function Marquee({
  items,
  intervalSeconds = 1,
  speed = 60,
  onOpen,
  label,
  reducedMotion,
  timers = globalTimers,
  className,
}: MarqueeProps) {
  const text = useLobbyText();
  const reduced = usePrefersReducedMotion(reducedMotion);
  const texts = useMemo(
    () => items.map((item) => ({ id: item.id, text: marqueeText(item.content) })).filter((item) => item.text),
    [items],
  );
  // `run` counts the passes, so the same single announcement restarts its animation each time.
  const [run, setRun] = useState(0);
  const [resting, setResting] = useState(false);
  const lineRef = useRef<HTMLParagraphElement>(null);
  const current = texts.length > 0 ? texts[run % texts.length] : undefined;

  useEffect(() => {
    const line = lineRef.current;
    if (!line) return undefined;
    const pace = () => {
      // Travel = the viewport (the line's leading padding) plus the text; at least a few seconds.
      const travel = line.scrollWidth || (current?.text.length ?? 0) * 8;
      line.style.setProperty('--lk-marquee-duration', `${Math.max(4, travel / Math.max(1, speed))}s`);
    };
    // Measured once the browser has laid the line out (before it paints it), not in React's
    // commit: reading a width there lays out the whole page at once, a long task on a phone.
    if (typeof ResizeObserver !== 'function') {
      pace();
      return undefined;
    }
    const observer = new ResizeObserver(pace);
    observer.observe(line);
    return () => observer.disconnect();
  }, [current, speed, run]);

  useEffect(() => {
    if (!resting) return undefined;
    const handle = timers.setTimeout(
      () => {
        setResting(false);
        setRun((value) => value + 1);
      },
      Math.max(0, intervalSeconds) * 1000,
    );
    return () => timers.clearTimeout(handle);
  }, [resting, intervalSeconds, timers]);

  if (texts.length === 0) return null;
  const name = label ?? text('lobby.marquee.label');

  return (
    <section
      className={cx('lk-marquee', className)}
      aria-label={name}
      data-motion={reduced ? 'reduced' : 'run'}
      // Focus pauses the line too (as a pointer over it does), so a keyboard can stop it to read.
      tabIndex={reduced ? undefined : 0}
    >
      <Icon name="sparkle" className="lk-marquee__icon" />
      {reduced ? (
        <ul className="lk-marquee__still">
          {texts.map((item) => (
            <li key={item.id}>{item.text}</li>
          ))}
        </ul>
      ) : (
        <>
          <ul className="lk-visually-hidden">
            {texts.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ul>
          <div className="lk-marquee__viewport" aria-hidden="true">
            {current && !resting && (
              <p
                key={`${run}`}
                ref={lineRef}
                className="lk-marquee__line"
                onAnimationEnd={() => setResting(true)}
              >
                {current.text}
              </p>
            )}
          </div>
        </>
      )}
      {onOpen && (
        <button type="button" className="lk-marquee__open" aria-label={name} onClick={onOpen}>
          <Icon name="chevronRight" />
        </button>
      )}
    </section>
  );
}
