import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  buriedConfigEntrySchema,
  ipCheckSchema,
  maintenanceEndMs,
  maintenanceInfoSchema,
  smsCountrySchema,
} from './system';

describe('smsCountrySchema', () => {
  describe('when the entry is valid', () => {
    it('keeps the segment as a string', () => {
      expect(v.parse(smsCountrySchema, { countryName: 'Thailand', phoneNumberSegment: 66 })).toEqual({
        countryName: 'Thailand',
        phoneNumberSegment: '66',
      });
    });
  });

  describe('when the name is missing', () => {
    it('fails with a clear message', () => {
      const result = v.safeParse(smsCountrySchema, { phoneNumberSegment: '+66' });
      expect(result.issues![0].message).toContain('"countryName"');
      expect(
        v.safeParse(smsCountrySchema, { countryName: 1, phoneNumberSegment: '+66' }).issues![0].message,
      ).toBe('countryName must be a string');
    });
  });
});

describe('ipCheckSchema', () => {
  describe('when the area is not allowed', () => {
    it('gives isAreaAllowed false', () => {
      const out = v.parse(ipCheckSchema, {
        ip: '1.2.3.4',
        isAreaAllowed: 0,
        isInMaintenance: false,
        recommendAreaCode: 'TH',
      });
      expect(out.isAreaAllowed).toBe(false);
    });
  });

  describe('when isAreaAllowed is missing', () => {
    it('fails rather than guess', () => {
      expect(v.safeParse(ipCheckSchema, { ip: '1.2.3.4' }).success).toBe(false);
    });
  });
});

describe('maintenanceInfoSchema', () => {
  describe('when end_time is in seconds', () => {
    it('converts to milliseconds with maintenanceEndMs', () => {
      const info = v.parse(maintenanceInfoSchema, {
        end_time: '1700000000',
        online_service: 'https://cs.example',
      });
      expect(maintenanceEndMs(info)).toBe(1_700_000_000_000);
      expect(maintenanceEndMs({})).toBeUndefined();
    });
  });

  describe('when end_time is negative', () => {
    it('fails', () => {
      expect(v.safeParse(maintenanceInfoSchema, { end_time: -1 }).success).toBe(false);
    });
  });
});

describe('buriedConfigEntrySchema', () => {
  describe('when the entry is valid', () => {
    it('parses ids to strings and keeps the event map', () => {
      expect(
        v.parse(buriedConfigEntrySchema, {
          category: 1,
          type: 'pixel',
          gid: 123456789,
          eventMap: { register: 'CompleteRegistration' },
        }),
      ).toEqual({
        category: '1',
        type: 'pixel',
        gid: '123456789',
        eventMap: { register: 'CompleteRegistration' },
      });
    });
  });

  describe('when gid is missing', () => {
    it('fails at gid', () => {
      const result = v.safeParse(buriedConfigEntrySchema, { category: 'a', type: 'b' });
      expect(v.getDotPath(result.issues![0])).toBe('gid');
    });
  });
});
