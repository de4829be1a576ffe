import { describe, expect, it } from 'vitest';
import { bootTransition, initialBootState, type BootEvent, type BootState } from './machine';

const failure = { kind: 'network', requestId: 'r-1' } as const;

const idle: BootState = { status: 'idle' };
const loading: BootState = { status: 'loading', attempt: 2 };
const retrying: BootState = { status: 'retrying', attempt: 2, retryAt: 5000, failure };
const fromSnapshot: BootState = { status: 'ready', source: 'snapshot', revalidation: 'scheduled' };
const revalidating: BootState = { status: 'ready', source: 'snapshot', revalidation: 'running' };
const revalidated: BootState = { status: 'ready', source: 'snapshot', revalidation: 'done' };
const revalidationFailed: BootState = { status: 'ready', source: 'snapshot', revalidation: 'failed' };
const fromNetwork: BootState = { status: 'ready', source: 'network', revalidation: 'none' };

const startWithSnapshot: BootEvent = { type: 'start', snapshot: true };
const startWithout: BootEvent = { type: 'start', snapshot: false };
const loaded: BootEvent = { type: 'loaded' };
const failed: BootEvent = { type: 'failed', failure, retryAt: 9000 };
const retryDue: BootEvent = { type: 'retryDue' };
const retry: BootEvent = { type: 'retry' };
const revalidate: BootEvent = { type: 'revalidate' };
const done: BootEvent = { type: 'revalidated' };
const notDone: BootEvent = { type: 'revalidationFailed' };

const allEvents = [
  startWithSnapshot,
  startWithout,
  loaded,
  failed,
  retryDue,
  retry,
  revalidate,
  done,
  notDone,
];

/** Every edge that changes the state: [from, event, to]. Any pair not listed leaves the state as it is. */
const edges: readonly [string, BootState, BootEvent, BootState][] = [
  ['idle', idle, startWithSnapshot, fromSnapshot],
  ['idle', idle, startWithout, { status: 'loading', attempt: 1 }],
  ['loading', loading, loaded, fromNetwork],
  ['loading', loading, failed, { status: 'retrying', attempt: 2, retryAt: 9000, failure }],
  ['retrying', retrying, retryDue, { status: 'loading', attempt: 3 }],
  ['retrying', retrying, retry, { status: 'loading', attempt: 3 }],
  ['ready (scheduled)', fromSnapshot, revalidate, revalidating],
  ['ready (done)', revalidated, revalidate, revalidating],
  ['ready (failed)', revalidationFailed, revalidate, revalidating],
  [
    'ready (network)',
    fromNetwork,
    revalidate,
    { status: 'ready', source: 'network', revalidation: 'running' },
  ],
  ['ready (running)', revalidating, done, revalidated],
  ['ready (running)', revalidating, notDone, revalidationFailed],
];

const states: readonly [string, BootState][] = [
  ['idle', idle],
  ['loading', loading],
  ['retrying', retrying],
  ['ready (scheduled)', fromSnapshot],
  ['ready (running)', revalidating],
  ['ready (done)', revalidated],
  ['ready (failed)', revalidationFailed],
  ['ready (network)', fromNetwork],
];

describe('bootTransition', () => {
  describe('when the boot has not started', () => {
    it('starts idle', () => {
      expect(initialBootState()).toEqual({ status: 'idle' });
    });
  });

  describe.each(edges)('when %s', (_name, from, event, to) => {
    it(`${event.type}${event.type === 'start' ? ` (snapshot: ${String(event.snapshot)})` : ''} leads to ${to.status}`, () => {
      expect(bootTransition(from, event)).toEqual(to);
    });
  });

  // Every other (state, event) pair: the machine must hand back the very same object.
  describe.each(states)('when %s', (name, from) => {
    const ignored = allEvents.filter(
      (event) => !edges.some(([edgeName, , edgeEvent]) => edgeName === name && edgeEvent === event),
    );
    it.each(ignored.map((event) => [event.type, event] as const))('ignores %s', (_type, event) => {
      expect(bootTransition(from, event)).toBe(from);
    });
  });

  describe('when attempts keep failing', () => {
    it('counts them, and never ends in a state without a way forward', () => {
      let state = bootTransition(initialBootState(), startWithout);
      for (let attempt = 1; attempt <= 30; attempt++) {
        expect(state).toEqual({ status: 'loading', attempt });
        state = bootTransition(state, { type: 'failed', failure, retryAt: attempt * 1000 });
        expect(state).toMatchObject({ status: 'retrying', attempt, retryAt: attempt * 1000 });
        state = bootTransition(state, retryDue);
      }
      expect(bootTransition(state, loaded)).toEqual(fromNetwork);
    });
  });
});
