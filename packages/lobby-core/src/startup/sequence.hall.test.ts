// @vitest-environment node
// The start-up sequence against the reference hall server on loopback: what a visitor, a new
// player and a returning player are shown, in order; a claim from a pop-up credited once; the
// pause around another dialog and what runs again after it; a load slower than its time-out.
import type { NoticeFrame } from '@lobbykit/contract';
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby } from '../create-lobby';
import { promotionsOf } from '../promotions/promotions';
import { hallLobby } from '../test-support/hall-lobby';
import { createStartupSequence, type StartupEnvironment, type StartupSequence } from './sequence';

let hall: TestHall;
const lobbies: Lobby[] = [];
const sequences: StartupSequence[] = [];

async function bootedLobby(siteCode = 'demo', location = 'http://lobby.test/') {
  const lobby = hallLobby(
    hall,
    {
      storage: memoryStorage(),
      location,
      device: { id: `startup-device-${lobbies.length}`, model: 'Vitest Phone' },
      session: { WebSocket: null, BroadcastChannel: null },
      money: { locks: null, retryDelayMs: 20 },
    },
    siteCode,
  );
  lobbies.push(lobby);
  await lobby.boot();
  return lobby;
}

/** The frames the hall sends, none dismissed (the frame store's part is tested on its own). */
const hallFrames = (lobby: Lobby): StartupEnvironment['frames'] => ({
  visible: async () => {
    const box = await promotionsOf(lobby).frameBox();
    if (!box.ok) return [];
    const all: NoticeFrame[] = [
      ...box.data.noticeFrameMsgList,
      ...box.data.announcementFrameMsgList,
      ...box.data.publicityMsgList,
    ];
    return all.filter((frame) => !frame.not_remind_again);
  },
});

function sequenceOf(lobby: Lobby, environment: Partial<StartupEnvironment> = {}) {
  const sequence = createStartupSequence(lobby, {
    isGameRoute: () => true,
    landingSearch: '',
    frames: hallFrames(lobby),
    storage: memoryStorage(),
    ...environment,
  });
  sequences.push(sequence);
  return sequence;
}

/** Runs the queue to its end, closing each pop-up as it shows; answers the ids shown, in order. */
function shownUntilEnd(sequence: StartupSequence, begin: () => void): Promise<string[]> {
  const { queue } = sequence;
  const shown: string[] = [];
  return new Promise((resolve) => {
    const check = () => {
      const state = queue.getState();
      const showing = state.items.find((item) => item.status === 'showing');
      if (showing) {
        shown.push(showing.id);
        queue.close(showing.id);
        return;
      }
      if (state.status === 'ended') {
        stop();
        resolve(shown);
      }
    };
    const stop = queue.subscribe(check);
    begin();
    check();
  });
}

/**
 * Like `shownUntilEnd`, but leaves the pop-up `held` showing (the player looking at it) and
 * answers the ids shown up to it, `held` last.
 */
function shownUntil(sequence: StartupSequence, held: string, begin: () => void): Promise<string[]> {
  const { queue } = sequence;
  const shown: string[] = [];
  return new Promise((resolve) => {
    const check = () => {
      const showing = queue.getState().items.find((item) => item.status === 'showing');
      if (!showing) return;
      shown.push(showing.id);
      if (showing.id === held) {
        stop();
        resolve(shown);
        return;
      }
      queue.close(showing.id);
    };
    const stop = queue.subscribe(check);
    begin();
    check();
  });
}

const statusOf = (sequence: StartupSequence, id: string) =>
  sequence.queue.getState().items.find((item) => item.id === id)?.status;

/** The site URL config `siteCode`'s lobby reads, its download domains replaced by `domains`. */
async function siteUrlsWithDownloads(siteCode: string, domains: string[]) {
  const lobby = await bootedLobby(siteCode);
  const urls = lobby.api.endpoints.siteUrlConfig.select()(lobby.store.getState()).data;
  if (!urls) throw new Error(`the ${siteCode} lobby booted without its site URLs`);
  return { ...urls, download_domain_url: domains.map((domain) => ({ domain })) };
}

const DAY_MS = 86_400_000;

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  sequences.splice(0).forEach((sequence) => sequence.queue.destroy());
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.faults.clear();
  await hall.control.clock(0);
});
afterAll(() => hall.close());

describe('createStartupSequence', () => {
  describe('when a visitor lands on the home page', () => {
    it('opens the sign-up on a site whose auto-visitor-login switch is on, and nothing else (the rest is a player’s)', async () => {
      const lobby = await bootedLobby();
      const sequence = sequenceOf(lobby);
      expect(await shownUntilEnd(sequence, () => sequence.queue.start())).toEqual(['loginRegister']);
    });

    it('opens the sign-up on a site without the switch only for an agent’s register link, then prompts for the app there', async () => {
      const plain = sequenceOf(await bootedLobby('siam'));
      expect(await shownUntilEnd(plain, () => plain.queue.start())).toEqual(['appDownload']);

      const linked = sequenceOf(await bootedLobby('siam', 'http://lobby.test/?cid=8201&type=register'), {
        landingSearch: '?cid=8201&type=register',
      });
      expect(await shownUntilEnd(linked, () => linked.queue.start())).toEqual([
        'loginRegister',
        'appDownload',
      ]);
    });

    it('prompts for the app once per browser: a second start on the same storage shows nothing', async () => {
      // siam prompts at boot and does not force the installation.
      const storage = memoryStorage();
      const first = sequenceOf(await bootedLobby('siam'), { storage });
      expect(await shownUntilEnd(first, () => first.queue.start())).toEqual(['appDownload']);
      // What the lobby's start-up host does once the prompt showed.
      first.appDownloadPrompted();

      const again = sequenceOf(await bootedLobby('siam'), { storage });
      expect(await shownUntilEnd(again, () => again.queue.start())).toEqual([]);
    });
  });

  describe('when the site’s download domain is not a full address', () => {
    it('prompts with a bare domain made an https address', async () => {
      const data = await siteUrlsWithDownloads('siam', ['app.siam-moon.example']);
      await hall.control.faults.add({ kind: 'code', route: 'siteUrlConfig', code: 0, data });
      const sequence = sequenceOf(await bootedLobby('siam'));

      expect(await shownUntilEnd(sequence, () => sequence.queue.start())).toEqual(['appDownload']);
      expect(sequence.queue.getState().items.find((item) => item.id === 'appDownload')?.data).toEqual({
        url: 'https://app.siam-moon.example',
      });
    });

    it('does not prompt with a javascript: or data: value', async () => {
      const data = await siteUrlsWithDownloads('siam', ['javascript:alert(1)', 'data:text/html,<b>app</b>']);
      await hall.control.faults.add({ kind: 'code', route: 'siteUrlConfig', code: 0, data });
      const sequence = sequenceOf(await bootedLobby('siam'));

      expect(await shownUntilEnd(sequence, () => sequence.queue.start())).toEqual([]);
      expect(statusOf(sequence, 'appDownload')).toBe('skipped');
    });
  });

  describe('when a new player registers', () => {
    it('runs again after the registration and shows what a new player gets, in spec order', async () => {
      const lobby = await bootedLobby();
      const sequence = sequenceOf(lobby);
      await shownUntilEnd(sequence, () => sequence.queue.start());
      const username = `startup${Date.now() % 1_000_000}`;
      const outcome = await lobby.session.register({ username, password: 'abc12345' });
      expect(outcome).toMatchObject({ ok: true });

      const shown = await shownUntilEnd(sequence, () => sequence.queue.restart(true));

      expect(shown).toEqual([
        'registerRecharge',
        'forcedPopups',
        'newCutOnce',
        'cutOnce',
        'firstCharge',
        'newUserTasks',
        'dailyTasks',
        'weeklyTasks',
        'everyThreeDayTasks',
        'waitingCollect',
      ]);
    });
  });

  describe('when a returning player logs in', () => {
    it('shows no sign-up and no register-recharge prompt', async () => {
      const lobby = await bootedLobby();
      const outcome = await lobby.session.login({ username: 'player01', password: SEED_PASSWORD });
      expect(outcome).toMatchObject({ ok: true });
      const sequence = sequenceOf(lobby, { landingSearch: '?cid=8201&type=register' });

      const shown = await shownUntilEnd(sequence, () => sequence.queue.restart(true));

      // No first charge: player01 has deposited. The hall seeded the account today, so its
      // new-player cut is still open.
      expect(shown).toEqual([
        'forcedPopups',
        'newCutOnce',
        'cutOnce',
        'newUserTasks',
        'dailyTasks',
        'weeklyTasks',
        'everyThreeDayTasks',
        'waitingCollect',
      ]);
    });

    it('asks a player over the large-amount limit with nothing bound to secure the account first', async () => {
      const lobby = await bootedLobby();
      const outcome = await lobby.session.login({ username: 'rich01', password: SEED_PASSWORD });
      expect(outcome).toMatchObject({ ok: true });
      const sequence = sequenceOf(lobby);

      const shown = await shownUntilEnd(sequence, () => sequence.queue.restart(true));

      // In its place: after the player-only prompts, before the forced pop-ups and the promotions.
      expect(shown).toEqual([
        'forcedBinding',
        'forcedPopups',
        'newCutOnce',
        'cutOnce',
        'newUserTasks',
        'dailyTasks',
        'weeklyTasks',
        'everyThreeDayTasks',
        'waitingCollect',
      ]);
      expect(sequence.queue.getState().items.find((item) => item.id === 'forcedBinding')?.data).toMatchObject(
        {
          show: true,
          required: expect.arrayContaining(['phone']),
        },
      );
    });
  });

  describe('when a pop-up’s claim is made', () => {
    it('credits the waiting rewards once, and the pop-up does not show again on the next run', async () => {
      const lobby = await bootedLobby();
      await lobby.session.login({ username: 'player01', password: SEED_PASSWORD });
      const sequence = sequenceOf(lobby);
      const waiting = await sequence.promotions.waitingCollect();
      expect(waiting.ok && waiting.data.items.length).toBeGreaterThan(0);

      const [first, second] = await Promise.all([
        sequence.promotions.claimAll(),
        sequence.promotions.claimAll(),
      ]);

      expect(first).toMatchObject({ ok: true, data: { received: true } });
      expect(second).toEqual({ ok: false, reason: 'inFlight' });
      expect(await sequence.promotions.claimAll()).toMatchObject({ ok: true, data: { received: false } });
      const shown = await shownUntilEnd(sequence, () => sequence.queue.restart(true));
      expect(shown).not.toContain('waitingCollect');
    });
  });

  describe('when the queue is paused and resumed', () => {
    it('runs waiting-to-collect again, which shows a reward that came meanwhile', async () => {
      const lobby = await bootedLobby();
      const username = `resume${Date.now() % 1_000_000}`;
      expect(await lobby.session.register({ username, password: 'abc12345' })).toMatchObject({ ok: true });
      const sequence = sequenceOf(lobby);
      // Nothing waits to be collected: the log-in rewards are taken first.
      expect(await sequence.promotions.claimAll()).toMatchObject({ ok: true, data: { received: true } });

      // While the new player's cut shows, the pop-ups after it load: nothing to collect yet.
      const before = await shownUntil(sequence, 'newCutOnce', () => sequence.queue.restart(true));
      expect(before).toEqual(['registerRecharge', 'forcedPopups', 'newCutOnce']);
      await expect.poll(() => statusOf(sequence, 'waitingCollect')).toBe('skipped');

      // A deposit dialog, say: meanwhile the next day comes and the daily log-in reward with it.
      sequence.queue.pause();
      await hall.control.clock(DAY_MS);
      sequence.queue.resume();
      // It asks the hall again (it is marked to run again on resume); the others keep their answer.
      const rerun = statusOf(sequence, 'waitingCollect');
      const kept = statusOf(sequence, 'dailyTasks');
      const after = await shownUntilEnd(sequence, () => undefined);

      expect({ rerun, kept }).toEqual({ rerun: 'loading', kept: 'loaded' });
      expect(after).toEqual([
        'newCutOnce',
        'cutOnce',
        'firstCharge',
        'newUserTasks',
        'dailyTasks',
        'weeklyTasks',
        'everyThreeDayTasks',
        'waitingCollect',
      ]);
      const waiting = sequence.queue.getState().items.find((item) => item.id === 'waitingCollect')?.data;
      // The next day's log-in reward (the weekly or 3-day one too when a period turned with it).
      expect(waiting).toMatchObject({
        show: true,
        items: expect.arrayContaining([expect.objectContaining({ title: 'Daily task: log in' })]),
      });
    });
  });

  describe('when another dialog is open', () => {
    it('shows nothing until it closes', async () => {
      const lobby = await bootedLobby();
      await lobby.session.login({ username: 'player01', password: SEED_PASSWORD });
      let dialogOpen = true;
      const sequence = sequenceOf(lobby, { isDialogOpen: () => dialogOpen });
      sequence.queue.restart(true);
      await expect
        .poll(() => sequence.queue.getState().items.find((item) => item.id === 'forcedPopups')?.status)
        .toBe('loaded');
      expect(sequence.queue.getState().items.some((item) => item.status === 'showing')).toBe(false);

      dialogOpen = false;
      sequence.queue.refresh();

      expect(sequence.queue.getState().items.find((item) => item.status === 'showing')?.id).toBe(
        'forcedPopups',
      );
    });
  });

  describe('when a load takes longer than its time-out', () => {
    it('marks it timeout and goes on to the next', async () => {
      const lobby = await bootedLobby();
      await lobby.session.login({ username: 'player01', password: SEED_PASSWORD });
      await hall.control.faults.add({ route: 'newCutOncePop', kind: 'delay', ms: 1500 });
      const sequence = sequenceOf(lobby, { loadTimeoutMs: 300 });

      const shown = await shownUntilEnd(sequence, () => sequence.queue.restart(true));

      expect(sequence.queue.getState().items.find((item) => item.id === 'newCutOnce')?.status).toBe(
        'timeout',
      );
      expect(shown).toContain('cutOnce');
    });
  });
});

describe('createStartupSequence with pop-ups to skip', () => {
  it('shows the rest (siam prompts for its app otherwise)', async () => {
    const lobby = await bootedLobby('siam', 'http://lobby.test/?cid=8201&type=register');
    const sequence = sequenceOf(lobby, { landingSearch: '?cid=8201&type=register', skip: ['appDownload'] });

    expect(await shownUntilEnd(sequence, () => sequence.queue.start())).toEqual(['loginRegister']);
  });
});
