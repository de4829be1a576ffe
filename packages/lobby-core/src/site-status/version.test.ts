import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type HallEvents } from '@lobbykit/transport';
import { isNewerVersion, versionOfFile, watchVersion } from './version';

describe('isNewerVersion', () => {
  it.each([
    ['v4.1.141', 'v4.1.140', true],
    ['v4.2.0', 'v4.1.140', true],
    ['v5', 'v4.1.140', true],
    ['4.1.141', 'v4.1.140', true],
    ['v4.1.140', 'v4.1.140', false],
    ['v4.1.139', 'v4.1.140', false],
    ['v4.1.140.1', 'v4.1.140', true],
    ['latest', 'v4.1.140', false],
    ['v4.1.141', 'dev', false],
    ['', 'v4.1.140', false],
  ])('%s after %s: %s', (deployed, current, newer) => {
    expect(isNewerVersion(deployed, current)).toBe(newer);
  });
});

describe('versionOfFile', () => {
  it.each([
    [{ version: 'v4.1.141', builtAt: 1 }, 'v4.1.141'],
    [{ version: ' v4.1.141 ' }, 'v4.1.141'],
    [{ version: 4 }, undefined],
    [{ version: '<script>' }, undefined],
    [null, undefined],
    ['v4.1.141', undefined],
  ])('reads %j as %j', (body, version) => {
    expect(versionOfFile(body)).toBe(version);
  });
});

/** A version file served by a stand-in fetch, its answers counted. */
function versionFile(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(() => Promise.resolve(Response.json(body, { status })));
}

/** A document whose visibility a test switches. */
function page() {
  const target = new EventTarget();
  let state: DocumentVisibilityState = 'visible';
  return {
    get visibilityState() {
      return state;
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show(next: DocumentVisibilityState) {
      state = next;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('watchVersion', () => {
  describe('when a version error arrives and a newer version is deployed', () => {
    it('reads the file once, without its cache, and says so once', async () => {
      const fetchImpl = versionFile({ version: 'v4.1.141' });
      const events = createEventBus<HallEvents>();
      const onUpdate = vi.fn();
      const watch = watchVersion({
        current: 'v4.1.140',
        url: '/op.json',
        onUpdate,
        events,
        fetch: fetchImpl,
      });
      events.emit('versionCheck', { code: '999', requestId: 'r1' });
      events.emit('versionCheck', { code: '999', requestId: 'r2' });
      await vi.waitFor(() => expect(onUpdate).toHaveBeenCalledWith('v4.1.141'));
      expect(await watch.check()).toBe(true);
      expect(onUpdate).toHaveBeenCalledTimes(1);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      expect(fetchImpl).toHaveBeenCalledWith('/op.json', { cache: 'no-store', credentials: 'omit' });
      watch.stop();
    });
  });

  describe.each([
    ['the same version', versionFile({ version: 'v4.1.140' })],
    ['an older version', versionFile({ version: 'v4.1.100' })],
    ['a missing file', versionFile({}, 404)],
    ['a file that is not a version', versionFile({ version: 'next' })],
    ['no answer', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')))],
  ])('when the file says %s', (_name, fetchImpl) => {
    it('leaves the page as it is', async () => {
      const onUpdate = vi.fn();
      const watch = watchVersion({ current: 'v4.1.140', url: '/op.json', onUpdate, fetch: fetchImpl });
      expect(await watch.check()).toBe(false);
      expect(onUpdate).not.toHaveBeenCalled();
    });
  });

  describe('when the page comes back', () => {
    it('checks after a long absence only', async () => {
      let now = 0;
      const fetchImpl = versionFile({ version: 'v4.1.140' });
      const doc = page();
      const watch = watchVersion({
        current: 'v4.1.140',
        url: '/op.json',
        onUpdate: vi.fn(),
        document: doc,
        fetch: fetchImpl,
        now: () => now,
        absenceMs: 600_000,
      });
      doc.show('hidden');
      now = 599_999;
      doc.show('visible');
      expect(fetchImpl).not.toHaveBeenCalled();
      doc.show('hidden');
      now += 600_000;
      doc.show('visible');
      await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
      watch.stop();
      doc.show('hidden');
      now += 3_600_000;
      doc.show('visible');
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });
  });
});
