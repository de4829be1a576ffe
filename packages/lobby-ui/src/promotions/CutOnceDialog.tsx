// The one-time cut (spec §4 "new-user one-time cut", "one-time cut"): each draw adds to the
// player's progress, and reaching the target pays it. The dialog shows the progress, the draws
// left and when they come back, the last draw's amount, and the "completed" state.
import type { CutOnce, CutOnceDraw } from '@lobbykit/contract';
import { compareAmounts } from '@lobbykit/lobby-core/money';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useId, useRef } from 'react';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';
import { formatMoney } from '../withdraw/money-text';
import { formatCountdown } from './countdown';
import { ProgressBar } from './ProgressBar';

/** Props of {@link CutOnceDialog}. */
export interface CutOnceDialogProps {
  readonly open: boolean;
  /** The hall's cut (GET /active/cutOnce/pop or /active/newCutOnce/pop). */
  readonly cut: CutOnce;
  /** `new`: the new-user cut; `regular`: the one-time cut. Picks the title the hall did not send. */
  readonly kind: 'new' | 'regular';
  /** Epoch ms; the owner re-renders with a new `now` each second for the reset countdown. */
  readonly now: number;
  /** The player's currency. */
  readonly currency: string;
  /** A draw is under way: "Draw" waits and says so. */
  readonly drawing: boolean;
  /** The answer to the last draw; its progress, target and turns replace the cut's. */
  readonly lastDraw?: CutOnceDraw | undefined;
  /** A translated message of the last draw's failure (see claimErrorKey). */
  readonly error?: string | undefined;
  readonly onDraw: () => void;
  readonly onClose: () => void;
  readonly className?: string | undefined;
}

/** progress / target in [0, 1]; 0 without a target. */
function shareOf(progress: string, target: string): number {
  const goal = Number(target);
  if (!(goal > 0)) return 0;
  return Math.min(1, Math.max(0, Number(progress) / goal));
}

export function CutOnceDialog({
  open,
  cut,
  kind,
  now,
  currency,
  drawing,
  lastDraw,
  error,
  onDraw,
  onClose,
  className,
}: CutOnceDialogProps) {
  const text = useLobbyText();
  const drawRef = useRef<HTMLButtonElement>(null);
  const turnsId = useId();
  const target = lastDraw?.target ?? cut.target ?? '0';
  const progress = lastDraw?.progress ?? cut.progress ?? '0';
  const turns = lastDraw?.turns ?? cut.turns ?? 0;
  const completed = lastDraw?.completed ?? false;
  const share = completed ? 1 : shareOf(progress, target);
  const noTurns = turns <= 0;
  const waiting = drawing || noTurns;
  const money = (amount: string) => formatMoney(amount, currency);
  const progressText = text('lobby.cut.progress', {
    progress: money(completed && compareAmounts(progress, target) < 0 ? target : progress),
    target: money(target),
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={cut.title || text(kind === 'new' ? 'lobby.cut.newTitle' : 'lobby.cut.title')}
      closeLabel={text('lobby.action.close')}
      initialFocus={drawRef}
      className={cx('lk-promo lk-cut', className)}
      footer={
        completed ? (
          <button ref={drawRef} type="button" className="lk-button" onClick={onClose}>
            {text('lobby.action.gotIt')}
          </button>
        ) : (
          <button
            ref={drawRef}
            type="button"
            className="lk-button lk-cut__draw"
            aria-disabled={waiting || undefined}
            aria-busy={drawing || undefined}
            aria-describedby={turnsId}
            onClick={waiting ? undefined : onDraw}
          >
            {drawing && <span className="lk-promo__spinner" aria-hidden="true" />}
            {text('lobby.cut.draw')}
          </button>
        )
      }
    >
      <div className="lk-cut__body" data-completed={completed || undefined}>
        <p className="lk-cut__goal">{text('lobby.cut.goal', { amount: money(target) })}</p>
        <div className="lk-cut__progress">
          <ProgressBar share={share} label={text('lobby.cut.progressName')} valueText={progressText} />
          <p className="lk-cut__amounts" aria-hidden="true">
            {progressText}
          </p>
        </div>
        {completed ? (
          <p className="lk-promo__done" role="status">
            {text('lobby.cut.completed', { amount: money(target) })}
          </p>
        ) : (
          <>
            <p className="lk-cut__turns" id={turnsId}>
              <span>{text('lobby.cut.turns', { count: turns })}</span>
              {cut.resetAt !== undefined && (
                <span className="lk-cut__reset" role="timer">
                  {text('lobby.cut.resetIn', { time: formatCountdown(now, cut.resetAt) })}
                </span>
              )}
            </p>
            {/* Announced when a draw lands; empty (and hidden) before the first. */}
            <p className="lk-cut__won" role="status">
              {lastDraw ? text('lobby.cut.won', { amount: money(lastDraw.amount) }) : ''}
            </p>
          </>
        )}
        <p className="lk-visually-hidden" role="status">
          {drawing ? text('lobby.cut.drawing') : ''}
        </p>
        {error && (
          <p className="lk-promo__alert" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
