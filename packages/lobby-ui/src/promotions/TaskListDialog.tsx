// The task pop-ups of the start-up sequence (spec §4: new-user benefits, daily, weekly and
// every-3-day tasks): one code's tasks, each with its reward, progress and what the player can
// do with it now.
import type { LobbyKey, TaskCode, TaskItem } from '@lobbykit/contract';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useRef } from 'react';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';
import { ClaimButton, RewardRow } from './RewardRow';

const TASK_TITLES: Readonly<Record<TaskCode, LobbyKey>> = {
  xrfl: 'lobby.tasks.newBenefits',
  mrrw: 'lobby.tasks.daily',
  mzrw: 'lobby.tasks.weekly',
  smrw: 'lobby.tasks.everyThreeDays',
};

/** Props of {@link TaskListDialog}. */
export interface TaskListDialogProps {
  readonly open: boolean;
  /** Which list: xrfl new-user benefits, mrrw daily, mzrw weekly, smrw every 3 days. */
  readonly code: TaskCode;
  readonly tasks: readonly TaskItem[];
  /** The player's currency. */
  readonly currency: string;
  /** The task whose claim is under way: its "Claim" waits. */
  readonly claiming?: number | undefined;
  /** A translated message of the last claim's failure (see claimErrorKey). */
  readonly error?: string | undefined;
  readonly onClaim: (taskId: number) => void;
  /**
   * "Go" on a task in progress: the owner takes the player where the task is done (a deposit,
   * the games). Without it, such a task reads "In progress".
   */
  readonly onGo?: ((taskId: number) => void) | undefined;
  readonly onClose: () => void;
  readonly className?: string | undefined;
}

export function TaskListDialog({
  open,
  code,
  tasks,
  currency,
  claiming,
  error,
  onClaim,
  onGo,
  onClose,
  className,
}: TaskListDialogProps) {
  const text = useLobbyText();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text(TASK_TITLES[code])}
      closeLabel={text('lobby.action.close')}
      className={cx('lk-promo lk-tasks', className)}
      initialFocus={closeRef}
      footer={
        <button ref={closeRef} type="button" className="lk-button" data-variant="quiet" onClick={onClose}>
          {text('lobby.action.close')}
        </button>
      }
    >
      {error && (
        <p className="lk-promo__alert" role="alert">
          {error}
        </p>
      )}
      {tasks.length === 0 ? (
        <p className="lk-promo__empty">{text('lobby.tasks.empty')}</p>
      ) : (
        <ul className="lk-promo__rows">
          {tasks.map((task) => (
            <RewardRow
              key={task.taskId}
              item={task}
              currency={currency}
              withProgress
              action={(titleId) => {
                if (task.status === 2)
                  return <span className="lk-promo__state">{text('lobby.claim.claimed')}</span>;
                if (task.status === 1)
                  return (
                    <ClaimButton
                      label={text('lobby.claim.action')}
                      busy={claiming === task.taskId}
                      describedBy={titleId}
                      onClaim={() => onClaim(task.taskId)}
                    />
                  );
                return onGo ? (
                  <button
                    type="button"
                    className="lk-button"
                    data-variant="quiet"
                    aria-describedby={titleId}
                    onClick={() => onGo(task.taskId)}
                  >
                    {text('lobby.tasks.go')}
                  </button>
                ) : (
                  <span className="lk-promo__state" data-tone="muted">
                    {text('lobby.tasks.inProgress')}
                  </span>
                );
              }}
            />
          ))}
        </ul>
      )}
      <p className="lk-visually-hidden" role="status">
        {claiming === undefined ? '' : text('lobby.claim.claiming')}
      </p>
    </Modal>
  );
}
