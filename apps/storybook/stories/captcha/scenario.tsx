// A captcha run against an in-memory hall, for the stories: each story picks a provider and
// the step the run should be in (the fake hall and the fake vendor widget are steered to it).
import {
  CaptchaError,
  createCaptchaGuard,
  createGeetestProvider,
  createSlidePuzzleProvider,
  createSmsCodeProvider,
  type CaptchaGuardHandle,
  type CaptchaHallClient,
  type CaptchaProvider,
  type GeetestCaptcha,
  type InitGeetest4,
} from '@lobbykit/captcha';
import { CaptchaDialog } from '@lobbykit/captcha/react';
import { useEffect, useState, type ReactElement } from 'react';
import { expect, within } from 'storybook/test';

type ScenarioProvider = 'slide' | 'sms' | 'geetest';
/** loading: the challenge never arrives; challenge: waits for the user; checking: the answer is being validated. */
type ScenarioStep = 'loading' | 'challenge' | 'checking' | 'passed' | 'failed' | 'restricted';

export interface CaptchaScenarioProps {
  provider: ScenarioProvider;
  step: ScenarioStep;
}

type HallResult<T> = Awaited<ReturnType<CaptchaHallClient['request']>> & { data?: T };
type GuardedCall = Parameters<CaptchaGuardHandle>[0];

const never = <T,>(): Promise<T> => new Promise<T>(() => undefined);
const loginEndpoint: GuardedCall['endpoint'] = {
  name: 'login',
  method: 'POST',
  path: '/home/login',
  idempotent: false,
  serverDeduplicated: false,
  public: true,
  cacheable: false,
};

// The gap sits at x 170; the piece is the same drawing cropped to the gap.
const GAP = { x: 170, y: 50, size: 50 };
const drawing = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f6f8f"/><stop offset="1" stop-color="#d9a441"/></linearGradient></defs><rect width="300" height="160" fill="url(#g)"/><circle cx="60" cy="40" r="26" fill="#f2e6c9" fill-opacity=".7"/><circle cx="200" cy="80" r="34" fill="#8f2f4d" fill-opacity=".6"/><circle cx="250" cy="130" r="18" fill="#ffffff" fill-opacity=".5"/><circle cx="120" cy="120" r="22" fill="#1d3b2a" fill-opacity=".5"/>`;
const svg = (viewBox: string, width: number, height: number, extra = ''): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${drawing}${extra}</svg>`)}`;
const background = svg(
  '0 0 300 160',
  300,
  160,
  `<rect x="${GAP.x}" y="${GAP.y}" width="${GAP.size}" height="${GAP.size}" fill="#000" fill-opacity=".6"/>`,
);
const piece = svg(
  `${GAP.x} ${GAP.y} ${GAP.size} ${GAP.size}`,
  GAP.size,
  GAP.size,
  `<rect x="${GAP.x + 1}" y="${GAP.y + 1}" width="${GAP.size - 2}" height="${GAP.size - 2}" fill="none" stroke="#fff" stroke-width="2"/>`,
);

/** An in-memory hall: the challenge and validation endpoints, steered by the step. */
function storyHall(step: ScenarioStep): CaptchaHallClient {
  const ok = (data: unknown): HallResult<unknown> => ({
    ok: true,
    data,
    code: '0',
    message: undefined,
    requestId: 'story',
    source: 'live',
    attempts: 1,
  });
  const request = async (
    endpoint: string | { name?: string },
    options: { params?: Record<string, unknown> } = {},
  ): Promise<HallResult<unknown>> => {
    const name = typeof endpoint === 'string' ? endpoint : endpoint.name;
    const params = options.params ?? {};
    if (name === 'captchaChallenge') {
      if (step === 'loading') return never();
      if (step === 'restricted') return ok({ restricted: true, code: 'error_12', restrictedMs: 60_000 });
      if (params.type === 'sms')
        return ok({ captcha_id: 'story', lot_number: 'story-lot-1', type: 'sms', phone: '+5511987654321' });
      return ok({
        captcha_id: 'story',
        lot_number: 'story-lot-1',
        type: 'slide',
        width: 300,
        height: 160,
        pieceSize: GAP.size,
        pieceY: GAP.y,
        background,
        piece,
      });
    }
    if (step === 'checking') return never();
    // A vendor widget has no challenge call: its restriction comes with the validation.
    if (step === 'restricted')
      return ok({ result: 'fail', code: 'error_12', lot_number: params.lot_number, restrictedMs: 60_000 });
    if (step === 'failed')
      return ok({ result: 'fail', code: 'error_11', lot_number: params.lot_number, message: 'wrong answer' });
    return ok({
      result: 'success',
      lot_number: params.lot_number,
      pass_token: 'story-pass',
      gen_time: '1700000000',
    });
  };
  return { request: request as CaptchaHallClient['request'] };
}

/** A stand-in for the vendor's gt4.js: a small labelled pop-up, or an instant outcome. */
function storyVendor(mode: 'interactive' | 'success' | 'error'): { initGeetest4: InitGeetest4 } {
  const initGeetest4: InitGeetest4 = (config, callback) => {
    const handlers: {
      ready?: () => void;
      success?: () => void;
      error?: (e: { code: string; msg: string }) => void;
      close?: () => void;
    } = {};
    let popup: HTMLElement | undefined;
    let result: { lot_number: string; captcha_output: string; pass_token: string; gen_time: string } | false =
      false;
    const succeed = (): void => {
      popup?.remove();
      result = {
        lot_number: 'vendor-lot-1',
        captcha_output: 'vendor-output',
        pass_token: 'vendor-pass',
        gen_time: '1700000000',
      };
      handlers.success?.();
    };
    const captcha: GeetestCaptcha = {
      onReady: (handler) => (handlers.ready = handler),
      onSuccess: (handler) => (handlers.success = handler),
      onError: (handler) => (handlers.error = handler),
      onClose: (handler) => (handlers.close = handler),
      getValidate: () => result,
      destroy: () => popup?.remove(),
      showCaptcha: () => {
        if (mode === 'success') return void setTimeout(succeed, 0);
        if (mode === 'error')
          return void setTimeout(() => handlers.error?.({ code: '60500', msg: 'vendor unavailable' }), 0);
        popup = document.createElement('div');
        popup.setAttribute('role', 'dialog');
        popup.setAttribute('aria-label', 'Vendor check (fake)');
        Object.assign(popup.style, {
          position: 'fixed',
          right: '16px',
          bottom: '16px',
          background: '#fff',
          color: '#1a1a1a',
          padding: '12px',
          border: '1px solid #5f6368',
          borderRadius: '6px',
          zIndex: '1001',
        });
        const text = document.createElement('p');
        text.textContent = `Vendor widget (${typeof config.riskType === 'string' ? config.riskType : 'default'})`;
        const verify = document.createElement('button');
        verify.type = 'button';
        verify.textContent = 'Verify';
        verify.addEventListener('click', succeed);
        const close = document.createElement('button');
        close.type = 'button';
        close.textContent = 'Close';
        close.addEventListener('click', () => {
          popup?.remove();
          handlers.close?.();
        });
        popup.append(text, verify, close);
        document.body.append(popup);
      },
    };
    setTimeout(() => {
      callback(captcha);
      handlers.ready?.();
    }, 0);
  };
  return { initGeetest4 };
}

function providerFor(provider: ScenarioProvider, step: ScenarioStep): CaptchaProvider {
  if (provider === 'slide') return createSlidePuzzleProvider();
  if (provider === 'sms') return createSmsCodeProvider();
  return createGeetestProvider({
    captchaId: 'story-captcha-id',
    loadScript: () => (step === 'loading' ? never() : Promise.resolve()),
    global: storyVendor(step === 'challenge' ? 'interactive' : step === 'failed' ? 'error' : 'success'),
  });
}

const codes: Record<ScenarioProvider, string> = { slide: '1124', sms: '1127', geetest: '1125' };

type Outcome =
  { status: 'waiting' } | { status: 'passed'; lot: string } | { status: 'rejected'; reason: string };

export function CaptchaScenario({ provider, step }: CaptchaScenarioProps) {
  const [guard] = useState<CaptchaGuardHandle>(() =>
    createCaptchaGuard({
      client: storyHall(step),
      providers:
        provider === 'geetest'
          ? { click: providerFor(provider, step) }
          : provider === 'sms'
            ? { sms: providerFor(provider, step) }
            : { slide: providerFor(provider, step) },
      storage: null,
    }),
  );
  const [outcome, setOutcome] = useState<Outcome>({ status: 'waiting' });

  useEffect(() => {
    // Steps past the challenge answer it at once, as a user would have.
    const autoAnswer = step === 'checking' || step === 'passed' || step === 'failed';
    const stop = guard.subscribe(() => {
      const state = guard.getState();
      if (!autoAnswer || state.status !== 'challenging' || !state.prompt) return;
      if (state.prompt.type === 'slide') guard.answer(String(GAP.x));
      if (state.prompt.type === 'sms') guard.answer('424242');
    });
    let live = true;
    // A failed challenge rejects with its CaptchaError (the hall client would hand it to the
    // caller as the cause of the call's error); the unmount below rejects a running one too.
    guard({
      code: codes[provider],
      endpoint: loginEndpoint,
      params: { username: 'player01', phone: '+5511987654321' },
      requestId: 'story-call',
      data: null,
    }).then(
      (fields) => {
        if (!live) return;
        setOutcome(
          fields
            ? { status: 'passed', lot: String(fields.lot_number) }
            : { status: 'rejected', reason: 'not a captcha code' },
        );
      },
      (error: unknown) => {
        if (!live) return;
        setOutcome({
          status: 'rejected',
          reason: error instanceof CaptchaError ? `${error.kind}, ${error.code}` : String(error),
        });
      },
    );
    return () => {
      live = false;
      stop();
      guard.destroy();
    };
  }, [guard, provider, step]);

  return (
    <main style={{ padding: 16, minHeight: 420, font: '14px/1.4 system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 18, margin: '0 0 8px' }}>Log in</h1>
      <p data-testid="guarded-call">
        {outcome.status === 'waiting'
          ? 'Login call: waiting for the security check'
          : outcome.status === 'passed'
            ? `Login call: retried with the captcha fields (lot ${outcome.lot})`
            : `Login call: rejected (${outcome.reason})`}
      </p>
      <CaptchaDialog guard={guard} />
    </main>
  );
}

/** The controls every provider's stories share: the step of the flow to show. */
export const scenarioArgTypes = {
  provider: { control: false },
  step: {
    control: 'select',
    options: ['loading', 'challenge', 'checking', 'passed', 'failed', 'restricted'],
  },
} as const;

/** Remounts the scenario when the provider or step changes, so each story starts fresh. */
export function renderScenario(args: CaptchaScenarioProps): ReactElement {
  return <CaptchaScenario key={`${args.provider}-${args.step}`} {...args} />;
}

/** Every provider shows the same loading state while its challenge is on its way. */
export async function playLoading({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const dialog = await within(canvasElement).findByRole('dialog', { name: 'Security check' });
  await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the check…');
}
