import { endpoints } from '@lobbykit/contract';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import type { CaptchaGuard, HallResult } from '@lobbykit/transport';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCaptchaGuard,
  type CaptchaGuardHandle,
  type CaptchaGuardOptions,
  type CaptchaReport,
} from './guard';
import type { CaptchaState, CaptchaStatus } from './machine';
import { CaptchaError } from './errors';
import { captchaMessage } from './messages';
import { createSlidePuzzleProvider } from './providers/slide-puzzle';
import { createSmsCodeProvider } from './providers/sms-code';
import { DEFAULT_RESTRICTION_KEY } from './restriction';
import {
  fakeHallClient,
  slideChallengeData,
  type FakeHallClient,
  type FakeRoute,
} from './test-support/fake-client';
import type { CaptchaProvider } from './types';

type Challenge = Parameters<CaptchaGuard>[0];

const challengeOf = (overrides: Partial<Challenge> = {}): Challenge => ({
  code: '1124',
  endpoint: endpoints.login,
  params: { username: 'player01', password: 'secret1' },
  requestId: 'req-1',
  data: { captcha_id: 'lk-puzzle-1', type: 'slide' },
  ...overrides,
});

const passed: FakeRoute = (params) => ({
  data: {
    result: 'success',
    captcha_id: params.captcha_id,
    lot_number: params.lot_number,
    captcha_output: params.captcha_output,
    pass_token: 'pass-1',
    gen_time: '1700000000',
  },
});

const routes = (extra: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  captchaChallenge: () => ({ data: slideChallengeData('lot-1') }),
  captchaValidate: passed,
  ...extra,
});

/** Resolves with the state once the guard reaches `status`. */
function reach(guard: CaptchaGuardHandle, status: CaptchaStatus): Promise<CaptchaState> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const state = guard.getState();
      if (state.status !== status) return false;
      if (status === 'challenging' && !('prompt' in state && state.prompt)) return false;
      resolve(state);
      return true;
    };
    if (check()) return;
    const stop = guard.subscribe(() => {
      if (check()) stop();
    });
  });
}

const failedResult = (requestId: string, code = '1124'): HallResult<unknown> => ({
  ok: false,
  requestId,
  attempts: 1,
  error: { kind: 'service', code, requestId } as never,
});

describe('createCaptchaGuard', () => {
  let storage: ReturnType<typeof memoryStorage>;
  let reports: CaptchaReport[];
  let hall: FakeHallClient;
  let guard: CaptchaGuardHandle;

  const make = (options: Partial<CaptchaGuardOptions> = {}, routeTable = routes()): CaptchaGuardHandle => {
    hall = fakeHallClient(routeTable);
    guard = createCaptchaGuard({
      client: hall,
      providers: { default: createSlidePuzzleProvider(), sms: createSmsCodeProvider() },
      storage,
      report: (entry) => reports.push(entry),
      ...options,
    });
    return guard;
  };

  beforeEach(() => {
    storage = memoryStorage();
    reports = [];
  });

  afterEach(() => {
    guard?.destroy();
    vi.useRealTimers();
  });

  describe('when the options are wrong', () => {
    it('throws a clear TypeError', () => {
      expect(() => createCaptchaGuard(undefined as never)).toThrow(/client and providers are required/);
      expect(() => createCaptchaGuard({ client: fakeHallClient({}), providers: null as never })).toThrow(
        TypeError,
      );
    });
  });

  describe('when the code is not a captcha code', () => {
    it('gives up at once without any call', async () => {
      make();
      await expect(guard(challengeOf({ code: '1011' }))).resolves.toBeUndefined();
      expect(hall.calls).toEqual([]);
      expect(guard.getState().status).toBe('idle');
    });
  });

  describe('when a request id that failed before comes back with a code the guard does not handle', () => {
    it('resolves nothing rather than rejecting with the old error', async () => {
      make({}, routes({ captchaChallenge: () => ({ fail: 'network' }) }));
      await expect(guard(challengeOf({ requestId: 'again' }))).rejects.toMatchObject({ code: 'network' });
      await expect(guard(challengeOf({ requestId: 'again', code: '1011' }))).resolves.toBeUndefined();
      expect(hall.calls).toHaveLength(1);
    });
  });

  describe('when the guarded call is itself a captcha call', () => {
    it('gives up, so a challenge never nests in a challenge', async () => {
      make();
      await expect(guard(challengeOf({ endpoint: endpoints.captchaValidate }))).resolves.toBeUndefined();
      expect(hall.calls).toEqual([]);
    });
  });

  describe('when the slide puzzle is solved before login', () => {
    it('walks idle -> challenging -> validating -> passed and resolves account, captcha fields and captcha_id', async () => {
      make();
      const seen: CaptchaStatus[] = [];
      guard.subscribe(() => seen.push(guard.getState().status));
      const result = guard(challengeOf());
      const prompting = await reach(guard, 'challenging');
      expect(prompting).toMatchObject({
        code: '1124',
        kind: 'slide',
        provider: 'slide-puzzle',
        prompt: { type: 'slide' },
      });
      guard.answer('132');
      await expect(result).resolves.toEqual({
        account: 'player01',
        captcha_id: 'lk-puzzle-1',
        lot_number: 'lot-1',
        captcha_output: '132',
        pass_token: 'pass-1',
        gen_time: '1700000000',
      });
      expect(seen).toEqual(['challenging', 'challenging', 'validating', 'passed']);
      expect(hall.calls.map((call) => call.endpoint)).toEqual(['captchaChallenge', 'captchaValidate']);
      expect(hall.calls[0]!.params).toEqual({
        account: 'player01',
        captcha_id: 'lk-puzzle-1',
        type: 'slide',
      });
      expect(hall.calls[1]!.params).toEqual({
        account: 'player01',
        captcha_id: 'lk-puzzle-1',
        lot_number: 'lot-1',
        captcha_output: '132',
      });
      expect(hall.calls.every((call) => call.silent === true)).toBe(true);
      expect(guard.getState()).toMatchObject({ status: 'passed', fields: { pass_token: 'pass-1' } });
    });

    it('takes the account from a custom reader', async () => {
      make({ account: (params) => String(params.loginName) });
      const result = guard(challengeOf({ params: { loginName: 'ana' } }));
      await reach(guard, 'challenging');
      guard.answer('10');
      await expect(result).resolves.toMatchObject({ account: 'ana' });
    });

    it('leaves the account out when the call has none', async () => {
      make();
      const result = guard(challengeOf({ params: {} }));
      await reach(guard, 'challenging');
      guard.answer('10');
      const fields = await result;
      expect(fields).not.toHaveProperty('account');
      expect(hall.calls[1]!.params).not.toHaveProperty('account');
    });

    it('uses the configured captcha id when the hall sends none', async () => {
      make({ captchaIds: { slide: 'site-slide-id' } });
      const result = guard(challengeOf({ data: null }));
      await reach(guard, 'challenging');
      guard.answer('10');
      await result;
      expect(hall.calls[0]!.params.captcha_id).toBe('site-slide-id');
    });

    it('keeps the sent fields when the hall answers success without a result field', async () => {
      make({}, routes({ captchaValidate: () => ({ data: null }) }));
      const result = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('77');
      await expect(result).resolves.toEqual({
        account: 'player01',
        captcha_id: 'lk-puzzle-1',
        lot_number: 'lot-1',
        captcha_output: '77',
      });
    });
  });

  describe('when the user is logged in', () => {
    it('uses the after-login challenge and validation calls', async () => {
      make(
        {},
        {
          userCaptchaChallenge: () => ({ data: slideChallengeData('lot-9') }),
          userCaptchaValidate: passed,
        },
      );
      hall.session = { token: 'user-token' };
      const result = guard(challengeOf({ endpoint: endpoints.withdraw, params: { amount: 10 } }));
      await reach(guard, 'challenging');
      guard.answer('50');
      await expect(result).resolves.toMatchObject({ lot_number: 'lot-9', pass_token: 'pass-1' });
      expect(hall.calls.map((call) => call.endpoint)).toEqual([
        'userCaptchaChallenge',
        'userCaptchaValidate',
      ]);
    });

    it('counts the public placeholder as not logged in', async () => {
      make();
      hall.session = { token: 'public' };
      const result = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('5');
      await result;
      expect(hall.calls[0]!.endpoint).toBe('captchaChallenge');
    });

    it('follows a custom loggedIn test', async () => {
      make(
        { loggedIn: () => true },
        { userCaptchaChallenge: () => ({ data: slideChallengeData() }), userCaptchaValidate: passed },
      );
      const result = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('5');
      await result;
      expect(hall.calls[1]!.endpoint).toBe('userCaptchaValidate');
    });
  });

  describe('when the client is given lazily', () => {
    it('reads it on use, so the guard can be made before the hall client', async () => {
      const late = fakeHallClient(routes());
      const holder: { client?: FakeHallClient } = {};
      guard = createCaptchaGuard({
        client: () => holder.client!,
        providers: { default: createSlidePuzzleProvider() },
        storage,
      });
      holder.client = late;
      const result = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('5');
      await expect(result).resolves.toMatchObject({ pass_token: 'pass-1' });
      expect(late.calls).toHaveLength(2);
    });
  });

  describe('when the code picks the provider', () => {
    it('runs the SMS provider on 1127 and the default on 1119 and on kinds without their own', async () => {
      make(
        {},
        routes({
          captchaChallenge: (params) =>
            params.type === 'sms'
              ? {
                  data: {
                    captcha_id: 'lk-puzzle-1',
                    lot_number: 'lot-sms',
                    type: 'sms',
                    phone: '+5511987654321',
                  },
                }
              : { data: slideChallengeData() },
        }),
      );
      const sms = guard(challengeOf({ code: '1127', params: { phone: '+5511987654321' } }));
      const state = await reach(guard, 'challenging');
      expect(state).toMatchObject({
        kind: 'sms',
        provider: 'sms-code',
        prompt: { type: 'sms', phone: '••••••••4321', lotNumber: 'lot-sms' },
      });
      guard.answer(' 123456 ');
      await expect(sms).resolves.toMatchObject({
        lot_number: 'lot-sms',
        captcha_output: '123456',
        account: '+5511987654321',
      });

      for (const code of ['1119', '1125', '1126']) {
        const run = guard(challengeOf({ code }));
        const shown = await reach(guard, 'challenging');
        expect(shown).toMatchObject({ provider: 'slide-puzzle' });
        guard.answer('5');
        await expect(run).resolves.toMatchObject({ pass_token: 'pass-1' });
      }
    });

    it('fails as unsupported when no provider answers the kind', async () => {
      make({ providers: { sms: createSmsCodeProvider() } });
      await expect(guard(challengeOf({ code: '1125' }))).rejects.toMatchObject({
        name: 'CaptchaError',
        kind: 'unsupported',
        code: 'unsupported',
        serviceCode: '1125',
      });
      expect(guard.getState()).toMatchObject({
        status: 'failed',
        error: { kind: 'unsupported', serviceCode: '1125' },
      });
      expect(hall.calls).toEqual([]);
    });

    it('counts a provider that throws after the user cancelled as a cancel', async () => {
      const slow: CaptchaProvider = {
        name: 'slow',
        solve: (context) =>
          new Promise((_resolve, reject) =>
            context.signal.addEventListener('abort', () => reject(new Error('torn down'))),
          ),
      };
      make({ providers: { default: slow } });
      const run = guard(challengeOf());
      await vi.waitFor(() => expect(guard.getState().status).toBe('challenging'));
      guard.cancel();
      await expect(run).rejects.toMatchObject({ kind: 'cancelled', code: 'cancelled' });
      expect(guard.lastError).toMatchObject({ kind: 'cancelled' });
    });

    it('rejects a prompt asked for after the challenge was cancelled', async () => {
      let prompted: Promise<string> | undefined;
      const late: CaptchaProvider = {
        name: 'late',
        solve: async (context) => {
          await new Promise<void>((resolve) => context.signal.addEventListener('abort', () => resolve()));
          prompted = context.prompt({ type: 'sms', phone: undefined, lotNumber: 'x' });
          await prompted.catch(() => undefined);
          return { status: 'cancelled' };
        },
      };
      make({ providers: { default: late } });
      const run = guard(challengeOf());
      await vi.waitFor(() => expect(guard.getState().status).toBe('challenging'));
      guard.cancel();
      await expect(run).rejects.toMatchObject({ kind: 'cancelled' });
      await expect(prompted).rejects.toThrow('captcha cancelled');
    });

    it('turns a provider that throws into a failure, not a crash', async () => {
      const broken: CaptchaProvider = {
        name: 'broken',
        solve: () => Promise.reject(new Error('boom')),
      };
      make({ providers: { default: broken } });
      await expect(guard(challengeOf())).rejects.toMatchObject({
        kind: 'failed',
        code: 'provider-error',
        detail: 'boom',
      });
      expect(guard.lastError).toMatchObject({ kind: 'failed', code: 'provider-error', detail: 'boom' });
    });
  });

  describe('when the validation fails', () => {
    it('rejects with the code and lot number, and the caller can read the typed failure', async () => {
      make(
        {},
        routes({
          captchaValidate: () => ({
            data: { result: 'fail', code: 'error_11', message: 'wrong answer', lot_number: 'lot-1' },
          }),
        }),
      );
      const result = guard(challengeOf({ requestId: 'req-7' }));
      await reach(guard, 'challenging');
      guard.answer('3');
      const thrown: unknown = await result.then(
        () => 'resolved',
        (reason: unknown) => reason,
      );
      expect(thrown).toBeInstanceOf(CaptchaError);
      const state = guard.getState();
      expect(state.status).toBe('failed');
      const error = guard.failureOf(failedResult('req-7'))!;
      expect(error).toBe(thrown);
      expect(guard.lastError).toBe(thrown);
      expect(error).toMatchObject({
        name: 'CaptchaError',
        kind: 'failed',
        code: 'error_11',
        lotNumber: 'lot-1',
        serviceCode: '1124',
        detail: 'wrong answer',
      });
      expect(captchaMessage(error)).toBe('Verification failed (code error_11, lot lot-1).');
      expect(reports).toContainEqual({ type: 'failure', error });
      expect(storage.data.size).toBe(0);
    });

    it('reports the service code when the validation call itself fails', async () => {
      make({}, routes({ captchaValidate: () => ({ code: 1130, message: 'illegal geetest request' }) }));
      const result = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('3');
      await expect(result).rejects.toMatchObject({ kind: 'failed', code: '1130', lotNumber: 'lot-1' });
      expect(guard.lastError).toMatchObject({ kind: 'failed', code: '1130', lotNumber: 'lot-1' });
    });

    it('reports the transport error kind when the validation call fails on the network', async () => {
      make({}, routes({ captchaValidate: () => ({ fail: 'network' }) }));
      const result = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('3');
      await expect(result).rejects.toMatchObject({ kind: 'failed', code: 'network' });
      expect(guard.lastError).toMatchObject({ kind: 'failed', code: 'network' });
    });

    it('turns a client that throws into a failure', async () => {
      make({}, routes({ captchaValidate: () => Promise.reject(new Error('socket gone')) }));
      const result = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('3');
      await expect(result).rejects.toMatchObject({
        kind: 'failed',
        code: 'client-error',
        lotNumber: 'lot-1',
      });
      expect(guard.lastError).toMatchObject({ code: 'client-error', lotNumber: 'lot-1' });
    });

    it('fails when the challenge cannot be fetched', async () => {
      make({}, routes({ captchaChallenge: () => ({ fail: 'timeout' }) }));
      await expect(guard(challengeOf())).rejects.toMatchObject({ kind: 'failed', code: 'timeout' });
      expect(guard.getState()).toMatchObject({ status: 'failed', error: { code: 'timeout' } });
    });

    it('lets the UI close the failure', async () => {
      make({}, routes({ captchaChallenge: () => ({ fail: 'timeout' }) }));
      await expect(guard(challengeOf())).rejects.toBeInstanceOf(CaptchaError);
      guard.dismiss();
      expect(guard.getState().status).toBe('idle');
    });
  });

  describe('when too many captchas failed (error_12 / error_01)', () => {
    it('restricts for 60 s, stores the end, refuses challenges meanwhile and lifts it on time', async () => {
      vi.useFakeTimers({ now: 1_000_000 });
      make(
        {},
        routes({
          captchaValidate: () => ({
            data: { result: 'fail', code: 'error_12', lot_number: 'lot-1', restrictedMs: 60_000 },
          }),
        }),
      );
      const first = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('3');
      await expect(first).rejects.toMatchObject({
        kind: 'restricted',
        code: 'error_12',
        lotNumber: 'lot-1',
        remainingMs: 60_000,
      });
      expect(guard.getState()).toMatchObject({
        status: 'restricted',
        until: 1_060_000,
        error: { kind: 'restricted', code: 'error_12' },
      });
      expect(JSON.parse(storage.data.get(DEFAULT_RESTRICTION_KEY)!)).toEqual({ until: 1_060_000 });
      expect(captchaMessage(guard.lastError!)).toBe('Too many verification attempts. Try again in 60 s.');

      await vi.advanceTimersByTimeAsync(20_500);
      expect(guard.restrictedMs()).toBe(39_500);
      expect(captchaMessage(guard.lastError!, { remainingMs: guard.restrictedMs() })).toBe(
        'Too many verification attempts. Try again in 40 s.',
      );
      const calls = hall.calls.length;
      await expect(guard(challengeOf({ requestId: 'req-2' }))).rejects.toMatchObject({
        kind: 'restricted',
        code: 'restricted',
        remainingMs: 39_500,
      });
      expect(hall.calls.length).toBe(calls);
      expect(guard.failureOf(failedResult('req-2'))).toMatchObject({
        kind: 'restricted',
        code: 'restricted',
        remainingMs: 39_500,
      });

      await vi.advanceTimersByTimeAsync(39_500);
      expect(guard.getState().status).toBe('idle');
      expect(storage.data.size).toBe(0);
      const again = guard(challengeOf());
      await reach(guard, 'challenging');
      expect(hall.calls.length).toBe(calls + 1);
      guard.cancel();
      await expect(again).rejects.toMatchObject({ kind: 'cancelled' });
    });

    it('takes a shorter time the server reports on error_01', async () => {
      vi.useFakeTimers({ now: 0 });
      make(
        {},
        routes({
          captchaValidate: () => ({ data: { result: 'fail', code: 'error_01', restrictedMs: 23_000 } }),
        }),
      );
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('3');
      await expect(run).rejects.toMatchObject({ kind: 'restricted', code: 'error_01', remainingMs: 23_000 });
      expect(guard.getState()).toMatchObject({ status: 'restricted', until: 23_000 });
      expect(guard.restrictedMs()).toBe(23_000);
    });

    it('restricts when the hall refuses the challenge itself', async () => {
      make(
        {},
        routes({
          captchaChallenge: () => ({ data: { restricted: true, code: 'error_01', restrictedMs: 41_000 } }),
        }),
      );
      await expect(guard(challengeOf())).rejects.toMatchObject({ kind: 'restricted', code: 'error_01' });
      expect(guard.getState()).toMatchObject({ status: 'restricted', error: { code: 'error_01' } });
      expect(guard.restrictedMs()).toBeGreaterThan(40_000);
      expect(guard.restrictedMs()).toBeLessThanOrEqual(41_000);
    });

    it('survives a reload: a new guard on the same storage is restricted at once', async () => {
      vi.useFakeTimers({ now: 5_000 });
      storage.setItem(DEFAULT_RESTRICTION_KEY, JSON.stringify({ until: 50_000 }));
      make();
      expect(guard.restrictedMs()).toBe(45_000);
      await expect(guard(challengeOf())).rejects.toMatchObject({
        kind: 'restricted',
        code: 'restricted',
        remainingMs: 45_000,
      });
      expect(guard.getState()).toMatchObject({ status: 'restricted', until: 50_000 });
      expect(hall.calls).toEqual([]);
    });

    it('discards a corrupt stored value and challenges as usual', async () => {
      storage.setItem(DEFAULT_RESTRICTION_KEY, '{"until":');
      make();
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      expect(storage.data.size).toBe(0);
      guard.cancel();
      await expect(run).rejects.toMatchObject({ kind: 'cancelled' });
    });

    it('follows server time, not the device clock', async () => {
      vi.useFakeTimers({ now: 100_000 });
      let offset = 30_000;
      make(
        { serverTimeOffset: () => offset },
        routes({ captchaValidate: () => ({ data: { result: 'fail', code: 'error_12' } }) }),
      );
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await expect(run).rejects.toMatchObject({ kind: 'restricted', code: 'error_12', remainingMs: 60_000 });
      expect(guard.getState()).toMatchObject({ status: 'restricted', until: 190_000 });
      // The server turns out to be 10 s further ahead: the window ends 10 s sooner locally.
      offset = 40_000;
      expect(guard.restrictedMs()).toBe(50_000);
      await vi.advanceTimersByTimeAsync(50_000);
      expect(guard.getState().status).toBe('idle');
    });

    it('reads the server offset from the hall client by default', async () => {
      vi.useFakeTimers({ now: 0 });
      make({}, routes({ captchaValidate: () => ({ data: { result: 'fail', code: 'error_12' } }) }));
      hall.serverTimeOffset = 7_000;
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await expect(run).rejects.toMatchObject({ kind: 'restricted', code: 'error_12' });
      expect(guard.getState()).toMatchObject({ until: 67_000 });
    });

    it('lets the UI close the restriction message while the window still holds', async () => {
      make({}, routes({ captchaValidate: () => ({ data: { result: 'fail', code: 'error_12' } }) }));
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await expect(run).rejects.toMatchObject({ kind: 'restricted' });
      guard.dismiss();
      expect(guard.getState().status).toBe('idle');
      expect(guard.restrictedMs()).toBeGreaterThan(0);
    });
  });

  describe('when the user cancels', () => {
    it('goes back to idle, gives up with a cancelled error and shows no message', async () => {
      make();
      const run = guard(challengeOf({ requestId: 'req-c' }));
      await reach(guard, 'challenging');
      guard.cancel();
      await expect(run).rejects.toMatchObject({ kind: 'cancelled', code: 'cancelled', serviceCode: '1124' });
      expect(guard.getState().status).toBe('idle');
      const error = guard.failureOf(failedResult('req-c'))!;
      expect(error.kind).toBe('cancelled');
      expect(captchaMessage(error)).toBeUndefined();
      expect(hall.calls.map((call) => call.endpoint)).toEqual(['captchaChallenge']);
    });

    it('cancels a validation in flight', async () => {
      make({}, routes({ captchaValidate: () => new Promise(() => undefined) }));
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await reach(guard, 'validating');
      guard.cancel();
      await expect(run).rejects.toMatchObject({ kind: 'cancelled', lotNumber: 'lot-1' });
      expect(guard.lastError).toMatchObject({ kind: 'cancelled', lotNumber: 'lot-1' });
      expect(guard.getState().status).toBe('idle');
    });

    it('ignores cancel and answer when nothing runs', () => {
      make();
      guard.cancel();
      guard.answer('5');
      expect(guard.getState().status).toBe('idle');
    });

    it('takes an answer given while the prompt is being announced', async () => {
      make();
      guard.subscribe(() => {
        const state = guard.getState();
        if (state.status === 'challenging' && state.prompt) guard.answer('61');
      });
      await expect(guard(challengeOf())).resolves.toMatchObject({ captcha_output: '61' });
    });

    it('ignores an answer that is not text', async () => {
      make();
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer(42 as never);
      expect(guard.getState().status).toBe('challenging');
      guard.answer('42');
      await expect(run).resolves.toMatchObject({ captcha_output: '42' });
    });
  });

  describe('when the caller aborts the guarded call', () => {
    it('ends the challenge with an aborted error', async () => {
      make();
      const caller = new AbortController();
      const run = guard(challengeOf({ signal: caller.signal }));
      await reach(guard, 'challenging');
      caller.abort();
      await expect(run).rejects.toMatchObject({ kind: 'aborted', code: 'aborted', serviceCode: '1124' });
      expect(guard.lastError).toMatchObject({ kind: 'aborted' });
      expect(guard.getState().status).toBe('idle');
    });

    it('does not start when already aborted', async () => {
      make();
      const caller = new AbortController();
      caller.abort();
      await expect(guard(challengeOf({ signal: caller.signal }))).rejects.toMatchObject({
        kind: 'aborted',
        code: 'aborted',
      });
      expect(hall.calls).toEqual([]);
      expect(guard.lastError).toMatchObject({ kind: 'aborted' });
      expect(guard.getState().status).toBe('idle');
    });
  });

  describe('when two calls need a captcha at once', () => {
    it('runs their challenges one after the other, each with its own pass', async () => {
      let lot = 0;
      make({}, routes({ captchaChallenge: () => ({ data: slideChallengeData(`lot-${++lot}`) }) }));
      const first = guard(challengeOf({ requestId: 'a' }));
      const second = guard(challengeOf({ requestId: 'b' }));
      await reach(guard, 'challenging');
      expect(hall.calls.filter((call) => call.endpoint === 'captchaChallenge')).toHaveLength(1);
      guard.answer('1');
      await expect(first).resolves.toMatchObject({ lot_number: 'lot-1' });
      await reach(guard, 'challenging');
      guard.answer('2');
      await expect(second).resolves.toMatchObject({ lot_number: 'lot-2' });
    });

    it('runs the next challenge after one that rejected', async () => {
      make();
      const first = guard(challengeOf({ requestId: 'a' }));
      const second = guard(challengeOf({ requestId: 'b' }));
      await reach(guard, 'challenging');
      guard.cancel();
      await expect(first).rejects.toMatchObject({ kind: 'cancelled' });
      await reach(guard, 'challenging');
      guard.answer('2');
      await expect(second).resolves.toMatchObject({ pass_token: 'pass-1' });
    });
  });

  describe('when steps are slow', () => {
    it('reports a challenge that took more than 2 s to show, and a validation over 2 s', async () => {
      let now = 0;
      make(
        { now: () => now },
        routes({
          captchaChallenge: () => {
            now += 2_001;
            return { data: slideChallengeData() };
          },
          captchaValidate: (params) => {
            now += 2_500;
            return passed(params, undefined);
          },
        }),
      );
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      now += 30_000; // the user's own time is not timed
      guard.answer('1');
      await run;
      expect(reports).toEqual([
        { type: 'timing', phase: 'load', ms: 2_001, serviceCode: '1124', provider: 'slide-puzzle' },
        { type: 'timing', phase: 'validate', ms: 2_500, serviceCode: '1124', provider: 'slide-puzzle' },
      ]);
    });

    it('reports nothing at exactly 2 s', async () => {
      let now = 0;
      make(
        { now: () => now },
        routes({
          captchaChallenge: () => {
            now += 2_000;
            return { data: slideChallengeData() };
          },
        }),
      );
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await run;
      expect(reports).toEqual([]);
    });

    it('swallows a reporter that throws', async () => {
      make(
        {
          report: () => {
            throw new Error('reporter down');
          },
        },
        routes({ captchaChallenge: () => ({ fail: 'network' }) }),
      );
      await expect(guard(challengeOf())).rejects.toMatchObject({ kind: 'failed', code: 'network' });
    });
  });

  describe('when a device token is asked for', () => {
    it('sends a token that came in time with the validation', async () => {
      make({ deviceToken: () => Promise.resolve('dev-token-1') });
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await run;
      expect(hall.calls[1]!.params.device_token).toBe('dev-token-1');
      expect(reports).toEqual([]);
    });

    it('uses the configured parameter name', async () => {
      make({ deviceToken: () => Promise.resolve('t'), deviceTokenParam: 'deviceToken' });
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await run;
      expect(hall.calls[1]!.params.deviceToken).toBe('t');
    });

    it('only reports a token slower than 7 s and validates without it', async () => {
      vi.useFakeTimers({ now: 0 });
      let deliver: (token: string) => void = () => undefined;
      make({ deviceToken: () => new Promise((resolve) => (deliver = resolve)) });
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await reach(guard, 'validating');
      await vi.advanceTimersByTimeAsync(6_999);
      expect(hall.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(run).resolves.toMatchObject({ pass_token: 'pass-1' });
      expect(hall.calls[1]!.params).not.toHaveProperty('device_token');
      expect(reports).toEqual([{ type: 'device-token', outcome: 'timeout', ms: 7_000 }]);
      deliver('too-late');
      await Promise.resolve();
      expect(reports).toHaveLength(1);
    });

    it('does not hold a user who answers after 7 s', async () => {
      vi.useFakeTimers({ now: 0 });
      make({ deviceToken: () => new Promise(() => undefined) });
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      await vi.advanceTimersByTimeAsync(9_000);
      guard.answer('1');
      await expect(run).resolves.toMatchObject({ pass_token: 'pass-1' });
      expect(reports).toEqual([{ type: 'device-token', outcome: 'timeout', ms: 7_000 }]);
    });

    it('only reports a token that fails, or one that throws at once', async () => {
      const failure = new Error('sdk down');
      make({ deviceToken: () => Promise.reject(failure) });
      let run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await expect(run).resolves.toMatchObject({ pass_token: 'pass-1' });
      expect(reports).toEqual([
        { type: 'device-token', outcome: 'error', ms: expect.any(Number), error: failure },
      ]);

      reports.length = 0;
      make({
        deviceToken: () => {
          throw failure;
        },
      });
      run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await expect(run).resolves.toMatchObject({ pass_token: 'pass-1' });
      expect(reports).toMatchObject([{ type: 'device-token', outcome: 'error' }]);
    });

    it('ignores an empty token', async () => {
      make({ deviceToken: () => Promise.resolve('') });
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await run;
      expect(hall.calls[1]!.params).not.toHaveProperty('device_token');
    });
  });

  describe('failureOf', () => {
    it('returns nothing for a success or a failure that is not the captcha', () => {
      make();
      expect(
        guard.failureOf({
          ok: true,
          data: 1,
          code: '0',
          message: undefined,
          requestId: 'x',
          source: 'live',
          attempts: 1,
        }),
      ).toBeUndefined();
      expect(guard.failureOf(failedResult('x', '1011'))).toBeUndefined();
      expect(
        guard.failureOf({
          ok: false,
          requestId: 'y',
          attempts: 1,
          error: { kind: 'network', requestId: 'y' } as never,
        }),
      ).toBeUndefined();
    });

    it('returns the captcha error the hall client put on the result as its cause', () => {
      make();
      const cause = new CaptchaError({
        kind: 'failed',
        code: 'error_11',
        serviceCode: '1124',
        lotNumber: 'l',
      });
      const result = failedResult('from-another-guard');
      (result as { error: { cause?: unknown } }).error.cause = cause;
      expect(guard.failureOf(result)).toBe(cause);
      (result as { error: { cause?: unknown } }).error.cause = new Error('not a captcha error');
      expect(guard.failureOf(result)).toMatchObject({ kind: 'failed', code: '1124' });
    });

    it('names a captcha code the guard never saw (the transport stopped asking) a captcha failure', () => {
      make();
      expect(guard.failureOf(failedResult('unseen', '1126'))).toMatchObject({
        kind: 'failed',
        code: '1126',
        serviceCode: '1126',
      });
    });

    it('keeps the last 50 failures only', async () => {
      make({}, routes({ captchaChallenge: () => ({ fail: 'network' }) }));
      for (let i = 0; i < 51; i++)
        await expect(guard(challengeOf({ requestId: `r${i}` }))).rejects.toBeInstanceOf(CaptchaError);
      expect(guard.failureOf(failedResult('r50'))).toMatchObject({ code: 'network' });
      expect(guard.failureOf(failedResult('r1'))).toMatchObject({ code: 'network' });
      // r0 was dropped: only the generic answer is left.
      expect(guard.failureOf(failedResult('r0'))).toMatchObject({ code: '1124' });
    });
  });

  describe('subscribe', () => {
    it('stops calling a listener after it unsubscribes', async () => {
      make({}, routes({ captchaChallenge: () => ({ fail: 'network' }) }));
      const listener = vi.fn();
      const stop = guard.subscribe(listener);
      await expect(guard(challengeOf())).rejects.toBeInstanceOf(CaptchaError);
      expect(listener).toHaveBeenCalledTimes(2);
      stop();
      guard.dismiss();
      expect(listener).toHaveBeenCalledTimes(2);
    });
  });

  describe('destroy', () => {
    it('ends a running challenge and stops the restriction timer', async () => {
      vi.useFakeTimers({ now: 0 });
      make({}, routes({ captchaValidate: () => ({ data: { result: 'fail', code: 'error_12' } }) }));
      const run = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.answer('1');
      await expect(run).rejects.toMatchObject({ kind: 'restricted', code: 'error_12' });
      expect(vi.getTimerCount()).toBe(1);
      guard.destroy();
      expect(vi.getTimerCount()).toBe(0);

      storage = memoryStorage();
      make();
      const next = guard(challengeOf());
      await reach(guard, 'challenging');
      guard.destroy();
      await expect(next).rejects.toMatchObject({ kind: 'cancelled' });
      expect(guard.lastError).toMatchObject({ kind: 'cancelled' });
    });
  });
});
