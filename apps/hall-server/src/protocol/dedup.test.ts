import { describe, expect, it } from 'vitest';
import type { JsonStore } from '../store/json-store';
import type { StoreData } from '../store/records';
import { createDedup, dedupKey, dedupOwner, type DedupLimits } from './dedup';
import type { HallReply } from './reply';

function setup(limits: Partial<DedupLimits> = {}) {
  const clock = { now: 1_000_000 };
  const data = { dedup: {} } as unknown as StoreData;
  const store: JsonStore<StoreData> = {
    data,
    dir: undefined,
    fresh: true,
    touch: () => undefined,
    flush: () => Promise.resolve(),
  };
  const dedup = createDedup(store, () => clock.now, limits);
  let runs = 0;
  /** Runs a call of `owner` with `requestId`; its answer names the run that made it. */
  const call = (owner: ReturnType<typeof dedupOwner>, requestId: string, bodyHash = 'body') =>
    dedup.run(owner, dedupKey(owner, 'pay', requestId), bodyHash, () => {
      runs++;
      return Promise.resolve<HallReply>({ code: 0, message: 'ok', data: { run: runs }, headers: {} });
    });
  return { clock, data, dedup, call, runs: () => runs };
}

const player = dedupOwner('demo', 'player01', '203.0.113.1');
const otherPlayer = dedupOwner('demo', 'newbie01', '203.0.113.2');
/** An anonymous caller at this address. */
const device = (address: string) => dedupOwner('demo', undefined, address);

describe('createDedup', () => {
  describe('when one address floods anonymous calls', () => {
    it('fills only its own share, so callers at other addresses are still served', async () => {
      const { call } = setup({ maxRecords: 20, maxAnonymousRecords: 10, maxPerOwner: 3 });
      // The hall names an anonymous owner by address, whatever device id each call claims.
      const flood = device('198.51.100.7');
      const outcomes: string[] = [];
      for (let i = 0; i < 20; i++) outcomes.push((await call(flood, `junk-${i}`)).kind);
      expect(outcomes.filter((kind) => kind === 'fresh')).toHaveLength(3);
      expect((await call(device('198.51.100.8'), 'login-1')).kind).toBe('fresh');
    });
  });

  describe('when a call is resent with the same request id', () => {
    it('replays the first answer and runs nothing', async () => {
      const { call, runs } = setup();
      await call(player, 'r1');
      expect(await call(player, 'r1')).toMatchObject({ kind: 'replayed', reply: { data: { run: 1 } } });
      expect(runs()).toBe(1);
    });

    it('refuses the same request id with other parameters as a conflict', async () => {
      const { call } = setup();
      await call(player, 'r1');
      expect(await call(player, 'r1', 'other')).toEqual({ kind: 'conflict' });
    });
  });

  describe('when another owner sends the same request id', () => {
    it('runs it as its own call and never replays the first owner’s answer', async () => {
      const { call, runs } = setup();
      await call(player, 'shared');
      expect(await call(otherPlayer, 'shared')).toMatchObject({
        kind: 'fresh',
        reply: { data: { run: 2 } },
      });
      expect(await call(device('x'), 'shared')).toMatchObject({ kind: 'fresh', reply: { data: { run: 3 } } });
      expect(runs()).toBe(3);
    });
  });

  describe('when other owners flood the records within the retry window', () => {
    it('keeps a young record however many other calls come, and refuses them as busy instead', async () => {
      const { call, clock } = setup();
      await call(player, 'pay-1');
      const outcomes: string[] = [];
      for (let i = 0; i < 2500; i++) {
        clock.now += 10;
        outcomes.push((await call(device(`junk-${i}`), `junk-${i}`)).kind);
      }
      expect(outcomes.filter((kind) => kind === 'busy')).toHaveLength(1500);
      expect(await call(player, 'pay-1')).toMatchObject({ kind: 'replayed', reply: { data: { run: 1 } } });
    });

    it('leaves room for users when the anonymous records are full', async () => {
      const { call } = setup({ maxRecords: 10, maxAnonymousRecords: 5 });
      for (let i = 0; i < 5; i++) expect((await call(device(`d${i}`), `r${i}`)).kind).toBe('fresh');
      expect((await call(device('d5'), 'r5')).kind).toBe('busy');
      expect((await call(player, 'pay-1')).kind).toBe('fresh');
    });

    it('caps one owner without touching the records of the others', async () => {
      const { call } = setup({ maxPerOwner: 3 });
      await call(otherPlayer, 'theirs');
      for (let i = 0; i < 3; i++) expect((await call(player, `r${i}`)).kind).toBe('fresh');
      expect((await call(player, 'r3')).kind).toBe('busy');
      expect((await call(otherPlayer, 'theirs')).kind).toBe('replayed');
    });

    it('tells a busy caller when the oldest record leaves the retry window', async () => {
      const { call, clock } = setup({ maxRecords: 2, retryWindowMs: 150_000 });
      await call(player, 'r1');
      clock.now += 40_000;
      await call(otherPlayer, 'r2');
      clock.now += 10_000;
      expect(await call(device('d'), 'r3')).toEqual({ kind: 'busy', retryAfterMs: 100_000 });
    });
  });

  describe('when records are past the retry window', () => {
    it('drops the oldest of them to make room', async () => {
      const { call, clock, data } = setup({ maxRecords: 2, retryWindowMs: 150_000 });
      await call(player, 'old');
      clock.now += 1000;
      await call(player, 'newer');
      clock.now += 150_000;
      expect((await call(otherPlayer, 'r3')).kind).toBe('fresh');
      expect(Object.keys(data.dedup)).toHaveLength(2);
      expect(data.dedup[dedupKey(player, 'pay', 'old')]).toBeUndefined();
      expect((await call(player, 'newer')).kind).toBe('replayed');
    });

    it('prunes records older than the retention, and does not replay them', async () => {
      const { call, clock, data } = setup({ keepMs: 3_600_000, retryWindowMs: 150_000 });
      await call(player, 'r1');
      clock.now += 3_600_001;
      expect((await call(player, 'r1')).kind).toBe('fresh');
      await call(otherPlayer, 'r2');
      expect(Object.keys(data.dedup)).toHaveLength(2);
    });
  });

  describe('when calls are still running', () => {
    it('counts them against the caps: a running call cannot be dropped', async () => {
      const { dedup, call } = setup({ maxRecords: 1 });
      let finish: (reply: HallReply) => void = () => undefined;
      const running = dedup.run(
        player,
        dedupKey(player, 'pay', 'slow'),
        'body',
        () => new Promise<HallReply>((resolve) => (finish = resolve)),
      );
      expect(await call(otherPlayer, 'r2')).toEqual({ kind: 'busy', retryAfterMs: 150_000 });
      finish({ code: 0, message: 'ok', headers: {} });
      expect((await running).kind).toBe('fresh');
    });
  });

  describe('when the data folder holds records from before owners were kept', () => {
    it('drops them: their keys can match no call', () => {
      const data = {
        dedup: {
          'demo|pay|r1': { key: 'demo|pay|r1', bodyHash: 'x', at: 1, code: 0, message: '', headers: {} },
        },
      } as unknown as StoreData;
      const store: JsonStore<StoreData> = {
        data,
        dir: undefined,
        fresh: false,
        touch: () => undefined,
        flush: () => Promise.resolve(),
      };
      createDedup(store, () => 2);
      expect(data.dedup).toEqual({});
    });
  });
});
