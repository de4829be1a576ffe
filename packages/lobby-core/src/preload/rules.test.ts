import { describe, expect, it } from 'vitest';
import {
  initialPreloadState,
  mayPreload,
  preloadTransition,
  type PreloadConnection,
  type PreloadEvent,
  type PreloadState,
} from './rules';

describe('mayPreload', () => {
  it.each<[string | undefined, PreloadConnection | undefined, boolean]>([
    ['visible', undefined, true],
    [undefined, undefined, true],
    ['hidden', undefined, false],
    ['visible', {}, true],
    ['visible', { effectiveType: '4g' }, true],
    ['visible', { effectiveType: '3g' }, true],
    ['visible', { effectiveType: '2g' }, false],
    ['visible', { effectiveType: 'slow-2g' }, false],
    ['visible', { saveData: true, effectiveType: '4g' }, false],
    ['visible', { saveData: false, effectiveType: '4g' }, true],
    ['hidden', { saveData: false, effectiveType: '4g' }, false],
  ])('visibility %s, connection %j: %s', (visibility, connection, allowed) => {
    expect(mayPreload(visibility, connection)).toBe(allowed);
  });
});

describe('initialPreloadState', () => {
  it.each<[number, PreloadState]>([
    [0, { kind: 'done' }],
    [1, { kind: 'starting' }],
    [6, { kind: 'starting' }],
  ])('%i files: %j', (count, state) => {
    expect(initialPreloadState(count)).toEqual(state);
  });
});

describe('preloadTransition', () => {
  const due: PreloadEvent = { type: 'due', allowed: true };
  const dueBlocked: PreloadEvent = { type: 'due', allowed: false };
  const settled: PreloadEvent = { type: 'settled' };
  const skipped: PreloadEvent = { type: 'skipped' };
  const allowed: PreloadEvent = { type: 'allowed' };
  const stop: PreloadEvent = { type: 'stop' };

  describe('when the event moves it on', () => {
    it.each<[PreloadState, PreloadEvent, PreloadState]>([
      [{ kind: 'starting' }, due, { kind: 'loading', next: 0 }],
      [{ kind: 'starting' }, dueBlocked, { kind: 'paused', next: 0 }],
      [{ kind: 'waiting', next: 1 }, due, { kind: 'loading', next: 1 }],
      [{ kind: 'waiting', next: 1 }, dueBlocked, { kind: 'paused', next: 1 }],
      [{ kind: 'loading', next: 0 }, settled, { kind: 'waiting', next: 1 }],
      [{ kind: 'loading', next: 0 }, skipped, { kind: 'loading', next: 1 }],
      [{ kind: 'loading', next: 2 }, settled, { kind: 'done' }],
      [{ kind: 'loading', next: 2 }, skipped, { kind: 'done' }],
      [{ kind: 'paused', next: 1 }, allowed, { kind: 'waiting', next: 1 }],
      [{ kind: 'starting' }, stop, { kind: 'stopped' }],
      [{ kind: 'waiting', next: 1 }, stop, { kind: 'stopped' }],
      [{ kind: 'loading', next: 1 }, stop, { kind: 'stopped' }],
      [{ kind: 'paused', next: 1 }, stop, { kind: 'stopped' }],
      [{ kind: 'done' }, stop, { kind: 'stopped' }],
    ])('%j + %j -> %j (3 files)', (state, event, next) => {
      expect(preloadTransition(state, event, 3)).toEqual(next);
    });
  });

  describe('when the state does not expect the event', () => {
    it.each<[PreloadState, PreloadEvent]>([
      [{ kind: 'starting' }, settled],
      [{ kind: 'starting' }, skipped],
      [{ kind: 'starting' }, allowed],
      [{ kind: 'waiting', next: 1 }, settled],
      [{ kind: 'waiting', next: 1 }, skipped],
      [{ kind: 'waiting', next: 1 }, allowed],
      [{ kind: 'loading', next: 1 }, due],
      [{ kind: 'loading', next: 1 }, dueBlocked],
      [{ kind: 'loading', next: 1 }, allowed],
      [{ kind: 'paused', next: 1 }, due],
      [{ kind: 'paused', next: 1 }, dueBlocked],
      [{ kind: 'paused', next: 1 }, settled],
      [{ kind: 'paused', next: 1 }, skipped],
      [{ kind: 'done' }, due],
      [{ kind: 'done' }, settled],
      [{ kind: 'done' }, allowed],
      [{ kind: 'stopped' }, due],
      [{ kind: 'stopped' }, settled],
      [{ kind: 'stopped' }, skipped],
      [{ kind: 'stopped' }, allowed],
      [{ kind: 'stopped' }, stop],
    ])('%j ignores %j', (state, event) => {
      expect(preloadTransition(state, event, 3)).toBe(state);
    });
  });
});
