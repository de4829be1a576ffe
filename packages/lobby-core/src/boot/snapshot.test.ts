import { describe, expect, it } from 'vitest';
import { fakeSiteInfo } from '../test-support/fake-hall';
import {
  BOOT_SNAPSHOT_MAX_AGE_MS,
  BOOT_SNAPSHOT_MAX_LENGTH,
  BOOT_SNAPSHOT_TTL_MS,
  createBootSnapshot,
  readBootSnapshot,
  serializeBootSnapshot,
} from './snapshot';

const NOW = Date.UTC(2026, 5, 1);
const made = createBootSnapshot(
  { language: 'en_US', siteInfo: fakeSiteInfo },
  { siteCode: 'demo', now: NOW },
);
const read = (raw: unknown, now = NOW) => readBootSnapshot(raw, { siteCode: 'demo', now });

describe('createBootSnapshot', () => {
  describe('when given boot data', () => {
    it('stamps the version, the site and a window of BOOT_SNAPSHOT_TTL_MS', () => {
      expect(made).toMatchObject({
        version: 1,
        siteCode: 'demo',
        language: 'en_US',
        createdAt: NOW,
        expiresAt: NOW + BOOT_SNAPSHOT_TTL_MS,
      });
    });
  });

  describe('when the data would not read back', () => {
    it('throws, naming the part', () => {
      expect(() =>
        createBootSnapshot(
          { language: 'en_US', siteInfo: { ...fakeSiteInfo, currencyInfos: [{ currencyCode: '' }] } },
          { siteCode: 'demo', now: NOW },
        ),
      ).toThrow(/corrupt \(siteInfo\.currencyInfos\.0\.currencyCode/);
    });
  });
});

describe('readBootSnapshot', () => {
  describe('when the snapshot is good', () => {
    it('reads its JSON text or the parsed value', () => {
      expect(read(serializeBootSnapshot(made))).toEqual({ ok: true, snapshot: made });
      expect(read(made)).toEqual({ ok: true, snapshot: made });
    });
  });

  describe.each([
    ['missing', undefined, undefined],
    ['missing', null, undefined],
    ['missing', '   ', undefined],
    ['corrupt', '{"version":1,', 'not JSON'],
    ['corrupt', 'x'.repeat(BOOT_SNAPSHOT_MAX_LENGTH + 1), 'too long'],
    ['corrupt', 42, 'no version'],
    ['corrupt', { ...made, version: '1' }, 'no version'],
    ['version', { ...made, version: 2 }, 'version 2'],
    ['corrupt', { ...made, siteInfo: { title: 7 } }, undefined],
    ['corrupt', { ...made, language: 'xx_XX' }, undefined],
    [
      'corrupt',
      { ...made, games: [{ request: { categoryId: 1, evil: true }, page: { list: [], total: 0 } }] },
      undefined,
    ],
    ['corrupt', { ...made, createdAt: -5 }, undefined],
    ['otherSite', { ...made, siteCode: 'siam' }, 'siam'],
    ['stale', { ...made, expiresAt: NOW }, undefined],
    ['stale', { ...made, createdAt: NOW - BOOT_SNAPSHOT_MAX_AGE_MS - 1, expiresAt: NOW + 1 }, undefined],
    ['stale', { ...made, createdAt: NOW + 10, expiresAt: NOW + 5 }, undefined],
  ])('when it is %s (%#)', (reason, raw, detail) => {
    it('is set aside with the reason, never thrown', () => {
      const reading = read(raw);
      expect(reading).toMatchObject({ ok: false, reason });
      if (detail !== undefined) expect(reading).toMatchObject({ detail });
    });
  });

  describe('when the snapshot is near its end', () => {
    it('is used up to the millisecond before expiresAt', () => {
      expect(read(made, made.expiresAt - 1).ok).toBe(true);
      expect(read(made, made.expiresAt).ok).toBe(false);
    });
  });
});

describe('serializeBootSnapshot', () => {
  describe('when a text could close the script element', () => {
    it('escapes <, >, & and the line separators, and still reads back the same', () => {
      const hostile = createBootSnapshot(
        {
          language: 'en_US',
          siteInfo: { ...fakeSiteInfo, title: '</script><script>alert(1)</script> & \u2028' },
        },
        { siteCode: 'demo', now: NOW },
      );
      const text = serializeBootSnapshot(hostile);
      expect(text).not.toMatch(/[<>&\u2028\u2029]/);
      expect(text).toContain('\\u003c/script\\u003e');
      expect(read(text)).toEqual({ ok: true, snapshot: hostile });
    });
  });
});
