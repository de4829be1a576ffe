// @vitest-environment node
// The site-status watcher against the reference hall on loopback, switched through its control
// API: maintenance from any call's code, its details and countdown facts, polled until the site
// reopens; frozen; a maintenance the IP check reports at start-up; a refused region, polled
// until it is allowed; an unreachable hall that changes nothing.
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby } from '../create-lobby';
import { selectSiteCondition } from '../site/status-slice';
import { hallLobby, requestsTo } from '../test-support/hall-lobby';
import { POLL } from '../test-support/test-lobby';
import { watchSiteStatus, type SiteStatusWatch } from './watch';

let hall: TestHall;
const lobbies: Lobby[] = [];
const watches: SiteStatusWatch[] = [];
/** Short enough for a test, long enough to count the checks between two polls. */
const POLL_MS = 150;
const END_S = Math.floor(Date.now() / 1000) + 3 * 3600;

async function bootedLobby() {
  const lobby = hallLobby(hall, {
    storage: memoryStorage(),
    device: { id: `site-status-device-${lobbies.length}` },
    session: { share: false, BroadcastChannel: null, WebSocket: null },
  });
  lobbies.push(lobby);
  await lobby.boot();
  return lobby;
}

function watch(lobby: Lobby) {
  const watching = watchSiteStatus(lobby, { pollMs: POLL_MS });
  watches.push(watching);
  return watching;
}

const conditionOf = (lobby: Lobby) => selectSiteCondition(lobby.store.getState());
const maintenanceChecks = async () => (await requestsTo(hall, '/hall/home/maintenanceInfo')).length;

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  watches.splice(0).forEach((watching) => watching.stop());
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.sites.set('demo', {
    status: 'normal',
    end_time: null,
    online_service: null,
    areaAllowed: null,
    clientIp: null,
  });
  await hall.control.faults.clear();
  await hall.control.requests.clear();
});
afterAll(() => hall.close());

describe('watchSiteStatus on the reference hall', () => {
  describe('when a call answers the maintenance code', () => {
    it('reads the end and the service link, polls, and reopens the site once the hall is back', async () => {
      const lobby = await bootedLobby();
      watch(lobby);
      await hall.control.sites.set('demo', {
        status: 'maintenance',
        end_time: END_S,
        online_service: 'https://cs.example/chat',
      });

      // Any live call: the visitor's demo launch answers -3.
      await lobby.store.dispatch(lobby.api.endpoints.demoGameLaunch.initiate({ gameCode: 'any' }));
      await expect
        .poll(() => conditionOf(lobby), POLL)
        .toMatchObject({
          status: 'maintenance',
          reason: 'maintenance',
          code: '-3',
          details: { endMs: END_S * 1000, onlineService: 'https://cs.example/chat' },
        });
      const condition = conditionOf(lobby);
      expect(condition.status === 'maintenance' && typeof condition.serverOffsetMs).toBe('number');

      // Polled while closed: more checks come, the site stays closed.
      await expect.poll(maintenanceChecks, POLL).toBeGreaterThanOrEqual(3);
      expect(conditionOf(lobby).status).toBe('maintenance');

      // A changed answer updates it; then the site is back.
      await hall.control.sites.set('demo', { status: 'frozen' });
      await expect
        .poll(() => conditionOf(lobby), POLL)
        .toMatchObject({ status: 'maintenance', code: '9111', reason: 'frozen' });
      await hall.control.sites.set('demo', { status: 'normal' });
      await expect.poll(() => conditionOf(lobby).status, POLL).toBe('open');

      // Open: no more polling.
      await new Promise((resolve) => setTimeout(resolve, POLL_MS * 2));
      const settled = await maintenanceChecks();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS * 3));
      expect(await maintenanceChecks()).toBe(settled);
    });
  });

  describe('when the site is in maintenance as the lobby starts', () => {
    it('learns it from the IP check', async () => {
      const lobby = await bootedLobby();
      await hall.control.sites.set('demo', { status: 'frozenAndMaintained', end_time: END_S });
      watch(lobby);
      await expect
        .poll(() => conditionOf(lobby), POLL)
        .toMatchObject({
          status: 'maintenance',
          reason: 'frozenAndMaintained',
          code: '-4',
          details: { endMs: END_S * 1000 },
        });
    });
  });

  describe('when the visitor’s region is refused', () => {
    it('restricts the site with the recommended region, and restores it once the region is allowed', async () => {
      await hall.control.sites.set('demo', { clientIp: '203.0.113.20' });
      const lobby = await bootedLobby();
      watch(lobby);
      await expect
        .poll(() => conditionOf(lobby), POLL)
        .toMatchObject({
          status: 'regionRestricted',
          ip: '203.0.113.20',
        });

      await hall.control.sites.set('demo', { areaAllowed: true });
      await expect.poll(() => conditionOf(lobby).status, POLL).toBe('open');
    });
  });

  describe('when the hall cannot be reached during maintenance', () => {
    it('keeps the maintenance page, and reopens when the hall answers again', async () => {
      const lobby = await bootedLobby();
      watch(lobby);
      await hall.control.sites.set('demo', { status: 'maintenance' });
      await lobby.store.dispatch(lobby.api.endpoints.demoGameLaunch.initiate({ gameCode: 'any' }));
      await expect.poll(() => conditionOf(lobby).status, POLL).toBe('maintenance');

      const reset = await hall.control.faults.add({ route: '/hall/home/maintenanceInfo', kind: 'reset' });
      // A check already on its way when the fault came would still read the hall: the site
      // reopens only after one check has met the fault.
      await expect
        .poll(
          async () => (await hall.control.faults.list()).find((fault) => fault.id === reset.id)?.hits,
          POLL,
        )
        .toBeGreaterThan(0);
      await hall.control.sites.set('demo', { status: 'normal' });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS * 4));
      expect(conditionOf(lobby).status).toBe('maintenance');

      await hall.control.faults.clear();
      await expect.poll(() => conditionOf(lobby).status, POLL).toBe('open');
    });
  });
});
