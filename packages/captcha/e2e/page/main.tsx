// A lobby page for the end-to-end test: the real hall client with the captcha guard, the
// built-in slide puzzle (1119, 1124, 1126), the GeeTest adapter (1125) and the SMS code (1127).
// The test passes the hall's addresses and the site key in the query string.
import { createHallClient, createLoginGate, type HallClient } from '@lobbykit/transport';
import { createLines } from '@lobbykit/transport/lines';
import { createRoot } from 'react-dom/client';
import {
  CaptchaError,
  createCaptchaGuard,
  createGeetestProvider,
  createSlidePuzzleProvider,
  createSmsCodeProvider,
} from '../../src/index';
import { CaptchaDialog } from '../../src/react/index';

const query = new URLSearchParams(window.location.search);
const list = (name: string): string[] => (query.get(name) ?? '').split(',').filter(Boolean);

const holder: { hall?: HallClient } = {};
const guard = createCaptchaGuard({
  client: () => holder.hall!,
  providers: {
    default: createSlidePuzzleProvider(),
    click: createGeetestProvider(),
    sms: createSmsCodeProvider(),
  },
});
holder.hall = createHallClient({
  siteCode: query.get('site') ?? 'demo',
  staticKey: query.get('key') ?? '',
  lines: createLines({ api: list('api'), oss: list('oss'), retestDelayMs: 3_600_000 }),
  gate: createLoginGate('logined'),
  cache: false,
  retry: { maxAttempts: 1 },
  context: { language: 'en', currency: 'BRL', deviceId: 'e2e-device', deviceModel: 'chromium' },
  captcha: guard,
});

export interface LoginOutcome {
  ok: boolean;
  code?: string;
  captcha?: { kind: string; code: string; lotNumber: string | undefined };
}

const lobbyTest = {
  async login(username: string, password: string): Promise<LoginOutcome> {
    const result = await holder.hall!.request('login', { params: { username, password, platformType: 5 } });
    if (result.ok) return { ok: true };
    // The guard's rejection reaches the caller as the cause of the call's service error.
    const failure = result.error.cause instanceof CaptchaError ? result.error.cause : undefined;
    return {
      ok: false,
      code: (result.error as { code?: string }).code ?? result.error.kind,
      ...(failure
        ? { captcha: { kind: failure.kind, code: failure.code, lotNumber: failure.lotNumber } }
        : {}),
    };
  },
  state: (): string => guard.getState().status,
};
(window as unknown as { lobbyTest: typeof lobbyTest }).lobbyTest = lobbyTest;

createRoot(document.getElementById('root')!).render(
  <>
    <h1>Lobby</h1>
    <CaptchaDialog guard={guard} />
  </>,
);
