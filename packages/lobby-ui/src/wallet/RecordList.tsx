// The money records as a list: each order's amount, status, time, number and its bonus or fee.
import type { Order } from '@lobbykit/contract';
import { formatDate } from '@lobbykit/i18n';
import { useLobbyText } from '../shared/texts';
import { formatAmount } from './amounts';
import { orderStatusKey } from './order-status';

export interface RecordListProps {
  readonly records: readonly Order[];
  /** The language whose date format the times use. */
  readonly language: string;
}

export function RecordList({ records, language }: RecordListProps) {
  const text = useLobbyText();
  return (
    <ul className="lk-records__list">
      {records.map((order) => (
        <li key={order.orderId} className="lk-record">
          <div className="lk-record__main">
            <span className="lk-record__amount">{formatAmount(order.amount, order.currency)}</span>
            <span className="lk-record__status" data-status={order.status}>
              {text(orderStatusKey(order))}
            </span>
          </div>
          <div className="lk-record__meta">
            <time dateTime={new Date(order.createdAt).toISOString()}>
              {formatDate(order.createdAt, language)}
            </time>
            <span>
              {text('lobby.order.number')} {order.orderId}
            </span>
            {order.bonus !== undefined && order.bonus !== '0' && (
              <span>{text('lobby.order.bonus', { amount: formatAmount(order.bonus, order.currency) })}</span>
            )}
            {order.fee !== undefined && order.fee !== '0' && (
              <span>{text('lobby.order.fee', { amount: formatAmount(order.fee, order.currency) })}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
