// A withdrawal sent: "under review" with its order number, the amount, the fee and what will be
// paid out; the realtime notice says when it is paid.
import type { WithdrawOrder } from '@lobbykit/contract';
import { useEffect, useRef } from 'react';
import { useLobbyText } from '../shared/texts';
import { formatMoney } from './money-text';

export interface WithdrawResultProps {
  readonly order: WithdrawOrder;
  /** "Done"; without it, no button. */
  readonly onDone?: (() => void) | undefined;
}

export function WithdrawResult({ order, onDone }: WithdrawResultProps) {
  const text = useLobbyText();
  const titleRef = useRef<HTMLParagraphElement>(null);
  // The form the player was in is gone: reading goes on from the result's title.
  useEffect(() => titleRef.current?.focus(), []);
  const money = (amount: string) => formatMoney(amount, order.currency);
  return (
    <div className="lk-withdraw__result">
      <p className="lk-withdraw__result-title" ref={titleRef} tabIndex={-1}>
        {text('lobby.withdraw.reviewTitle')}
      </p>
      <p className="lk-withdraw__result-body">{text('lobby.withdraw.reviewBody')}</p>
      <dl className="lk-withdraw__summary">
        <div className="lk-withdraw__row">
          <dt>{text('lobby.withdraw.order')}</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div className="lk-withdraw__row">
          <dt>{text('lobby.withdraw.amount')}</dt>
          <dd>{money(order.amount)}</dd>
        </div>
        <div className="lk-withdraw__row">
          <dt>{text('lobby.withdraw.fee')}</dt>
          <dd>{money(order.fee)}</dd>
        </div>
        <div className="lk-withdraw__row" data-row="receive">
          <dt>{text('lobby.withdraw.receive')}</dt>
          <dd>{money(order.receive)}</dd>
        </div>
      </dl>
      {onDone && (
        <button type="button" className="lk-button lk-auth__submit" onClick={onDone}>
          {text('lobby.withdraw.done')}
        </button>
      )}
    </div>
  );
}
