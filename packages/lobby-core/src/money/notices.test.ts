import type { Notice } from '@lobbykit/contract';
import { createEventBus } from '@lobbykit/transport';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { describe, expect, it } from 'vitest';
import type { LobbyStore } from '../store';
import { settle } from '../test-support/test-lobby';
import type { MoneyApi } from './endpoints';
import { memoryLocks } from './locks.test-util';
import { createMoneyNotices } from './notices';
import type { MoneyEvents } from './options';
import { createTabClaims } from './tab-claim';

/** A tab: its notices applier, what it dispatched, what it showed, how often it read the balance. */
function tab(shared: { storage: ReturnType<typeof memoryStorage>; locks: ReturnType<typeof memoryLocks> }) {
  const dispatched: unknown[] = [];
  const shown: string[] = [];
  let balanceReads = 0;
  const events = createEventBus<MoneyEvents>();
  events.on('depositSucceeded', (event) => shown.push(`deposit:${event.orderId}:${event.isFirst}`));
  events.on('withdrawSucceeded', (event) => shown.push(`withdraw:${event.orderId}`));
  events.on('noWalletChannel', (event) => shown.push(`no-wallet:${event.message}`));
  const apply = createMoneyNotices({
    store: { dispatch: (action: unknown) => dispatched.push(action) } as unknown as LobbyStore,
    api: {
      util: { invalidateTags: (tags: unknown) => ({ type: 'invalidate', tags }) },
    } as unknown as MoneyApi,
    events,
    claims: createTabClaims(shared.storage, shared.locks, () => 0),
    refreshBalance: () => {
      balanceReads++;
      return Promise.resolve();
    },
  });
  return { apply, dispatched, shown, balanceReads: () => balanceReads };
}

const paid: Notice = {
  msgId: 'm1',
  type: 'payOrderSuccess',
  data: { orderId: 'o1', amount: 20, isFirst: true },
};

describe('createMoneyNotices', () => {
  describe('when a deposit notice comes twice, in two tabs', () => {
    it('applies it once per tab and shows its success once in all', async () => {
      const shared = { storage: memoryStorage(), locks: memoryLocks() };
      const first = tab(shared);
      const second = tab(shared);
      first.apply(paid);
      second.apply(paid);
      first.apply(paid);
      await settle();
      expect([...first.shown, ...second.shown]).toEqual(['deposit:o1:true']);
      expect(first.dispatched).toEqual([
        {
          type: 'invalidate',
          tags: ['PendingOrder', 'MoneyRecords', 'WithdrawInfo', 'Balance', 'FirstCharge'],
        },
      ]);
      expect([first.balanceReads(), second.balanceReads()]).toEqual([1, 1]);
    });
  });

  describe('when the same order comes under another msgId', () => {
    it('still shows its success once', async () => {
      const one = tab({ storage: memoryStorage(), locks: memoryLocks() });
      one.apply(paid);
      one.apply({ ...paid, msgId: 'm2' });
      await settle();
      expect(one.shown).toEqual(['deposit:o1:true']);
    });
  });

  describe('when the notice is not money', () => {
    it('ignores it', async () => {
      const one = tab({ storage: memoryStorage(), locks: memoryLocks() });
      one.apply({ msgId: 'j', type: 'jackpot', data: { amount: 1 } });
      await settle();
      expect([one.dispatched, one.shown]).toEqual([[], []]);
    });
  });

  describe('when balance and withdrawal notices come', () => {
    it('makes the balance stale for a gold change, and shows a payout and a missing channel', async () => {
      const one = tab({ storage: memoryStorage(), locks: memoryLocks() });
      one.apply({ msgId: 'g', type: 'gameGoldChange', data: { game_gold: 10 } });
      one.apply({ msgId: 'w', type: 'withdrawOrderSuccess', data: { orderId: 'o2' } });
      one.apply({ msgId: 'n', type: 'noWalletOrderMsg', data: { message: 'too much' } });
      await settle();
      expect(one.dispatched[0]).toEqual({ type: 'invalidate', tags: ['WithdrawInfo', 'Balance'] });
      expect(one.shown).toEqual(['withdraw:o2', 'no-wallet:too much']);
      expect(one.balanceReads()).toBe(1);
    });
  });
});
