import { describe, expect, it, vi } from 'vitest';
import { createChunkFailures } from './chunk-failures';
import { CHUNK_RETRY_PAUSE_MS, loadChunk } from './chunk-load';

const chunk = { Page: 'page' };
const missing = () => new TypeError('Failed to fetch dynamically imported module');

/** A wait the test sees: every pause asked for, resolved at once. */
function recordedWait() {
  return vi.fn((_ms: number) => Promise.resolve());
}

describe('loadChunk', () => {
  describe('when the chunk loads at once', () => {
    it('answers it without a pause or a report', async () => {
      const load = vi.fn(() => Promise.resolve(chunk));
      const wait = recordedWait();
      const failures = createChunkFailures();
      const heard = vi.fn();
      failures.subscribe(heard);
      await expect(loadChunk(load, { wait, failures })).resolves.toBe(chunk);
      expect(load).toHaveBeenCalledTimes(1);
      expect(wait).not.toHaveBeenCalled();
      expect(heard).not.toHaveBeenCalled();
    });
  });

  describe('when the first download fails and the retry succeeds', () => {
    it('answers the chunk after one pause, reporting nothing', async () => {
      const load = vi
        .fn<() => Promise<typeof chunk>>()
        .mockRejectedValueOnce(missing())
        .mockResolvedValue(chunk);
      const wait = recordedWait();
      const failures = createChunkFailures();
      const heard = vi.fn();
      failures.subscribe(heard);
      await expect(loadChunk(load, { wait, failures })).resolves.toBe(chunk);
      expect(load).toHaveBeenCalledTimes(2);
      expect(wait).toHaveBeenCalledExactlyOnceWith(CHUNK_RETRY_PAUSE_MS);
      expect(heard).not.toHaveBeenCalled();
    });
  });

  describe('when the retry fails too', () => {
    it('retries once, reports the failure once and rejects with it', async () => {
      const second = missing();
      const load = vi
        .fn<() => Promise<typeof chunk>>()
        .mockRejectedValueOnce(missing())
        .mockRejectedValueOnce(second);
      const wait = recordedWait();
      const failures = createChunkFailures();
      const heard = vi.fn();
      failures.subscribe(heard);
      await expect(loadChunk(load, { retryAfterMs: 250, wait, failures })).rejects.toBe(second);
      expect(load).toHaveBeenCalledTimes(2);
      expect(wait).toHaveBeenCalledExactlyOnceWith(250);
      expect(heard).toHaveBeenCalledExactlyOnceWith(second);
    });

    it('asks for nothing more however long the page stays (no loop)', async () => {
      vi.useFakeTimers();
      try {
        const load = vi.fn(() => Promise.reject(missing()));
        const failures = createChunkFailures();
        const heard = vi.fn();
        failures.subscribe(heard);
        const loaded = loadChunk(load, { failures });
        const settled = expect(loaded).rejects.toBeInstanceOf(TypeError);
        await vi.advanceTimersByTimeAsync(CHUNK_RETRY_PAUSE_MS - 1);
        expect(load).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(1);
        await settled;
        await vi.advanceTimersByTimeAsync(60 * 60_000);
        expect(load).toHaveBeenCalledTimes(2);
        expect(heard).toHaveBeenCalledTimes(1);
        expect(vi.getTimerCount()).toBe(0);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('when it is asked again after a failure', () => {
    it('reports once per failed call', async () => {
      const load = vi.fn(() => Promise.reject(missing()));
      const failures = createChunkFailures();
      const heard = vi.fn();
      failures.subscribe(heard);
      await expect(loadChunk(load, { wait: recordedWait(), failures })).rejects.toThrow(TypeError);
      await expect(loadChunk(load, { wait: recordedWait(), failures })).rejects.toThrow(TypeError);
      expect(load).toHaveBeenCalledTimes(4);
      expect(heard).toHaveBeenCalledTimes(2);
    });
  });

  describe('when the browser keeps the failure of the address it names', () => {
    const address = 'https://lobby.example/assets/SearchPage-Bx1.js';
    const gone = (at = address) => new TypeError(`Failed to fetch dynamically imported module: ${at}`);

    it('retries under an address of its own, and a later call takes that module at once', async () => {
      const load = vi.fn(() => Promise.reject(gone()));
      const importModule = vi.fn((_address: string) => Promise.resolve(chunk));
      const wait = recordedWait();
      const retries = new Map();
      await expect(loadChunk(load, { wait, importModule, retries })).resolves.toBe(chunk);
      expect(importModule).toHaveBeenCalledExactlyOnceWith(`${address}?lk-retry=1`);
      expect(wait).toHaveBeenCalledTimes(1);

      await expect(loadChunk(load, { wait, importModule, retries })).resolves.toBe(chunk);
      expect(importModule).toHaveBeenLastCalledWith(`${address}?lk-retry=1`);
      expect(wait).toHaveBeenCalledTimes(1);
    });

    it('reports a failed retry once, and the next call tries a newer address after its pause', async () => {
      const load = vi.fn(() => Promise.reject(gone()));
      const importModule = vi
        .fn((_address: string) => Promise.resolve<unknown>(chunk))
        .mockRejectedValueOnce(gone(`${address}?lk-retry=1`));
      const wait = recordedWait();
      const failures = createChunkFailures();
      const heard = vi.fn();
      failures.subscribe(heard);
      const retries = new Map();
      await expect(loadChunk(load, { wait, importModule, retries, failures })).rejects.toThrow(TypeError);
      expect(heard).toHaveBeenCalledTimes(1);

      await expect(loadChunk(load, { wait, importModule, retries, failures })).resolves.toBe(chunk);
      expect(importModule.mock.calls.map(([at]) => at)).toEqual([
        `${address}?lk-retry=1`,
        `${address}?lk-retry=2`,
      ]);
      expect(wait).toHaveBeenCalledTimes(2);
      expect(heard).toHaveBeenCalledTimes(1);
    });

    it('falls back to the import as written where the new address cannot be imported (a module runner)', async () => {
      const load = vi
        .fn<() => Promise<typeof chunk>>()
        .mockRejectedValueOnce(gone())
        .mockResolvedValue(chunk);
      const importModule = vi.fn((_address: string) => Promise.reject(new TypeError('Only file: URLs')));
      const failures = createChunkFailures();
      const heard = vi.fn();
      failures.subscribe(heard);
      await expect(
        loadChunk(load, { wait: recordedWait(), importModule, retries: new Map(), failures }),
      ).resolves.toBe(chunk);
      expect(importModule).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledTimes(2);
      expect(heard).not.toHaveBeenCalled();
    });
  });
});
