// @vitest-environment node
// The site-status watcher against the reference hall on loopback, switched through its control
// API: maintenance from any call's code, its details and countdown facts, polled until the site
// reopens; the end from the maintenance time file when the info has none; frozen; a maintenance
// the IP check reports at start-up; a failed main-API call that leads to the maintenance page; a
// refused region, polled until it is allowed; an unreachable hall that changes nothing.
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
const FILE_END_S = END_S + 600;

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
const fileReads = async () => (await requestsTo(hall, '/maintenance.json')).length;
/** How many requests the fault has met so far. */
const hitsOf = async (id: number) =>
  (await hall.control.faults.list()).find((fault) => fault.id === id)?.hits;

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  watches.splice(0).forEach((watching) => watching.stop());
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.sites.set('demo', {
    status: 'normal',
    end_time: null,
    maintenanceFileEndTime: null,
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

      // Polled while closed: more checks come, the site stays closed. The info gave the end: the
      // maintenance time file is not read.
      await expect.poll(maintenanceChecks, POLL).toBeGreaterThanOrEqual(3);
      expect(conditionOf(lobby).status).toBe('maintenance');
      expect(await fileReads()).toBe(0);

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

  describe('when the maintenance info gives no end', () => {
    it('takes the end from the maintenance time file, follows its changes, and drops it with the file’s', async () => {
      const lobby = await bootedLobby();
      watch(lobby);
      await hall.control.sites.set('demo', { status: 'maintenance', maintenanceFileEndTime: FILE_END_S });
      await lobby.store.dispatch(lobby.api.endpoints.demoGameLaunch.initiate({ gameCode: 'any' }));
      await expect
        .poll(() => conditionOf(lobby), POLL)
        .toMatchObject({ status: 'maintenance', code: '-3', details: { endMs: FILE_END_S * 1000 } });
      expect(await fileReads()).toBeGreaterThanOrEqual(1);

      // Each poll reads the file again.
      await hall.control.sites.set('demo', { maintenanceFileEndTime: FILE_END_S + 60 });
      await expect
        .poll(() => conditionOf(lobby), POLL)
        .toMatchObject({
          status: 'maintenance',
          details: { endMs: (FILE_END_S + 60) * 1000 },
        });
      await hall.control.sites.set('demo', { maintenanceFileEndTime: null });
      await expect
        .poll(() => conditionOf(lobby), POLL)
        .toMatchObject({ status: 'maintenance', details: { endMs: undefined } });
    });

    it.each([
      ['is missing (404)', { kind: 'status', status: 404 }],
      ['is not JSON', { kind: 'non-json' }],
      ['has an end that is not a time', { kind: 'raw', body: '{"end_time":"soon"}' }],
    ] as const)('shows the page without a countdown when the file %s', async (_name, fault) => {
      const lobby = await bootedLobby();
      watch(lobby);
      await hall.control.sites.set('demo', { status: 'maintenance', maintenanceFileEndTime: FILE_END_S });
      const broken = await hall.control.faults.add({ route: '/maintenance.json', ...fault });
      await lobby.store.dispatch(lobby.api.endpoints.demoGameLaunch.initiate({ gameCode: 'any' }));
      await expect.poll(() => hitsOf(broken.id), POLL).toBeGreaterThanOrEqual(2);
      expect(conditionOf(lobby)).toMatchObject({
        status: 'maintenance',
        reason: 'maintenance',
        code: '-3',
        details: { endMs: undefined, onlineService: 'https://support.lucky-harbor.example/chat' },
      });

      // The file is back: the countdown follows at the next poll.
      await hall.control.faults.clear();
      await expect
        .poll(() => conditionOf(lobby), POLL)
        .toMatchObject({ status: 'maintenance', details: { endMs: FILE_END_S * 1000 } });
    });
  });

  describe('when a main-API call fails', () => {
    it('checks the maintenance info, and shows the maintenance page it answers', async () => {
      const lobby = await bootedLobby();
      const watching = watch(lobby);
      // The IP check at start saw an open site.
      await watching.checkNow();
      expect(conditionOf(lobby).status).toBe('open');

      // Only the maintenance info says maintenance: no other answer can close the site.
      await hall.control.faults.add({ route: 'maintenanceInfo', kind: 'code', code: '-3' });
      const failing = await hall.control.faults.add({ route: 'demoGameLaunch', kind: 'non-json' });
      const checksBefore = await maintenanceChecks();
      const launch = await lobby.store.dispatch(
        lobby.api.endpoints.demoGameLaunch.initiate({ gameCode: 'any' }),
      );
      expect(launch).toMatchObject({ error: { kind: 'invalid-data' } });
      expect(await hitsOf(failing.id)).toBe(1);

      await expect
        .poll(() => conditionOf(lobby), POLL)
        .toMatchObject({ status: 'maintenance', reason: 'maintenance', code: '-3' });
      expect(await maintenanceChecks()).toBeGreaterThan(checksBefore);
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
      await expect.poll(() => hitsOf(reset.id), POLL).toBeGreaterThan(0);
      await hall.control.sites.set('demo', { status: 'normal' });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS * 4));
      expect(conditionOf(lobby).status).toBe('maintenance');

      await hall.control.faults.clear();
      await expect.poll(() => conditionOf(lobby).status, POLL).toBe('open');
    });
  });
});
