import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControlError, startTestHall, type TestHall } from './hall';

describe('startTestHall', () => {
  let hall: TestHall;
  beforeAll(async () => {
    hall = await startTestHall();
  });
  afterAll(async () => {
    await hall.close();
  });

  describe('when a test adds a fault through the control client', () => {
    it('lists it, removes it on clear, and refuses a bad one with a ControlError', async () => {
      const added = await hall.control.faults.add({ kind: 'reset', route: 'login', when: 'after', times: 1 });
      expect(added).toMatchObject({
        id: expect.any(Number) as unknown,
        kind: 'reset',
        route: 'login',
        hits: 0,
      });
      expect(await hall.control.faults.list()).toEqual([added]);

      await hall.control.faults.clear();
      expect(await hall.control.faults.list()).toEqual([]);

      const refused = hall.control.faults.add({ kind: 'boom' } as never);
      await expect(refused).rejects.toBeInstanceOf(ControlError);
      await expect(refused).rejects.toMatchObject({ status: 400 });
    });
  });

  describe('when a test takes a domain down', () => {
    it('has its connections refused until it is brought back', async () => {
      const url = `${hall.server.apiUrls[0]!}/op.json`;
      const down = await hall.control.domains.set('api:0', { up: false });
      expect(down).toMatchObject({ id: 'api:0', up: false });
      try {
        const refused = await fetch(url).then(
          () => 'answered',
          (error: unknown) => (error as { cause?: { code?: string } }).cause?.code,
        );
        expect(refused).toBe('ECONNREFUSED');
      } finally {
        await hall.control.domains.set('api:0', { up: true });
      }
      expect((await fetch(url)).status).toBeLessThan(500);
    });
  });

  describe('when a test asks for a seeded site', () => {
    it('answers the site of that code, and throws for an unknown one', () => {
      expect(hall.site()).toMatchObject({ siteCode: 'demo', staticKey: expect.any(String) as unknown });
      expect(hall.site('siam').siteCode).toBe('siam');
      expect(() => hall.site('nowhere')).toThrow(/no site nowhere/);
    });
  });
});
