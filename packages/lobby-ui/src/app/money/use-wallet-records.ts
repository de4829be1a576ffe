// The wallet page's records: the first page of the filters read at each change (and when the
// money moved), then "Load more" page by page. An answer that comes after the filters changed
// again is dropped.
import type { Clock, Order, OrderKind } from '@lobbykit/contract';
import { useLobby } from '@lobbykit/lobby-core/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { periodRange, type RecordPeriod } from '../../wallet/record-periods';
import { dataOf } from './money-read';
import type { RecordStatusFilter } from '../../wallet/WalletRecords';

/** Records per page. */
const RECORDS_PAGE_SIZE = 20;

export interface RecordFilters {
  readonly kind: OrderKind;
  readonly period: RecordPeriod;
  readonly status: RecordStatusFilter;
}

export interface WalletRecordsState {
  readonly state: 'loading' | 'failed' | 'ready';
  readonly records: readonly Order[];
  readonly total: number;
  readonly more: 'idle' | 'loading' | 'failed';
  readonly loadMore: () => void;
  readonly retry: () => void;
}

interface Loaded {
  readonly state: 'loading' | 'failed' | 'ready';
  readonly records: readonly Order[];
  readonly total: number;
  readonly page: number;
  readonly more: 'idle' | 'loading' | 'failed';
}

const FIRST: Loaded = { state: 'loading', records: [], total: 0, page: 0, more: 'idle' };

/** @param revision reads the first page again when it changes (the money moved). */
export function useWalletRecords(
  { kind, period, status }: RecordFilters,
  revision: number,
  now: Clock = Date.now,
): WalletRecordsState {
  const { money } = useLobby();
  const [loaded, setLoaded] = useState<Loaded>(FIRST);
  const [attempt, setAttempt] = useState(0);
  // Which reading an answer belongs to: a newer one makes older answers stale.
  const reading = useRef(0);
  // The period's range is fixed at the first page, so the next pages count from the same moment.
  const range = useRef(periodRange(period, now()));

  const request = useCallback(
    (page: number) =>
      money
        .records({
          kind,
          ...(status === 'all' ? {} : { status }),
          ...range.current,
          page,
          pageSize: RECORDS_PAGE_SIZE,
        })
        .then(dataOf),
    [money, kind, status],
  );

  useEffect(() => {
    const mine = ++reading.current;
    range.current = periodRange(period, now());
    void request(1).then((page) => {
      if (mine !== reading.current) return;
      setLoaded(
        page
          ? { state: 'ready', records: page.list, total: page.total, page: 1, more: 'idle' }
          : { ...FIRST, state: 'failed' },
      );
    });
    // `now` is a clock, read when the filters change, not a reason to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, period, revision, attempt]);

  const loadMore = useCallback(() => {
    if (loaded.state !== 'ready' || loaded.more === 'loading') return;
    const mine = reading.current;
    setLoaded((current) => ({ ...current, more: 'loading' }));
    void request(loaded.page + 1).then((page) => {
      if (mine !== reading.current) return;
      setLoaded((current) => {
        if (!page) return { ...current, more: 'failed' };
        // A record made meanwhile shifts the pages: one already shown is not shown twice.
        const known = new Set(current.records.map((order) => order.orderId));
        return {
          ...current,
          records: [...current.records, ...page.list.filter((order) => !known.has(order.orderId))],
          total: page.total,
          page: current.page + 1,
          more: 'idle',
        };
      });
    });
  }, [loaded, request]);

  const retry = useCallback(() => {
    setLoaded(FIRST);
    setAttempt((count) => count + 1);
  }, []);

  return { ...loaded, loadMore, retry };
}
