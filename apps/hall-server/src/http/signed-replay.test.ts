import { HEADERS } from '@lobbykit/contract';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createControlClient } from '../control/control-client';
import { rawCall, startTestHall, testClient, type RawCallOptions } from '../test-support/hall';

describe('a captured signed pay replayed against the hall', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hall-replay-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** Signs a pay on a hall started on `dir`, and returns the options that send its exact bytes again. */
  async function capturedPay(): Promise<RawCallOptions> {
    const first = await startTestHall({ dataDir: dir });
    try {
      const client = testClient(first, 'demo', { deviceId: 'replay-victim' });
      await client.login('player01');
      // Plain parameters, a fixed nonce, timestamp and request id: every call with these
      // options sends the same bytes, as an attacker replaying a captured request would.
      const captured: RawCallOptions = {
        path: '/pay/deposit',
        token: client.client.session.token!,
        params: { amount: 37 },
        encrypt: false,
        nonce: randomBytes(16).toString('hex'),
        timestamp: Date.now(),
        requestId: randomBytes(16).toString('hex'),
      };
      const paid = await rawCall(first, captured);
      expect([paid.status, paid.body?.code]).toEqual([200, 0]);
      return captured;
    } finally {
      await first.close();
    }
  }

  async function ordersAfterReplay(replay: (captured: RawCallOptions) => RawCallOptions) {
    const captured = await capturedPay();
    const second = await startTestHall({ dataDir: dir });
    try {
      const control = createControlClient(second.controlUrl!);
      // Order ids only: the captured pay settles on the hall's own timer, so its status may
      // change between the two reads; what must not change is the set of orders.
      const ordersOfPlayer = async () =>
        (await control.orders({ siteCode: 'demo', username: 'player01' })).map((order) => order.orderId);
      const before = await ordersOfPlayer();
      const response = await rawCall(second, replay(captured));
      return { response, before, after: await ordersOfPlayer() };
    } finally {
      await second.close();
    }
  }

  describe('when it is sent after a restart with a fresh request id header', () => {
    it('is refused and applies nothing', async () => {
      const { response, before, after } = await ordersAfterReplay((captured) => ({
        ...captured,
        headers: { [HEADERS.requestId]: randomBytes(16).toString('hex') },
      }));
      expect(response.status).toBe(401);
      expect(after).toEqual(before);
    });
  });

  describe('when it is sent after a restart exactly as captured', () => {
    it('is refused as signed before the hall started', async () => {
      const { response, before, after } = await ordersAfterReplay((captured) => captured);
      expect([response.status, response.body?.code]).toEqual([401, 'stale-timestamp']);
      expect(after).toEqual(before);
    });
  });

  describe('when its request id header is changed on the same hall', () => {
    it('is refused as a bad signature', async () => {
      const hall = await startTestHall({ dataDir: dir });
      try {
        const client = testClient(hall, 'demo', { deviceId: 'replay-same-hall' });
        await client.login('player01');
        const control = createControlClient(hall.controlUrl!);
        const before = await control.orders({ siteCode: 'demo', username: 'player01' });
        const response = await rawCall(hall, {
          path: '/pay/deposit',
          token: client.client.session.token!,
          params: { amount: 38 },
          requestId: 'signed-request-id',
          headers: { [HEADERS.requestId]: 'another-request-id' },
        });
        expect([response.status, response.body?.code]).toEqual([401, 'bad-signature']);
        expect(await control.orders({ siteCode: 'demo', username: 'player01' })).toEqual(before);
      } finally {
        await hall.close();
      }
    });
  });
});
