// The built-in slide puzzle: drag the handle, or focus it and use the arrow keys, to move the
// piece over the gap; Enter (or releasing a drag, or Verify) submits the x of the piece.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { slideMaxX } from '../providers/slide-puzzle';
import type { SlideChallenge } from '../types';
import { primaryButtonStyle, rowStyle, secondaryButtonStyle } from './styles';
import { withDefaults, type CaptchaTexts } from './texts';

export interface SlidePuzzleProps {
  challenge: SlideChallenge;
  /** Receives the x of the piece in picture pixels. */
  onSubmit: (x: number) => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
  /** The answer is being checked: the controls are disabled. @default false */
  busy?: boolean;
  /** Focus the slider when shown. @default true */
  autoFocus?: boolean;
  texts?: Partial<CaptchaTexts>;
}

const SMALL_STEP = 1;
const LARGE_STEP = 10;

export function SlidePuzzle({
  challenge,
  onSubmit,
  onCancel,
  busy = false,
  autoFocus = true,
  texts,
}: SlidePuzzleProps) {
  const t = withDefaults(texts);
  const max = slideMaxX(challenge);
  const [x, setX] = useState(0);
  const drag = useRef<
    { pointerId: number; startClientX: number; startX: number; moved: boolean } | undefined
  >(undefined);
  const slider = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (autoFocus) slider.current?.focus();
  }, [autoFocus]);

  const clamp = (value: number): number => Math.min(Math.max(Math.round(value), 0), max);
  const submit = (value = x): void => {
    if (!busy) onSubmit(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (busy) return;
    const step = event.shiftKey ? LARGE_STEP : SMALL_STEP;
    const moves: Record<string, number | undefined> = {
      ArrowRight: x + step,
      ArrowUp: x + step,
      ArrowLeft: x - step,
      ArrowDown: x - step,
      PageUp: x + LARGE_STEP,
      PageDown: x - LARGE_STEP,
      Home: 0,
      End: max,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setX(clamp(next));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (busy) return;
    drag.current = { pointerId: event.pointerId, startClientX: event.clientX, startX: x, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.moved = true;
    setX(clamp(current.startX + event.clientX - current.startClientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = undefined;
    // A release after a drag is the answer, as on every slide captcha.
    if (current.moved) submit(clamp(current.startX + event.clientX - current.startClientX));
  };

  const picture: CSSProperties = {
    position: 'relative',
    width: challenge.width,
    height: challenge.height,
    userSelect: 'none',
  };
  const track: CSSProperties = {
    position: 'relative',
    width: challenge.width,
    height: 36,
    marginTop: 8,
    background: '#e8eaed',
    borderRadius: 18,
    touchAction: 'none',
  };
  const handle: CSSProperties = {
    position: 'absolute',
    top: 0,
    left: x,
    width: challenge.pieceSize,
    height: 36,
    borderRadius: 18,
    background: busy ? '#5f6368' : '#0b57d0',
    color: '#ffffff',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: busy ? 'default' : 'grab',
    outlineOffset: 2,
  };

  return (
    <div aria-busy={busy}>
      <p id={hintId} style={{ margin: '0 0 8px' }}>
        {t.slideHint}
      </p>
      <div style={picture}>
        <img
          src={challenge.background}
          alt={t.slideImage}
          width={challenge.width}
          height={challenge.height}
          draggable={false}
          style={{ display: 'block' }}
        />
        <img
          src={challenge.piece}
          alt=""
          width={challenge.pieceSize}
          height={challenge.pieceSize}
          draggable={false}
          data-piece=""
          style={{ position: 'absolute', left: x, top: challenge.pieceY }}
        />
      </div>
      <div style={track}>
        <div
          ref={slider}
          role="slider"
          tabIndex={0}
          aria-label={t.slider}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={x}
          aria-disabled={busy || undefined}
          style={handle}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (drag.current = undefined)}
        >
          <span aria-hidden="true">⇆</span>
        </div>
      </div>
      <div style={rowStyle}>
        {onCancel && (
          <button type="button" style={secondaryButtonStyle} onClick={onCancel} disabled={busy}>
            {t.cancel}
          </button>
        )}
        <button type="button" style={primaryButtonStyle} onClick={() => submit()} disabled={busy}>
          {t.verify}
        </button>
      </div>
    </div>
  );
}
