import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext } from '../test-support/fake-context';
import { createGeetestProvider, GEETEST_SCRIPT_SRC, type GeetestCaptcha, type InitGeetest4 } from './geetest';

// The fake vendor script, run the way a <script> tag would run it: in the page's global scope.
const fakeScript = readFileSync(join(import.meta.dirname, '../test-support/fake-gt4.js'), 'utf8');
type FakeControl = {
  outcome?: string;
  errorCode?: string;
  readyMs?: number;
  calls: Record<string, unknown>[];
};
const page = globalThis as unknown as { initGeetest4?: InitGeetest4; __fakeGeetest?: FakeControl };

const loadFake = vi.fn((_src: string, _signal?: AbortSignal) => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- stands in for the browser running a fetched script
  (new Function(fakeScript) as () => void)();
  return Promise.resolve();
});

function control(settings: Partial<FakeControl>): FakeControl {
  page.__fakeGeetest = { calls: [], ...settings };
  return page.__fakeGeetest;
}

describe('createGeetestProvider', () => {
  beforeEach(() => {
    delete page.initGeetest4;
    delete page.__fakeGeetest;
    loadFake.mockClear();
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  describe('when the vendor widget succeeds', () => {
    it('loads the script from the site path, opens the widget in bind mode and answers the vendor fields', async () => {
      const fake = control({ outcome: 'success' });
      const context = fakeContext({ kind: 'slide', captchaId: 'gt-slide-id' });
      const result = await createGeetestProvider({ loadScript: loadFake }).solve(context);
      expect(loadFake).toHaveBeenCalledWith(GEETEST_SCRIPT_SRC, context.signal);
      expect(GEETEST_SCRIPT_SRC).toBe('/geetest/gt4.js');
      expect(fake.calls).toEqual([
        { captchaId: 'gt-slide-id', product: 'bind', language: 'eng', riskType: 'slide' },
      ]);
      expect(context.shown).toEqual([{ type: 'vendor', provider: 'geetest' }]);
      expect(result).toEqual({
        status: 'solved',
        fields: {
          captcha_id: 'gt-slide-id',
          lot_number: 'fake-lot-1',
          captcha_output: 'fake-output-1',
          pass_token: 'fake-pass-1',
          gen_time: expect.stringMatching(/^\d+$/),
        },
      });
    });

    it('maps the challenge kind to the vendor risk type and passes language, extra config and script path', async () => {
      const fake = control({ outcome: 'success' });
      const provider = createGeetestProvider({
        loadScript: loadFake,
        scriptSrc: '/vendor/gt4.2.js',
        language: 'por',
        config: { timeout: 10_000, hideBar: ['close'], product: 'float' },
        captchaId: 'site-id',
      });
      await provider.solve(fakeContext({ kind: 'click' }));
      await provider.solve(fakeContext({ kind: 'nine' }));
      await provider.solve(fakeContext({ kind: 'default' }));
      expect(loadFake).toHaveBeenCalledWith('/vendor/gt4.2.js', expect.any(AbortSignal));
      expect(fake.calls).toEqual([
        {
          captchaId: 'site-id',
          product: 'bind',
          language: 'por',
          riskType: 'icon',
          timeout: 10_000,
          hideBar: ['close'],
        },
        {
          captchaId: 'site-id',
          product: 'bind',
          language: 'por',
          riskType: 'nine',
          timeout: 10_000,
          hideBar: ['close'],
        },
        { captchaId: 'site-id', product: 'bind', language: 'por', timeout: 10_000, hideBar: ['close'] },
      ]);
    });

    it('takes custom risk types', async () => {
      const fake = control({ outcome: 'success' });
      await createGeetestProvider({ loadScript: loadFake, riskTypes: { default: 'ai' } }).solve(
        fakeContext({ kind: 'default', captchaId: 'x' }),
      );
      expect(fake.calls[0]).toMatchObject({ riskType: 'ai' });
    });

    it('works with the interactive pop-up of the fake script', async () => {
      control({ outcome: 'interactive' });
      const context = fakeContext({ kind: 'slide', captchaId: 'gt' });
      const result = createGeetestProvider({ loadScript: loadFake, name: 'gt4' }).solve(context);
      await context.prompted();
      expect(context.shown).toEqual([{ type: 'vendor', provider: 'gt4' }]);
      const verify = [...document.querySelectorAll('button')].find(
        (button) => button.textContent === 'Verify',
      )!;
      verify.click();
      await expect(result).resolves.toMatchObject({ status: 'solved', fields: { lot_number: 'fake-lot-1' } });
      expect(document.querySelector('[data-fake-geetest]')).toBeNull();
    });
  });

  describe('when no captcha id is known', () => {
    it('fails without loading anything', async () => {
      await expect(createGeetestProvider({ loadScript: loadFake }).solve(fakeContext())).resolves.toEqual({
        status: 'failed',
        code: 'no-captcha-id',
      });
      expect(loadFake).not.toHaveBeenCalled();
    });
  });

  describe('when the script does not load', () => {
    it('fails with script-load', async () => {
      const loadScript = vi.fn(() => Promise.reject(new Error('could not load /geetest/gt4.js')));
      await expect(
        createGeetestProvider({ loadScript }).solve(fakeContext({ captchaId: 'x' })),
      ).resolves.toEqual({
        status: 'failed',
        code: 'script-load',
        message: 'could not load /geetest/gt4.js',
      });
    });

    it('reports a cancel when the wait was aborted', async () => {
      const context = fakeContext({ captchaId: 'x' });
      const loadScript = vi.fn(() => {
        context.abort();
        return Promise.reject(new Error('script load aborted'));
      });
      await expect(createGeetestProvider({ loadScript }).solve(context)).resolves.toEqual({
        status: 'cancelled',
      });
    });

    it('fails with script-invalid when the script defines no initGeetest4', async () => {
      await expect(
        createGeetestProvider({ loadScript: () => Promise.resolve() }).solve(fakeContext({ captchaId: 'x' })),
      ).resolves.toEqual({
        status: 'failed',
        code: 'script-invalid',
      });
    });
  });

  describe('when the vendor reports an error', () => {
    it('fails with the vendor code and message', async () => {
      control({ outcome: 'error', errorCode: '60500' });
      await expect(
        createGeetestProvider({ loadScript: loadFake }).solve(fakeContext({ captchaId: 'x' })),
      ).resolves.toEqual({
        status: 'failed',
        code: '60500',
        message: 'fake vendor error',
      });
    });

    it('fails with vendor-error when the error has no code, or init throws', async () => {
      const withoutCode: InitGeetest4 = (_config, callback) =>
        callback({
          onReady: () => undefined,
          onSuccess: () => undefined,
          onError: (handler) => handler(),
          onClose: () => undefined,
          showCaptcha: () => undefined,
          getValidate: () => false,
        });
      await expect(
        createGeetestProvider({
          loadScript: () => Promise.resolve(),
          global: { initGeetest4: withoutCode },
        }).solve(fakeContext({ captchaId: 'x' })),
      ).resolves.toEqual({
        status: 'failed',
        code: 'vendor-error',
        message: undefined,
      });
      const throwing = (): never => {
        throw new Error('bad config');
      };
      await expect(
        createGeetestProvider({
          loadScript: () => Promise.resolve(),
          global: { initGeetest4: throwing },
        }).solve(fakeContext({ captchaId: 'x' })),
      ).resolves.toEqual({
        status: 'failed',
        code: 'vendor-error',
        message: 'bad config',
      });
    });

    it('fails with no-result when success comes without a result', async () => {
      control({ outcome: 'no-result' });
      await expect(
        createGeetestProvider({ loadScript: loadFake }).solve(fakeContext({ captchaId: 'x' })),
      ).resolves.toEqual({ status: 'failed', code: 'no-result' });
    });
  });

  describe('when the user closes the widget', () => {
    it('resolves cancelled', async () => {
      control({ outcome: 'close' });
      await expect(
        createGeetestProvider({ loadScript: loadFake }).solve(fakeContext({ captchaId: 'x' })),
      ).resolves.toEqual({ status: 'cancelled' });
    });
  });

  describe('when the challenge is aborted', () => {
    it('destroys the open widget and resolves cancelled', async () => {
      control({ outcome: 'interactive' });
      const context = fakeContext({ captchaId: 'x' });
      const result = createGeetestProvider({ loadScript: loadFake }).solve(context);
      await context.prompted();
      expect(document.querySelector('[data-fake-geetest]')).not.toBeNull();
      context.abort();
      await expect(result).resolves.toEqual({ status: 'cancelled' });
      expect(document.querySelector('[data-fake-geetest]')).toBeNull();
    });

    it('destroys a widget that arrives after the abort, and ignores its ready', async () => {
      const destroy = vi.fn();
      let handOver: (captcha: GeetestCaptcha) => void = () => undefined;
      const late: InitGeetest4 = (_config, callback) => (handOver = callback);
      const context = fakeContext({ captchaId: 'x' });
      const result = createGeetestProvider({
        loadScript: () => Promise.resolve(),
        global: { initGeetest4: late },
      }).solve(context);
      await Promise.resolve();
      await Promise.resolve();
      context.abort();
      await expect(result).resolves.toEqual({ status: 'cancelled' });
      handOver({
        onReady: vi.fn(),
        onSuccess: vi.fn(),
        onError: vi.fn(),
        onClose: vi.fn(),
        showCaptcha: vi.fn(),
        getValidate: () => false,
        destroy,
      });
      expect(destroy).toHaveBeenCalledTimes(1);
    });

    it('does not open the widget when aborted before the script ran', async () => {
      const context = fakeContext({ captchaId: 'x' });
      const init = vi.fn();
      const loadScript = (): Promise<void> => {
        context.abort();
        return Promise.resolve();
      };
      await expect(
        createGeetestProvider({ loadScript, global: { initGeetest4: init } }).solve(context),
      ).resolves.toEqual({ status: 'cancelled' });
      expect(init).not.toHaveBeenCalled();
    });
  });
});
