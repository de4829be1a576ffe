import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { startTestHall, testClient } from '../test-support/hall';

interface PayAnswer {
  orderId: string;
  payUrl: string;
}

describe('cashier page', () => {
  let server: HallServer;
  let control: ControlClient;
  let pay: PayAnswer;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
    const client = testClient(server, 'demo', { deviceId: 'cashier-player01' });
    await client.login('player01');
    const answer = await client.call<PayAnswer>('pay', { amount: 42 });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    pay = answer.data;
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when someone who was not handed the pay URL walks the order ids', () => {
    it('shows no order from its id alone, neither a new one nor a seeded one', async () => {
      const seeded = await control.orders({ siteCode: 'demo', username: 'player01' });
      const ids = [pay.orderId, ...seeded.map((order) => order.orderId)];
      for (const orderId of ids) {
        const page = await fetch(`${server.url}/cashier/${orderId}`);
        const text = await page.text();
        expect(page.status, orderId).toBe(404);
        // The 404 names the path asked for, nothing of the order behind it.
        expect(text).not.toContain('<h1>Order');
        expect(text).not.toMatch(/BRL|pending|success/);
      }
    });

    it('shows nothing for a wrong key or the key of another order', async () => {
      const key = new URL(pay.payUrl).searchParams.get('key') ?? '';
      expect(key.length).toBeGreaterThanOrEqual(20);
      const client = testClient(server, 'demo', { deviceId: 'cashier-newbie01' });
      await client.login('newbie01');
      const other = await client.call<PayAnswer>('pay', { amount: 7 });
      if (!other.ok) throw new Error(JSON.stringify(other.error));
      const otherKey = new URL(other.data.payUrl).searchParams.get('key') ?? '';
      // One character changed (never to itself: a key may already end in "A").
      const oneOff = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
      for (const wrong of [otherKey, oneOff, '', 'x']) {
        const page = await fetch(`${server.url}/cashier/${pay.orderId}?key=${encodeURIComponent(wrong)}`);
        expect(page.status, wrong).toBe(404);
      }
    });
  });

  describe('when the player opens the pay URL the hall answered', () => {
    it('shows the order', async () => {
      const page = await fetch(pay.payUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(pay.orderId);
    });
  });
});
