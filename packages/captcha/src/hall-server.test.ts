// @vitest-environment node
// The guard inside the real hall client against the reference hall server on loopback:
// its risk rules (1124 after repeated failed logins), challenge and validation endpoints,
// SMS outbox and its own 60 s restriction.
import { SEED_PASSWORD, startTestHall, type ControlClient, type HallServer } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { createHallClient, createLoginGate, type HallClient } from '@lobbykit/transport';
import { createLines } from '@lobbykit/transport/lines';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CaptchaError } from './errors';
import { createCaptchaGuard, type CaptchaGuardHandle, type CaptchaGuardOptions } from './guard';
import type { CaptchaState, CaptchaStatus } from './machine';
import { createSlidePuzzleProvider } from './providers/slide-puzzle';
import { createSmsCodeProvider } from './providers/sms-code';

function reach(guard: CaptchaGuardHandle, status: CaptchaStatus): Promise<CaptchaState> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const state = guard.getState();
      if (state.status !== status || (status === 'challenging' && !('prompt' in state && state.prompt)))
        return false;
      resolve(state);
      return true;
    };
    if (check()) return;
    const stop = guard.subscribe(() => {
      if (check()) stop();
    });
  });
}

describe('captcha guard with the reference hall server', () => {
  let server: HallServer;
  let control: ControlClient;
  let storage: ReturnType<typeof memoryStorage>;

  const lastCode = async (phone: string): Promise<string> => {
    const entry = (await control.outbox()).filter((item) => item.to === phone).at(-1);
    if (!entry) throw new Error(`no code sent to ${phone}`);
    return entry.code;
  };

  function setUp(options: Partial<CaptchaGuardOptions> = {}): {
    hall: HallClient;
    guard: CaptchaGuardHandle;
  } {
    const site = server.sites.find((entry) => entry.siteCode === 'demo')!;
    const holder: { hall?: HallClient } = {};
    const guard = createCaptchaGuard({
      client: () => holder.hall!,
      providers: {
        default: createSlidePuzzleProvider(),
        sms: createSmsCodeProvider({ phone: () => '+5511987654321' }),
      },
      storage,
      ...options,
    });
    const hall = createHallClient({
      siteCode: 'demo',
      staticKey: site.staticKey,
      lines: createLines({ api: [...server.apiUrls], oss: [...server.assetUrls], retestDelayMs: 3_600_000 }),
      gate: createLoginGate('logined'),
      cache: false,
      retry: { maxAttempts: 1 },
      context: { language: 'en', currency: 'BRL', deviceId: 'captcha-test', deviceModel: 'vitest' },
      captcha: guard,
    });
    holder.hall = hall;
    return { hall, guard };
  }

  const failLogins = async (hall: HallClient, times: number): Promise<void> => {
    for (let i = 0; i < times; i++) {
      const result = await hall.request('login', {
        params: { username: 'player01', password: 'wrong-password', platformType: 5 },
      });
      expect(result.ok).toBe(false);
    }
  };

  beforeEach(async () => {
    ({ server, control } = await startTestHall());
    storage = memoryStorage();
  });

  afterEach(async () => {
    await server.close();
  });

  describe('when the slide puzzle is answered wrong after repeated failed logins', () => {
    it('rejects the login with a typed captcha error carrying the code and the lot number', async () => {
      const { hall, guard } = setUp();
      await failLogins(hall, 3);
      const login = hall.request('login', {
        params: { username: 'player01', password: SEED_PASSWORD, platformType: 5 },
      });
      const state = await reach(guard, 'challenging');
      expect(state).toMatchObject({
        code: '1124',
        kind: 'slide',
        prompt: { type: 'slide', challenge: { width: 300, height: 160, pieceSize: 50 } },
      });
      guard.answer('0');
      const result = await login;
      expect(result.ok).toBe(false);
      const error = guard.failureOf(result)!;
      expect(error).toMatchObject({ kind: 'failed', code: 'error_11', serviceCode: '1124' });
      expect(error.lotNumber).toMatch(/^lot/);
      expect(guard.getState().status).toBe('failed');
    });
  });

  describe('when the hall client asks the guard and the answer is wrong', () => {
    it('resolves the call as a captcha service error whose cause is the CaptchaError', async () => {
      const { hall, guard } = setUp();
      await failLogins(hall, 3);
      const login = hall.request('login', {
        params: { username: 'player01', password: SEED_PASSWORD, platformType: 5 },
      });
      await reach(guard, 'challenging');
      guard.answer('0');
      const result = await login;
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatchObject({ kind: 'service', code: '1124' });
      const cause = result.error.cause;
      expect(cause).toBeInstanceOf(CaptchaError);
      expect(cause).toMatchObject({ kind: 'failed', code: 'error_11', serviceCode: '1124' });
      expect((cause as CaptchaError).lotNumber).toMatch(/^lot/);
      expect(cause).toBe(guard.lastError);
    });
  });

  describe('when the SMS code is forced on login', () => {
    it('texts a code, validates it before login and retries the login with the pass', async () => {
      await control.sites.set('demo', { captcha: { code: 1127, routes: ['login'] } });
      const { hall, guard } = setUp();
      const login = hall.request('login', {
        params: { username: 'player01', password: SEED_PASSWORD, platformType: 5 },
      });
      const state = await reach(guard, 'challenging');
      expect(state).toMatchObject({
        code: '1127',
        kind: 'sms',
        prompt: { type: 'sms', phone: '••••••••4321' },
      });
      guard.answer(await lastCode('+5511987654321'));
      const result = await login;
      expect(result.ok).toBe(true);
      expect(guard.getState()).toMatchObject({
        status: 'passed',
        fields: { pass_token: expect.stringMatching(/^pass/) },
      });
    });
  });

  describe('when a call after login is asked for a captcha', () => {
    it('uses the after-login challenge and validation, then the retried call succeeds', async () => {
      const { hall, guard } = setUp();
      const login = await hall.request('login', {
        params: { username: 'player01', password: SEED_PASSWORD, platformType: 5 },
      });
      expect(login.ok).toBe(true);
      await control.faults.add({
        kind: 'code',
        route: 'homeGold',
        code: 1127,
        times: 1,
        data: { type: 'sms' },
      });
      const gold = hall.request('homeGold');
      await reach(guard, 'challenging');
      const counters = await control.counters.get();
      expect(counters.requests.userCaptchaChallenge).toBe(1);
      expect(counters.requests.captchaChallenge).toBeUndefined();
      guard.answer(await lastCode('+5511987654321'));
      const result = await gold;
      expect(result.ok).toBe(true);
      const after = await control.counters.get();
      expect(after.requests.userCaptchaValidate).toBe(1);
    });
  });

  describe('when five answers in a row are wrong', () => {
    it('restricts for 60 s on error_12, keeps it across a reload, and the server refuses challenges too', async () => {
      const { hall, guard } = setUp();
      await failLogins(hall, 3);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const login = hall.request('login', {
          params: { username: 'player01', password: SEED_PASSWORD, platformType: 5 },
        });
        await reach(guard, 'challenging');
        guard.answer('0');
        await login;
      }
      expect(guard.getState()).toMatchObject({ status: 'restricted', error: { code: 'error_12' } });
      expect(guard.restrictedMs()).toBeGreaterThan(58_000);

      // A reload: a new guard on the same storage refuses without asking the server.
      const before = await control.counters.get();
      const reloaded = setUp();
      const refused = await reloaded.hall.request('login', {
        params: { username: 'player01', password: SEED_PASSWORD, platformType: 5 },
      });
      expect(reloaded.guard.failureOf(refused)).toMatchObject({ kind: 'restricted' });
      const after = await control.counters.get();
      expect(after.requests.captchaChallenge).toBe(before.requests.captchaChallenge);

      // Another device (no stored window) is refused by the server's own restriction.
      storage = memoryStorage();
      const other = setUp();
      const result = await other.hall.request('login', {
        params: { username: 'player01', password: SEED_PASSWORD, platformType: 5 },
      });
      expect(other.guard.failureOf(result)).toMatchObject({ kind: 'restricted', code: 'error_01' });
      expect(other.guard.restrictedMs()).toBeGreaterThan(50_000);
      for (const entry of [guard, reloaded.guard, other.guard]) entry.destroy();
    });
  });
});
