// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserConfig } from './browser';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('browserConfig', () => {
  describe('when the page inlines a snapshot', () => {
    it('reads the location, languages, storage, fetch and the snapshot text', () => {
      window.history.replaceState(null, '', '/?cid=8201');
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = 'lobbykit-boot';
      element.textContent = '{"version":1}';
      document.body.append(element);

      const config = browserConfig();

      expect(config.location).toBe(window.location);
      expect(String((config.location as Location).href)).toContain('?cid=8201');
      expect(config.browserLanguages).toEqual([...navigator.languages]);
      expect(config.storage).toBe(window.localStorage);
      expect(typeof config.fetch).toBe('function');
      expect(config.snapshot).toBe('{"version":1}');
    });
  });

  describe("when the boot's second step waits for the page's next task", () => {
    it.each([
      ['scheduler.yield, where the browser has it', true],
      ['a timer of 0 ms, where it has not', false],
    ])('waits through %s', async (_how, withYield) => {
      const yieldTask = vi.fn(() => Promise.resolve());
      const setTimeout = vi.fn((callback: () => void) => {
        callback();
        return 1;
      });
      const page = Object.create(window, {
        setTimeout: { value: setTimeout },
        scheduler: { value: withYield ? { yield: yieldTask } : undefined },
      }) as Window;

      await browserConfig({}, page).nextTask();

      expect(yieldTask).toHaveBeenCalledTimes(withYield ? 1 : 0);
      expect(setTimeout).toHaveBeenCalledTimes(withYield ? 0 : 1);
    });
  });

  describe('when the page has no snapshot and storage is blocked', () => {
    it('leaves both out', () => {
      const page = Object.create(window, {
        localStorage: {
          get() {
            throw new DOMException('blocked', 'SecurityError');
          },
        },
      }) as Window;
      const config = browserConfig({ snapshotElementId: 'elsewhere' }, page);
      expect(config.storage).toBeUndefined();
      expect(config.snapshot).toBeUndefined();
    });
  });

  describe('when the page runs on a phone', () => {
    it('names the device from the user agent for the device-model header', () => {
      const userAgent =
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
      const page = Object.create(window, {
        navigator: { value: { userAgent, languages: ['th-TH'], language: 'th-TH' } },
      }) as Window;
      expect(browserConfig({}, page).device).toEqual({ model: 'Chrome on Pixel 8' });
    });
  });
});
