import { describe, expect, it } from 'vitest';
import { CaptchaError } from './errors';
import {
  captchaEdges,
  captchaTransition,
  initialCaptchaState,
  type CaptchaEvent,
  type CaptchaEventType,
  type CaptchaState,
  type CaptchaStatus,
} from './machine';

const error = new CaptchaError({ kind: 'failed', code: 'error_11', serviceCode: '1124', lotNumber: 'lot-1' });
const restrictedError = new CaptchaError({
  kind: 'restricted',
  code: 'error_12',
  serviceCode: '1124',
  remainingMs: 60_000,
});
const run = { code: '1124', kind: 'slide', provider: 'slide-puzzle', startedAt: 10 } as const;

const states: Record<CaptchaStatus, CaptchaState> = {
  idle: initialCaptchaState(),
  challenging: { status: 'challenging', ...run },
  validating: { status: 'validating', ...run },
  passed: { status: 'passed', ...run, fields: { lot_number: 'lot-1' } },
  failed: { status: 'failed', error },
  restricted: { status: 'restricted', until: 70_000, error: restrictedError },
};

const events: Record<CaptchaEventType, CaptchaEvent> = {
  start: { type: 'start', code: '1127', kind: 'sms', provider: 'sms-code', startedAt: 99 },
  prompt: { type: 'prompt', prompt: { type: 'sms', phone: '5511999', lotNumber: 'lot-2' } },
  submit: { type: 'submit' },
  pass: { type: 'pass', fields: { pass_token: 'p' } },
  fail: { type: 'fail', error },
  restrict: { type: 'restrict', until: 120_000, error: restrictedError },
  cancel: { type: 'cancel' },
  dismiss: { type: 'dismiss' },
  expire: { type: 'expire' },
};

const statuses = Object.keys(states) as CaptchaStatus[];
const eventTypes = Object.keys(events) as CaptchaEventType[];

describe('captchaTransition', () => {
  describe('when walking every status and event', () => {
    for (const status of statuses) {
      for (const type of eventTypes) {
        const target = captchaEdges[status][type];
        it(`${status} + ${type} -> ${target ?? 'ignored'}`, () => {
          const next = captchaTransition(states[status], events[type]);
          if (target === undefined) expect(next).toBe(states[status]);
          else expect(next.status).toBe(target);
        });
      }
    }
  });

  describe('when the flow runs', () => {
    it('goes idle -> challenging -> validating -> passed, carrying the run and the fields', () => {
      let state = captchaTransition(initialCaptchaState(), { type: 'start', ...run });
      expect(state).toEqual({ status: 'challenging', ...run });
      state = captchaTransition(state, events.prompt);
      expect(state).toEqual({
        status: 'challenging',
        ...run,
        prompt: { type: 'sms', phone: '5511999', lotNumber: 'lot-2' },
      });
      state = captchaTransition(state, events.submit);
      expect(state).toEqual({
        status: 'validating',
        ...run,
        prompt: { type: 'sms', phone: '5511999', lotNumber: 'lot-2' },
      });
      state = captchaTransition(state, events.pass);
      expect(state).toEqual({ status: 'passed', ...run, fields: { pass_token: 'p' } });
    });

    it('validates without a prompt when the provider showed none', () => {
      expect(captchaTransition(states.challenging, events.submit)).toEqual({ status: 'validating', ...run });
    });

    it('keeps the error of a failure and the end of a restriction', () => {
      expect(captchaTransition(states.validating, events.fail)).toEqual({ status: 'failed', error });
      expect(captchaTransition(states.challenging, events.restrict)).toEqual({
        status: 'restricted',
        until: 120_000,
        error: restrictedError,
      });
    });

    it('starts a new run from a finished one with the new code', () => {
      expect(captchaTransition(states.failed, events.start)).toEqual({
        status: 'challenging',
        code: '1127',
        kind: 'sms',
        provider: 'sms-code',
        startedAt: 99,
      });
    });

    it('moves a restriction end when restricted again', () => {
      const next = captchaTransition(states.restricted, events.restrict);
      expect(next).toEqual({ status: 'restricted', until: 120_000, error: restrictedError });
    });
  });

  describe('when a challenge is running', () => {
    it('ignores a second start: challenges run one at a time', () => {
      expect(captchaTransition(states.challenging, events.start)).toBe(states.challenging);
      expect(captchaTransition(states.validating, events.start)).toBe(states.validating);
    });
  });

  describe('when restricted', () => {
    it('refuses to start a challenge', () => {
      expect(captchaTransition(states.restricted, events.start)).toBe(states.restricted);
    });
  });

  it('has an edge table naming only known statuses', () => {
    for (const status of statuses) {
      for (const target of Object.values(captchaEdges[status])) expect(statuses).toContain(target);
    }
  });
});
