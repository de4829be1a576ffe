import { describe, expect, it } from 'vitest';
import {
  maintenanceChecked,
  maintenanceEntered,
  regionRestricted,
  siteReopened,
  siteStatusSlice,
  type SiteStatusState,
} from './status-slice';

const { reducer } = siteStatusSlice;
const open: SiteStatusState = reducer(undefined, { type: 'init' });

describe('siteStatusSlice', () => {
  describe('when the site answers maintenance twice', () => {
    it('keeps the time of the first answer and takes the kind of the last', () => {
      const first = reducer(open, maintenanceEntered({ reason: 'maintenance', code: '-3', at: 100 }));
      const second = reducer(first, maintenanceEntered({ reason: 'frozen', code: '9111', at: 200 }));
      expect(second.site).toEqual({ status: 'maintenance', reason: 'frozen', code: '9111', since: 100 });
    });
  });

  describe('when the region check refuses the visitor', () => {
    it('restricts an open site, but a maintenance stays the status shown', () => {
      expect(reducer(open, regionRestricted({ ip: '203.0.113.9', at: 5 })).site).toEqual({
        status: 'regionRestricted',
        ip: '203.0.113.9',
        since: 5,
      });
      const inMaintenance = reducer(open, maintenanceEntered({ reason: 'maintenance', code: '-3', at: 1 }));
      expect(reducer(inMaintenance, regionRestricted({ at: 5 }))).toBe(inMaintenance);
    });
  });

  describe('when a maintenance check tells the details', () => {
    it('enters maintenance with them, or keeps the first time and updates them', () => {
      const details = { endMs: 9_000, onlineService: 'https://cs.example' };
      const checked = reducer(
        open,
        maintenanceChecked({ reason: 'maintenance', code: '-3', details, serverOffsetMs: -40, at: 10 }),
      );
      expect(checked.site).toEqual({
        status: 'maintenance',
        reason: 'maintenance',
        code: '-3',
        since: 10,
        details,
        serverOffsetMs: -40,
      });
      const later = reducer(
        checked,
        maintenanceChecked({ reason: 'frozen', code: '9111', details: {}, serverOffsetMs: 5, at: 99 }),
      );
      expect(later.site).toMatchObject({
        reason: 'frozen',
        code: '9111',
        since: 10,
        details: {},
        serverOffsetMs: 5,
      });
      // A later call's code keeps the details.
      expect(
        reducer(checked, maintenanceEntered({ reason: 'maintenance', code: '-3', at: 50 })).site,
      ).toEqual(checked.site);
    });

    it('takes over a region restriction, which cannot take over a maintenance', () => {
      const refused = reducer(open, regionRestricted({ recommendAreaCode: 'BR', at: 1 }));
      expect(refused.site).toMatchObject({ status: 'regionRestricted', recommendAreaCode: 'BR' });
      const closed = reducer(
        refused,
        maintenanceChecked({ reason: 'maintenance', code: '-3', details: {}, serverOffsetMs: 0, at: 2 }),
      );
      expect(closed.site.status).toBe('maintenance');
    });
  });

  describe('when the site answers normally again', () => {
    it('is open', () => {
      const closed = reducer(open, maintenanceEntered({ reason: 'maintenance', code: '-3', at: 1 }));
      expect(reducer(closed, siteReopened()).site).toEqual({ status: 'open' });
    });
  });
});
