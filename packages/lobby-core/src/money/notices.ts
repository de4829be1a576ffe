/**
 * The realtime money notices, applied once: `payOrderSuccess`, `withdrawOrderSuccess`,
 * `payOrderSuccessNotice`, `noWalletOrderMsg` and `gameGoldChange` make the pending order, the
 * records, the withdraw info and the balance stale (and a settled order reads the balance
 * again), and the ones a player reads become a `MoneyEvents` event shown once per browser,
 * however often the notice comes: a redelivery after a reconnect, a duplicate, every tab.
 */
import type { Notice, NoticeType } from '@lobbykit/contract';
import type { EventBus } from '@lobbykit/transport';
import type { LobbyStore } from '../store';
import type { MoneyApi, MoneyTagType } from './endpoints';
import type { MoneyEvents } from './options';
import type { TabClaims } from './tab-claim';

/** The notices the money domain hears. */
const moneyNoticeTypes: ReadonlySet<NoticeType> = new Set<NoticeType>([
  'payOrderSuccess',
  'withdrawOrderSuccess',
  'payOrderSuccessNotice',
  'noWalletOrderMsg',
  'gameGoldChange',
]);

/** msgIds remembered per tab: far more than a reconnect redelivers. */
const SEEN_CAPACITY = 500;

const staleAfter: Partial<Record<NoticeType, MoneyTagType[]>> = {
  payOrderSuccess: ['PendingOrder', 'MoneyRecords', 'WithdrawInfo', 'Balance', 'FirstCharge'],
  withdrawOrderSuccess: ['MoneyRecords', 'WithdrawInfo', 'Balance'],
  noWalletOrderMsg: ['PendingOrder', 'MoneyRecords'],
  gameGoldChange: ['WithdrawInfo', 'Balance'],
};

export interface MoneyNoticeDeps {
  readonly store: LobbyStore;
  readonly api: MoneyApi;
  readonly events: EventBus<MoneyEvents>;
  readonly claims: TabClaims;
  /** The user call: puts the balance in the player's account facts. */
  readonly refreshBalance: () => Promise<void>;
}

/** What shows for a notice, once: the event and the claim key that makes it once. */
function shownOf(notice: Notice): { key: string; emit: (events: EventBus<MoneyEvents>) => void } | undefined {
  const { msgId } = notice;
  switch (notice.type) {
    case 'payOrderSuccess': {
      const { orderId, amount, currency, isFirst } = notice.data;
      return {
        // By order: the same order's success shows once even under another msgId.
        key: `deposit:${orderId ?? msgId}`,
        emit: (events) =>
          events.emit('depositSucceeded', { msgId, orderId, amount, currency, isFirst: isFirst === true }),
      };
    }
    case 'withdrawOrderSuccess': {
      const { orderId, amount, currency } = notice.data;
      return {
        key: `withdraw:${orderId ?? msgId}`,
        emit: (events) => events.emit('withdrawSucceeded', { msgId, orderId, amount, currency }),
      };
    }
    case 'noWalletOrderMsg':
      return {
        key: `no-wallet:${msgId}`,
        emit: (events) => events.emit('noWalletChannel', { msgId, message: notice.data.message }),
      };
    case 'payOrderSuccessNotice': {
      const { message, amount, currency } = notice.data;
      return {
        key: `someone:${msgId}`,
        emit: (events) => events.emit('someoneDeposited', { msgId, message, amount, currency }),
      };
    }
    default:
      return undefined;
  }
}

/** Returns the function that applies one notice; a msgId it has seen is ignored. */
export function createMoneyNotices(deps: MoneyNoticeDeps): (notice: Notice) => void {
  const seen = new Set<string>();
  return (notice) => {
    if (!moneyNoticeTypes.has(notice.type) || seen.has(notice.msgId)) return;
    seen.add(notice.msgId);
    if (seen.size > SEEN_CAPACITY) seen.delete(seen.values().next().value!);
    const stale = staleAfter[notice.type];
    if (stale) deps.store.dispatch(deps.api.util.invalidateTags(stale));
    // A settled order moved the balance: read it, in case its gameGoldChange is late or lost.
    if (notice.type === 'payOrderSuccess' || notice.type === 'withdrawOrderSuccess')
      deps.refreshBalance().catch(() => undefined);
    const shown = shownOf(notice);
    if (shown)
      void deps.claims.claim(shown.key).then((first) => {
        if (first) shown.emit(deps.events);
      });
  };
}
