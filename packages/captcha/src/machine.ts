// The captcha flow as data: idle -> challenging -> validating -> passed | failed | restricted.
import type { CaptchaFields } from '@lobbykit/contract';
import type { ChallengeKind } from './codes';
import type { CaptchaError } from './errors';
import type { CaptchaPrompt } from './types';

export type CaptchaStatus = 'idle' | 'challenging' | 'validating' | 'passed' | 'failed' | 'restricted';

interface Running {
  /** The service code that asked for the captcha. */
  code: string;
  kind: ChallengeKind;
  /** Name of the provider solving it. */
  provider: string;
  /** Local clock at the start. */
  startedAt: number;
}

export type CaptchaState =
  | { status: 'idle' }
  /** The challenge loads (no prompt yet) or waits for the user (`prompt`). */
  | ({ status: 'challenging'; prompt?: CaptchaPrompt } & Running)
  /** The answer is being checked by the hall; `prompt` is the one answered, kept on screen. */
  | ({ status: 'validating'; prompt?: CaptchaPrompt } & Running)
  | ({ status: 'passed'; fields: CaptchaFields } & Running)
  | { status: 'failed'; error: CaptchaError }
  /** No challenge until `until` (server time, ms). */
  | { status: 'restricted'; until: number; error: CaptchaError };

export type CaptchaEvent =
  | ({ type: 'start' } & Running)
  | { type: 'prompt'; prompt: CaptchaPrompt }
  | { type: 'submit' }
  | { type: 'pass'; fields: CaptchaFields }
  | { type: 'fail'; error: CaptchaError }
  | { type: 'restrict'; until: number; error: CaptchaError }
  /** The user closed the challenge or the caller aborted. */
  | { type: 'cancel' }
  /** The UI closed a result. */
  | { type: 'dismiss' }
  /** The restriction window ended. */
  | { type: 'expire' };

export type CaptchaEventType = CaptchaEvent['type'];

/** Every edge: the status an event leads to from each status. Events not listed are ignored. */
export const captchaEdges: Readonly<Record<CaptchaStatus, Partial<Record<CaptchaEventType, CaptchaStatus>>>> =
  {
    idle: { start: 'challenging', restrict: 'restricted' },
    challenging: {
      prompt: 'challenging',
      submit: 'validating',
      fail: 'failed',
      restrict: 'restricted',
      cancel: 'idle',
    },
    validating: { pass: 'passed', fail: 'failed', restrict: 'restricted', cancel: 'idle' },
    passed: { start: 'challenging', restrict: 'restricted', dismiss: 'idle' },
    failed: { start: 'challenging', restrict: 'restricted', dismiss: 'idle' },
    restricted: { restrict: 'restricted', dismiss: 'idle', expire: 'idle' },
  };

/** The first state: no challenge running. */
export const initialCaptchaState = (): CaptchaState => ({ status: 'idle' });

const running = (state: Running): Running => ({
  code: state.code,
  kind: state.kind,
  provider: state.provider,
  startedAt: state.startedAt,
});

/** The next state; an event the current status does not accept returns the same state object. */
export function captchaTransition(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  if (captchaEdges[state.status][event.type] === undefined) return state;
  switch (event.type) {
    case 'start':
      return { status: 'challenging', ...running(event) };
    case 'prompt':
      return { ...(state as Extract<CaptchaState, { status: 'challenging' }>), prompt: event.prompt };
    case 'submit': {
      const { prompt } = state as Extract<CaptchaState, { status: 'challenging' }>;
      return { status: 'validating', ...running(state as Running), ...(prompt ? { prompt } : {}) };
    }
    case 'pass':
      return { status: 'passed', ...running(state as Running), fields: event.fields };
    case 'fail':
      return { status: 'failed', error: event.error };
    case 'restrict':
      return { status: 'restricted', until: event.until, error: event.error };
    case 'cancel':
    case 'dismiss':
    case 'expire':
      return initialCaptchaState();
  }
}
