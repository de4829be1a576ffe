import { describe, expect, it } from 'vitest';
import { HallNetworkError, HallServiceError } from './errors';
import { serializeHallError } from './serialize-error';

const details = { requestId: 'r1', url: 'https://a/hall/home/login', status: 200, retries: 1 };

describe('serializeHallError', () => {
  describe('when given a service error', () => {
    it('copies the details, code, server message and data into a plain object', () => {
      const error = new HallServiceError(details, {
        code: '1013',
        serverMessage: 'taken',
        data: { a: 1 },
        info: undefined,
      });
      const plain = serializeHallError(error);
      expect(plain).toEqual({
        kind: 'service',
        message: error.message,
        ...details,
        code: '1013',
        serverMessage: 'taken',
        data: { a: 1 },
      });
      expect(Object.getPrototypeOf(plain)).toBe(Object.prototype);
    });
  });

  describe('when the data carries a session secret (1401 sends the other client token)', () => {
    it('leaves the secrets out of the copy and keeps the rest', () => {
      const error = new HallServiceError(details, {
        code: '1401',
        serverMessage: 'logged in elsewhere',
        data: { deviceModel: 'Galaxy S24', token: 'st-other', newJwt: 'jwt-other', session_key: 'sk' },
        info: undefined,
      });
      const plain = serializeHallError(error);
      expect(plain.data).toEqual({ deviceModel: 'Galaxy S24' });
      expect(JSON.stringify(plain)).not.toMatch(/st-other|jwt-other/);
    });
  });

  describe('when given a transport failure', () => {
    it('keeps uncertain and leaves out the cause', () => {
      const plain = serializeHallError(
        new HallNetworkError(details, { uncertain: true }, new Error('reset')),
      );
      expect(plain).toEqual({ kind: 'network', message: expect.any(String), ...details, uncertain: true });
      expect(JSON.parse(JSON.stringify(plain))).toEqual(plain);
    });
  });
});
