// The deposit and withdrawal records: a tab per kind, the period and status filters, and the
// list with its states (loading, failed with a retry, empty, pages loaded with "Load more").
import type { Order, OrderKind, OrderStatus } from '@lobbykit/contract';
import { Empty, Skeleton } from '@lobbykit/ui-blocks';
import { useId } from 'react';
import { cx } from '../shared/class-names';
import { TabStrip } from '../shared/TabStrip';
import { useLobbyText } from '../shared/texts';
import { orderStatusKey } from './order-status';
import { RecordList } from './RecordList';
import { RECORD_PERIODS, type RecordPeriod } from './record-periods';

/** A status to filter on, or every one. */
export type RecordStatusFilter = OrderStatus | 'all';

/** Props of {@link WalletRecords}. */
export interface WalletRecordsProps {
  readonly kind: OrderKind;
  readonly onKindChange: (kind: OrderKind) => void;
  readonly period: RecordPeriod;
  readonly onPeriodChange: (period: RecordPeriod) => void;
  readonly status: RecordStatusFilter;
  readonly onStatusChange: (status: RecordStatusFilter) => void;
  /** The first page: loading, failed (with `onRetry`) or ready. */
  readonly state: 'loading' | 'failed' | 'ready';
  /** The records loaded so far, newest first. */
  readonly records: readonly Order[];
  /** How many records the filters match in all. */
  readonly total: number;
  /**
   * The next page: loading, or failed (its "Load more" tries again).
   * @default 'idle'
   */
  readonly more?: 'idle' | 'loading' | 'failed' | undefined;
  readonly onLoadMore: () => void;
  readonly onRetry: () => void;
  /**
   * The language whose date format the times use.
   * @default 'en_US'
   */
  readonly language?: string | undefined;
  readonly className?: string | undefined;
}

const STATUSES: Readonly<Record<OrderKind, readonly OrderStatus[]>> = {
  deposit: ['pending', 'success', 'failed', 'expired', 'cancelled'],
  withdraw: ['pending', 'success', 'failed'],
};

const PERIOD_KEYS = {
  today: 'lobby.records.today',
  week: 'lobby.records.week',
  month: 'lobby.records.month',
} as const;

export function WalletRecords({
  kind,
  onKindChange,
  period,
  onPeriodChange,
  status,
  onStatusChange,
  state,
  records,
  total,
  more = 'idle',
  onLoadMore,
  onRetry,
  language = 'en_US',
  className,
}: WalletRecordsProps) {
  const text = useLobbyText();
  const headingId = useId();
  const panelId = useId();
  const statusId = useId();
  return (
    <section className={cx('lk-records', className)} aria-labelledby={headingId}>
      <h2 className="lk-records__title" id={headingId}>
        {text('lobby.records.title')}
      </h2>
      <TabStrip
        items={[
          { id: 'deposit', label: text('lobby.records.deposits') },
          { id: 'withdraw', label: text('lobby.records.withdrawals') },
        ]}
        selected={kind}
        onSelect={onKindChange}
        label={text('lobby.records.title')}
        orientation="horizontal"
        panelId={panelId}
        className="lk-records__kinds"
      />
      <div
        className="lk-records__panel"
        id={panelId}
        role="tabpanel"
        aria-busy={state === 'loading' || undefined}
      >
        <div className="lk-records__filters">
          <div className="lk-records__periods" role="group" aria-label={text('lobby.records.period')}>
            {RECORD_PERIODS.map((id) => (
              <button
                key={id}
                type="button"
                className="lk-chip"
                aria-pressed={id === period}
                onClick={() => {
                  if (id !== period) onPeriodChange(id);
                }}
              >
                {text(PERIOD_KEYS[id])}
              </button>
            ))}
          </div>
          <div className="lk-records__status">
            <label htmlFor={statusId}>{text('lobby.records.status')}</label>
            <select
              id={statusId}
              className="lk-records__select"
              value={status}
              onChange={(event) => onStatusChange(event.currentTarget.value as RecordStatusFilter)}
            >
              <option value="all">{text('lobby.tabs.all')}</option>
              {STATUSES[kind].map((value) => (
                <option key={value} value={value}>
                  {text(orderStatusKey({ kind, status: value }))}
                </option>
              ))}
            </select>
          </div>
        </div>
        {state === 'loading' ? (
          <Skeleton className="lk-records__skeleton" lines={4} label={text('lobby.grid.loadingMore')} />
        ) : state === 'failed' ? (
          <Empty
            compact
            title={text('lobby.records.failed')}
            description={text('lobby.status.checkConnection')}
            action={
              <button type="button" className="lk-button" onClick={onRetry}>
                {text('lobby.action.retry')}
              </button>
            }
          />
        ) : records.length === 0 ? (
          <Empty compact title={text('lobby.records.empty')} />
        ) : (
          <>
            <RecordList records={records} language={language} />
            <div className="lk-records__more">
              <p className="lk-records__progress">
                {text('lobby.grid.progress', {
                  loaded: records.length,
                  total: Math.max(total, records.length),
                })}
              </p>
              {more === 'failed' && (
                <p className="lk-records__error" role="alert">
                  {text('lobby.records.failed')}
                </p>
              )}
              {records.length < total && (
                <button
                  type="button"
                  className="lk-button"
                  data-variant="quiet"
                  aria-disabled={more === 'loading' || undefined}
                  onClick={more === 'loading' ? undefined : onLoadMore}
                >
                  {more === 'loading' ? text('lobby.grid.loadingMore') : text('lobby.grid.loadMore')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
