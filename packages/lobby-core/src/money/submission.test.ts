import { describe, expect, it } from 'vitest';
import { initialSubmissionState, submissionTransition, type SubmissionState } from './submission';

const idle = initialSubmissionState();
const sending: SubmissionState = { status: 'sending', requestId: 'dep-1', fingerprint: 'form-a' };
const unsettled: SubmissionState = { status: 'unsettled', requestId: 'dep-1', fingerprint: 'form-a' };
const submitA = { type: 'submitted', fingerprint: 'form-a', requestId: 'dep-2' } as const;
const submitB = { type: 'submitted', fingerprint: 'form-b', requestId: 'dep-3' } as const;

describe('submissionTransition', () => {
  describe('when idle', () => {
    it('sends a submission with its new id', () => {
      expect(submissionTransition(idle, submitA)).toEqual({
        status: 'sending',
        requestId: 'dep-2',
        fingerprint: 'form-a',
      });
    });

    it('ignores an answer or a loss', () => {
      expect(submissionTransition(idle, { type: 'answered' })).toBe(idle);
      expect(submissionTransition(idle, { type: 'lost' })).toBe(idle);
    });
  });

  describe('when sending', () => {
    it('refuses a second submit, the same form or another (a double tap): the same state', () => {
      expect(submissionTransition(sending, submitA)).toBe(sending);
      expect(submissionTransition(sending, submitB)).toBe(sending);
    });

    it('is idle once answered', () => {
      expect(submissionTransition(sending, { type: 'answered' })).toEqual({ status: 'idle' });
    });

    it('keeps its id when the answer is lost', () => {
      expect(submissionTransition(sending, { type: 'lost' })).toEqual(unsettled);
    });
  });

  describe('when unsettled', () => {
    it('sends the same form again with the same id', () => {
      expect(submissionTransition(unsettled, submitA)).toEqual({
        status: 'sending',
        requestId: 'dep-1',
        fingerprint: 'form-a',
      });
    });

    it('sends another form as a new submission', () => {
      expect(submissionTransition(unsettled, submitB)).toEqual({
        status: 'sending',
        requestId: 'dep-3',
        fingerprint: 'form-b',
      });
    });

    it('ignores an answer or a loss', () => {
      expect(submissionTransition(unsettled, { type: 'answered' })).toBe(unsettled);
      expect(submissionTransition(unsettled, { type: 'lost' })).toBe(unsettled);
    });
  });
});
