import type { Notice } from '@lobbykit/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lobby } from '../create-lobby';
import { noticeReceived } from '../session/actions';
import { settle, testLobby } from '../test-support/test-lobby';
import type { MoneyRunner, MoneyRunnerDeps } from './money-runner';
import type { LobbyMoneyModule } from './options';

const lobbies: Lobby[] = [];
afterEach(() => lobbies.splice(0).forEach((lobby) => lobby.dispose()));

/** A money module that records what reaches its runner. */
function fakeModule(fail = 0) {
  const seen = { loads: 0, notices: [] as Notice[], deps: undefined as MoneyRunnerDeps | undefined };
  const module: LobbyMoneyModule = {
    startMoneyRunner: (deps) => {
      seen.deps = deps;
      return {
        notice: (notice: Notice) => seen.notices.push(notice),
        channels: () => Promise.resolve({ ok: true, data: [] }),
        forcedBinding: () => Promise.resolve({ show: false }),
        dispose: () => undefined,
      } as unknown as MoneyRunner;
    },
  };
  return {
    seen,
    load: () => {
      seen.loads++;
      return seen.loads <= fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve(module);
    },
  };
}

const payOrderSuccess = (msgId: string): Notice => ({
  msgId,
  type: 'payOrderSuccess',
  data: { orderId: '9007199254740993001', isFirst: true },
});

describe('lobby.money', () => {
  describe('when nothing asks for money', () => {
    it('loads nothing', async () => {
      const fake = fakeModule();
      const { lobby } = testLobby({ money: { loadMoney: fake.load } });
      lobbies.push(lobby);
      lobby.store.dispatch(noticeReceived({ msgId: '1', type: 'jackpot', data: {} }));
      await settle();
      expect(fake.seen.loads).toBe(0);
      expect(lobby.money.state()).toEqual({ deposit: 'idle', withdraw: 'idle' });
    });
  });

  describe('when a money notice comes before any money call', () => {
    it('loads the money code once and hands every notice over, in order', async () => {
      const fake = fakeModule();
      const { lobby } = testLobby({ money: { loadMoney: fake.load } });
      lobbies.push(lobby);
      lobby.store.dispatch(noticeReceived(payOrderSuccess('1')));
      lobby.store.dispatch(noticeReceived(payOrderSuccess('2')));
      await settle();
      expect(fake.seen.loads).toBe(1);
      expect(fake.seen.notices.map((notice) => notice.msgId)).toEqual(['1', '2']);
      expect(await lobby.money.channels()).toEqual({ ok: true, data: [] });
      expect(fake.seen.loads).toBe(1);
    });
  });

  describe('when the money code does not load', () => {
    it('answers failed, and the next call loads it again', async () => {
      const fake = fakeModule(1);
      const { lobby } = testLobby({ money: { loadMoney: fake.load } });
      lobbies.push(lobby);
      expect(await lobby.money.channels()).toMatchObject({
        ok: false,
        reason: 'failed',
        error: { kind: 'network' },
      });
      expect(await lobby.money.forcedBinding()).toEqual({ show: false });
      expect(await lobby.money.channels()).toEqual({ ok: true, data: [] });
      expect(fake.seen.loads).toBe(2);
    });
  });

  describe('when the runner publishes a new state', () => {
    it('tells the subscribers, until they unsubscribe', async () => {
      const fake = fakeModule();
      const { lobby } = testLobby({ money: { loadMoney: fake.load } });
      lobbies.push(lobby);
      await lobby.money.channels();
      const heard: string[] = [];
      const stop = lobby.money.subscribe(() => heard.push(lobby.money.state().deposit));
      fake.seen.deps!.publish({ deposit: 'sending', withdraw: 'idle' });
      stop();
      fake.seen.deps!.publish({ deposit: 'idle', withdraw: 'idle' });
      expect(heard).toEqual(['sending']);
      expect(lobby.money.state().deposit).toBe('idle');
    });
  });
});
