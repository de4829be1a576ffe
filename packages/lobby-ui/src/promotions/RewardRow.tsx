// One task or reward of the task lists and of waiting-to-collect: its title, reward and, for a
// task, its progress, with the row's action (Go, Claim, Claimed) at the end.
import type { TaskItem } from '@lobbykit/contract';
import { useId, type ReactNode, type Ref } from 'react';
import { useLobbyText } from '../shared/texts';
import { formatMoney } from '../withdraw/money-text';
import { ProgressBar } from './ProgressBar';

/** Props of {@link RewardRow}. */
interface RewardRowProps {
  readonly item: TaskItem;
  readonly currency: string;
  /** Shows "Progress: 1/3" and its bar. @default false */
  readonly withProgress?: boolean | undefined;
  /** The row's control or state; given the title's id, for a "Claim" to say what it claims. */
  readonly action: (titleId: string) => ReactNode;
}

export function RewardRow({ item, currency, withProgress = false, action }: RewardRowProps) {
  const text = useLobbyText();
  const titleId = useId();
  return (
    <li className="lk-promo__row" data-status={item.status}>
      <div className="lk-promo__row-main">
        <p className="lk-promo__row-title" id={titleId}>
          {item.title}
        </p>
        <p className="lk-promo__row-reward">
          {text('lobby.tasks.reward', { amount: formatMoney(item.reward, currency) })}
        </p>
        {withProgress && (
          <>
            <p className="lk-promo__row-progress">
              {text('lobby.tasks.progress', {
                progress: Math.min(item.progress, item.target),
                target: item.target,
              })}
            </p>
            <ProgressBar share={item.target > 0 ? item.progress / item.target : 0} />
          </>
        )}
      </div>
      <div className="lk-promo__row-action">{action(titleId)}</div>
    </li>
  );
}

/** Props of {@link ClaimButton}. */
interface ClaimButtonProps {
  readonly label: string;
  /** This claim is under way. */
  readonly busy: boolean;
  /** Another claim holds it back (claim all under way). */
  readonly blocked?: boolean | undefined;
  readonly describedBy?: string | undefined;
  readonly onClaim: () => void;
  readonly ref?: Ref<HTMLButtonElement> | undefined;
}

/** "Claim": waits, and says so through aria-busy, while its claim is under way. */
export function ClaimButton({ label, busy, blocked = false, describedBy, onClaim, ref }: ClaimButtonProps) {
  const waiting = busy || blocked;
  return (
    <button
      ref={ref}
      type="button"
      className="lk-button lk-promo__claim"
      aria-disabled={waiting || undefined}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      onClick={waiting ? undefined : onClaim}
    >
      {busy && <span className="lk-promo__spinner" aria-hidden="true" />}
      {label}
    </button>
  );
}
