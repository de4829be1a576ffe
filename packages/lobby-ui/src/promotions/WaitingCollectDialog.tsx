// Waiting-to-collect (spec §4, the last pop-up of the start-up sequence): rewards earned and not
// collected yet, their total, "Claim" on each and "Claim all".
import type { TaskItem } from '@lobbykit/contract';
import { sumAmounts } from '@lobbykit/lobby-core/money';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useRef } from 'react';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';
import { formatMoney } from '../withdraw/money-text';
import { ClaimButton, RewardRow } from './RewardRow';

/** Props of {@link WaitingCollectDialog}. */
export interface WaitingCollectDialogProps {
  readonly open: boolean;
  /** The rewards (GET /active/waitingCollect/pop); those of status 2 read "Claimed". */
  readonly items: readonly TaskItem[];
  /** The player's currency. */
  readonly currency: string;
  /** The item whose claim is under way, or `'all'`: those buttons wait. */
  readonly claiming?: number | 'all' | undefined;
  /** A translated message of the last claim's failure (see claimErrorKey). */
  readonly error?: string | undefined;
  readonly onClaim: (taskId: number) => void;
  readonly onClaimAll: () => void;
  readonly onClose: () => void;
  readonly className?: string | undefined;
}

export function WaitingCollectDialog({
  open,
  items,
  currency,
  claiming,
  error,
  onClaim,
  onClaimAll,
  onClose,
  className,
}: WaitingCollectDialogProps) {
  const text = useLobbyText();
  const allRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const waiting = items.filter((item) => item.status !== 2);
  const total = sumAmounts(waiting.map((item) => item.reward));
  const all = claiming === 'all';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('lobby.collect.title')}
      closeLabel={text('lobby.action.close')}
      className={cx('lk-promo lk-collect', className)}
      initialFocus={waiting.length > 0 ? allRef : closeRef}
      footer={
        waiting.length > 0 ? (
          <ClaimButton
            ref={allRef}
            label={text('lobby.claim.all')}
            busy={all}
            blocked={claiming !== undefined}
            onClaim={onClaimAll}
          />
        ) : (
          <button ref={closeRef} type="button" className="lk-button" data-variant="quiet" onClick={onClose}>
            {text('lobby.action.close')}
          </button>
        )
      }
    >
      {error && (
        <p className="lk-promo__alert" role="alert">
          {error}
        </p>
      )}
      {items.length === 0 ? (
        <p className="lk-promo__empty">{text('lobby.collect.empty')}</p>
      ) : (
        <>
          {waiting.length > 0 && (
            <p className="lk-collect__total">
              {text('lobby.collect.total', { amount: formatMoney(total, currency) })}
            </p>
          )}
          <ul className="lk-promo__rows">
            {items.map((item) => (
              <RewardRow
                key={item.taskId}
                item={item}
                currency={currency}
                action={(titleId) =>
                  item.status === 2 ? (
                    <span className="lk-promo__state">{text('lobby.claim.claimed')}</span>
                  ) : (
                    <ClaimButton
                      label={text('lobby.claim.action')}
                      busy={all || claiming === item.taskId}
                      describedBy={titleId}
                      onClaim={() => onClaim(item.taskId)}
                    />
                  )
                }
              />
            ))}
          </ul>
        </>
      )}
      <p className="lk-visually-hidden" role="status">
        {claiming === undefined ? '' : text('lobby.claim.claiming')}
      </p>
    </Modal>
  );
}
