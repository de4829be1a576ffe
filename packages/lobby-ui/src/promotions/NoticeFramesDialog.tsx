// The forced pop-ups (spec §4 "forced pop-ups", §5): the hall's notice frames one at a time,
// each with its picture and rich text, a way back and forth, and the two "don't remind me"
// choices, which the lobby stores per account (contract's NoticeFrame not_remind_* flags).
import type { NoticeFrame } from '@lobbykit/contract';
import { LazyImage, RichText } from '@lobbykit/ui-blocks';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';

/** A frame's "don't remind me" choice: never again, or not again until the next log-in. */
export type FrameDismissChoice = 'again' | 'login';

/** Props of {@link NoticeFramesDialog}. */
export interface NoticeFramesDialogProps {
  readonly open: boolean;
  /** The frames to show, in order; the dialog shows nothing without one. */
  readonly frames: readonly NoticeFrame[];
  /** A frame not read yet was shown (once per frame and opening). */
  readonly onRead: (id: string) => void;
  /**
   * The player ticked a "don't remind me" box and moved on from its frame (Next, Previous, the
   * last frame's "Got it", closing). Reported each time the player leaves the frame; keep the last.
   */
  readonly onDismiss: (id: string, choice: FrameDismissChoice) => void;
  /** Closes every frame: the close button, Escape, the backdrop, the last frame's "Got it". */
  readonly onClose: () => void;
  /** Hosts the frames' links may point to (see RichText's `allowedHosts`). */
  readonly allowedHosts?: readonly string[] | undefined;
  readonly className?: string | undefined;
}

/** Nothing while closed, so each opening starts from the first frame with no box ticked. */
export function NoticeFramesDialog(props: NoticeFramesDialogProps) {
  return props.open && props.frames.length > 0 ? <OpenFrames {...props} /> : null;
}

function OpenFrames({
  frames,
  onRead,
  onDismiss,
  onClose,
  allowedHosts,
  className,
}: NoticeFramesDialogProps) {
  const text = useLobbyText();
  const [at, setAt] = useState(0);
  const [choices, setChoices] = useState<Readonly<Record<string, FrameDismissChoice>>>({});
  const reported = useRef(new Set<string>());
  const primaryRef = useRef<HTMLButtonElement>(null);
  const againId = useId();
  const loginId = useId();
  const positionId = useId();
  // Fewer frames than before (one expired): the last one left.
  const index = Math.min(at, frames.length - 1);
  const frame = frames[index];
  const count = frames.length;
  const last = index === count - 1;

  useEffect(() => {
    if (!frame || frame.read || reported.current.has(frame.id)) return;
    reported.current.add(frame.id);
    onRead(frame.id);
  }, [frame, onRead]);

  if (!frame) return null;
  const choice = choices[frame.id];

  const leave = () => {
    if (choice) onDismiss(frame.id, choice);
  };
  const go = (to: number) => {
    leave();
    setAt(to);
  };
  const close = () => {
    leave();
    onClose();
  };
  // The two boxes exclude each other: "never" already covers "until the next log-in".
  const toggle = (picked: FrameDismissChoice, checked: boolean) => {
    setChoices((now) => {
      const next = { ...now };
      if (checked) next[frame.id] = picked;
      else delete next[frame.id];
      return next;
    });
  };

  const title = frame.title || text('lobby.frames.title');
  return (
    <Modal
      open
      onClose={close}
      title={title}
      closeLabel={text('lobby.action.close')}
      initialFocus={primaryRef}
      className={cx('lk-promo lk-frames', className)}
      footer={
        <>
          {count > 1 && (
            <>
              <p className="lk-frames__position" id={positionId}>
                <span aria-hidden="true">{`${index + 1} / ${count}`}</span>
                <span className="lk-visually-hidden">
                  {text('lobby.frames.position', { index: index + 1, count })}
                </span>
              </p>
              {/* aria-disabled, not disabled: a focused Previous keeps the focus on the first frame. */}
              <button
                type="button"
                className="lk-button"
                data-variant="quiet"
                aria-disabled={index === 0 || undefined}
                onClick={index === 0 ? undefined : () => go(index - 1)}
              >
                {text('lobby.frames.previous')}
              </button>
            </>
          )}
          <button
            ref={primaryRef}
            type="button"
            className="lk-button"
            aria-describedby={count > 1 ? positionId : undefined}
            onClick={last ? close : () => go(index + 1)}
          >
            {text(last ? 'lobby.action.gotIt' : 'lobby.frames.next')}
          </button>
        </>
      }
    >
      {/* Keyed by frame: a new frame is a new picture and text, never the last one's. */}
      <div className="lk-frames__frame" key={frame.id}>
        {frame.image && (
          <LazyImage
            className="lk-frames__picture"
            src={frame.image}
            alt={frame.content ? '' : title}
            fit="contain"
            priority
          />
        )}
        {frame.content && (
          <RichText className="lk-frames__content" html={frame.content} allowedHosts={allowedHosts ?? []} />
        )}
      </div>
      <div className="lk-frames__choices">
        <label className="lk-promo__check" htmlFor={againId}>
          <input
            id={againId}
            type="checkbox"
            className="lk-promo__checkbox"
            checked={choice === 'again'}
            onChange={(event) => toggle('again', event.target.checked)}
          />
          {text('lobby.frames.dontRemindAgain')}
        </label>
        <label className="lk-promo__check" htmlFor={loginId}>
          <input
            id={loginId}
            type="checkbox"
            className="lk-promo__checkbox"
            checked={choice === 'login'}
            onChange={(event) => toggle('login', event.target.checked)}
          />
          {text('lobby.frames.dontRemindLogin')}
        </label>
      </div>
    </Modal>
  );
}
