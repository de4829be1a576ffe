// The new player's seven days (task code xrfl's benefits): each day's gift, "Claim" on the days
// ready to claim, "Claimed" on the claimed ones and "Locked" on the days still to come.
import type { NewComerBenefit } from '@lobbykit/contract';
import { useId } from 'react';
import { useLobbyText } from '../shared/texts';
import { formatMoney } from '../withdraw/money-text';
import { ClaimButton } from './RewardRow';

/** Props of {@link NewComerDays}. */
export interface NewComerDaysProps {
  readonly days: readonly NewComerBenefit[];
  readonly currency: string;
  /** The day whose claim is on its way. */
  readonly claiming?: number | undefined;
  /** Why the last claim gave nothing, translated. */
  readonly error?: string | undefined;
  readonly onClaim: (day: number) => void;
}

export function NewComerDays({ days, currency, claiming, error, onClaim }: NewComerDaysProps) {
  const text = useLobbyText();
  const id = useId();
  return (
    <section className="lk-newcomer" aria-labelledby={`${id}-title`}>
      <h2 className="lk-newcomer__title" id={`${id}-title`}>
        {text('lobby.tasks.newBenefits')}
      </h2>
      <ol className="lk-newcomer__days">
        {days.map((benefit) => {
          const dayId = `${id}-day-${benefit.day}`;
          return (
            <li key={benefit.day} className="lk-newcomer__day" data-status={benefit.status}>
              <span className="lk-newcomer__day-name" id={dayId}>
                {text('lobby.newcomer.day', { day: benefit.day })}
              </span>
              <span className="lk-newcomer__gift">{benefit.title}</span>
              <span className="lk-newcomer__reward">{formatMoney(benefit.reward, currency)}</span>
              {benefit.status === 1 ? (
                <ClaimButton
                  label={text(claiming === benefit.day ? 'lobby.claim.claiming' : 'lobby.claim.action')}
                  busy={claiming === benefit.day}
                  blocked={claiming !== undefined && claiming !== benefit.day}
                  describedBy={dayId}
                  onClaim={() => onClaim(benefit.day)}
                />
              ) : (
                <span className="lk-newcomer__state">
                  {text(benefit.status === 2 ? 'lobby.claim.claimed' : 'lobby.newcomer.locked')}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="lk-newcomer__error" role="alert">
        {error}
      </p>
    </section>
  );
}
