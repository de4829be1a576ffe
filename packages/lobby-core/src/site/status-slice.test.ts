import { describe, expect, it } from 'vitest';
import {
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

  describe('when the site answers normally again', () => {
    it('is open', () => {
      const closed = reducer(open, maintenanceEntered({ reason: 'maintenance', code: '-3', at: 1 }));
      expect(reducer(closed, siteReopened()).site).toEqual({ status: 'open' });
    });
  });
});
