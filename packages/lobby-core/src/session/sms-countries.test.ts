import { describe, expect, it } from 'vitest';
import type { HallConnection } from '../network/hall-connection';
import { fetchSmsCountries } from './sms-countries';

describe('fetchSmsCountries', () => {
  describe('when the hall connection cannot be had', () => {
    it('answers no countries rather than failing the log-in modal', async () => {
      const gone = Promise.reject<HallConnection>(new Error('lobby-core: the lobby is disposed'));
      await expect(fetchSmsCountries(gone)).resolves.toEqual([]);
    });
  });

  describe('when the hall refuses the list', () => {
    it('answers no countries', async () => {
      const refusing = {
        client: {
          request: () => Promise.resolve({ ok: false, error: new Error('503'), requestId: 'r', attempts: 1 }),
        },
      } as unknown as HallConnection;
      await expect(fetchSmsCountries(Promise.resolve(refusing))).resolves.toEqual([]);
    });
  });
});
