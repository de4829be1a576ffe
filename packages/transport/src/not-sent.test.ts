import { describe, expect, it } from 'vitest';
import { provablyNotSent } from './not-sent';

describe('provablyNotSent', () => {
  describe('when every cause says no connection was made', () => {
    it('is true, through nested causes and aggregate errors', () => {
      expect(
        provablyNotSent(
          new TypeError('fetch failed', { cause: Object.assign(new Error(), { code: 'ECONNREFUSED' }) }),
        ),
      ).toBe(true);
      const aggregate = Object.assign(
        new AggregateError([
          Object.assign(new Error(), { code: 'ECONNREFUSED' }),
          Object.assign(new Error(), { code: 'ENETUNREACH' }),
        ]),
        {},
      );
      expect(provablyNotSent(new TypeError('fetch failed', { cause: aggregate }))).toBe(true);
    });
  });

  describe('when a cause could mean the request arrived, or there is no cause', () => {
    it('is false', () => {
      expect(
        provablyNotSent(
          new TypeError('fetch failed', { cause: Object.assign(new Error(), { code: 'ECONNRESET' }) }),
        ),
      ).toBe(false);
      expect(provablyNotSent(new TypeError('Failed to fetch'))).toBe(false);
      expect(provablyNotSent(undefined)).toBe(false);
    });
  });
});
