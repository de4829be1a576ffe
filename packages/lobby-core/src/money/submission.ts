/**
 * One money submission (a deposit, a withdrawal) as a state machine: which request id it
 * carries and whether a second submit must wait. A submit while one is being sent is refused
 * (a double tap); a submission the hall may have applied without the lobby hearing it
 * (`unsettled`: a timeout, a reset, a 5xx) keeps its request id, so trying the same form again
 * sends the same id and the hall answers its first answer instead of applying it twice.
 */

/** `idle`: nothing under way; `sending`: a call is in flight; `unsettled`: the last answer was lost. */
export type SubmissionStatus = 'idle' | 'sending' | 'unsettled';

export type SubmissionState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'sending' | 'unsettled';
      /** The one request id of this submission, from the first tap to the last retry. */
      readonly requestId: string;
      /** What was submitted (the form's content), to tell a retry from a new submission. */
      readonly fingerprint: string;
    };

export type SubmissionEvent =
  /** The player submits `fingerprint`; `requestId` is a fresh id, used when this is a new submission. */
  | { readonly type: 'submitted'; readonly fingerprint: string; readonly requestId: string }
  /** The hall answered (an order, or a refusal): the next submit is a new submission. */
  | { readonly type: 'answered' }
  /** No answer came back: the hall may have applied it. */
  | { readonly type: 'lost' };

export function initialSubmissionState(): SubmissionState {
  return { status: 'idle' };
}

export function submissionTransition(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'submitted':
      if (state.status === 'sending') return state;
      // The same form after a lost answer is the same submission: same id.
      if (state.status === 'unsettled' && state.fingerprint === event.fingerprint)
        return { status: 'sending', requestId: state.requestId, fingerprint: state.fingerprint };
      return { status: 'sending', requestId: event.requestId, fingerprint: event.fingerprint };
    case 'answered':
      return state.status === 'sending' ? { status: 'idle' } : state;
    case 'lost':
      return state.status === 'sending'
        ? { status: 'unsettled', requestId: state.requestId, fingerprint: state.fingerprint }
        : state;
  }
}
