import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialPopupQueueState, isEnded, popupQueueTransition } from './machine';
import type { PopupItemConfig, PopupQueueEvent, PopupQueueState } from './machine';

const itemsArb = fc
  .array(
    fc.record({
      showTimes: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      advance: fc.constantFrom<'loaded' | 'closed' | undefined>('loaded', 'closed', undefined),
      reshowOnResume: fc.boolean(),
    }),
    { maxLength: 8 },
  )
  .map((configs): PopupItemConfig[] => configs.map((config, index) => ({ id: `item${index}`, ...config })));

/** What the world can do to a queue; `pick` chooses among the items the command applies to. */
type Command =
  | { kind: 'start' }
  | { kind: 'restart'; login: boolean }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'gate'; gameRoute: boolean; dialogOpen: boolean }
  | { kind: 'loaded'; pick: number; show: boolean }
  | { kind: 'failed'; pick: number }
  | { kind: 'timeout'; pick: number }
  | { kind: 'stale'; pick: number }
  | { kind: 'close'; pick: number };

// Weighted so that runs often reach the interesting places: items on screen, gates flipping.
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.constant<Command>({ kind: 'start' }), weight: 2 },
  { arbitrary: fc.boolean().map<Command>((login) => ({ kind: 'restart', login })), weight: 1 },
  { arbitrary: fc.constant<Command>({ kind: 'pause' }), weight: 1 },
  { arbitrary: fc.constant<Command>({ kind: 'resume' }), weight: 2 },
  {
    arbitrary: fc
      .constantFrom([true, false], [true, false], [false, false], [true, true], [false, true])
      .map<Command>(([gameRoute, dialogOpen]) => ({ kind: 'gate', gameRoute, dialogOpen })),
    weight: 4,
  },
  {
    arbitrary: fc
      .record({ pick: fc.nat(), show: fc.boolean() })
      .map<Command>((x) => ({ kind: 'loaded', ...x })),
    weight: 5,
  },
  { arbitrary: fc.nat().map<Command>((pick) => ({ kind: 'failed', pick })), weight: 1 },
  { arbitrary: fc.nat().map<Command>((pick) => ({ kind: 'timeout', pick })), weight: 1 },
  { arbitrary: fc.nat().map<Command>((pick) => ({ kind: 'stale', pick })), weight: 1 },
  { arbitrary: fc.nat().map<Command>((pick) => ({ kind: 'close', pick })), weight: 2 },
);

function toEvent(state: PopupQueueState, command: Command): PopupQueueEvent | undefined {
  const loading = state.items.filter((item) => item.status === 'loading');
  const target = 'pick' in command ? loading[command.pick % Math.max(loading.length, 1)] : undefined;
  switch (command.kind) {
    case 'start':
    case 'pause':
    case 'resume':
      return { type: command.kind };
    case 'restart':
      return { type: 'restart', loginTriggered: command.login };
    case 'gate':
      return { type: 'gate', gameRoute: command.gameRoute, dialogOpen: command.dialogOpen };
    case 'loaded':
      return target && { type: 'loaded', id: target.id, attempt: target.attempt, data: command.show };
    case 'failed':
    case 'timeout':
      return target && { type: command.kind, id: target.id, attempt: target.attempt };
    case 'stale':
      return target && { type: 'loaded', id: target.id, attempt: target.attempt - 1, data: true };
    case 'close': {
      const item = state.items[command.pick % Math.max(state.items.length, 1)];
      return item && { type: 'close', id: item.id };
    }
  }
}

/** Applies the commands and hands every (before, after) pair to the check. */
function walk(
  items: PopupItemConfig[],
  commands: Command[],
  check: (before: PopupQueueState, after: PopupQueueState) => void,
): PopupQueueState {
  let state = initialPopupQueueState(items);
  for (const command of commands) {
    const event = toEvent(state, command);
    if (!event) continue;
    const next = popupQueueTransition(state, event);
    check(state, next);
    state = next;
  }
  return state;
}

const runs = { numRuns: 1000 };

describe('popupQueueTransition (properties)', () => {
  describe('when any sequence of events arrives', () => {
    it('never shows two items at once', () => {
      fc.assert(
        fc.property(itemsArb, fc.array(commandArb, { maxLength: 60, size: 'max' }), (items, commands) => {
          walk(items, commands, (_, after) => {
            expect(after.items.filter((item) => item.status === 'showing').length).toBeLessThanOrEqual(1);
          });
        }),
        runs,
      );
    });

    it('never shows an item off the game route, behind another dialog or while not running', () => {
      fc.assert(
        fc.property(itemsArb, fc.array(commandArb, { maxLength: 60, size: 'max' }), (items, commands) => {
          walk(items, commands, (_, after) => {
            if (after.items.some((item) => item.status === 'showing')) {
              expect(after.gameRoute).toBe(true);
              expect(after.dialogOpen).toBe(false);
              expect(after.status).toBe('running');
            }
          });
        }),
        runs,
      );
    });

    it('never shows an item more often than its show-times count', () => {
      fc.assert(
        fc.property(itemsArb, fc.array(commandArb, { maxLength: 80, size: 'max' }), (items, commands) => {
          const shows = new Map<string, number>();
          walk(items, commands, (before, after) => {
            after.items.forEach((item, index) => {
              const previous = before.items[index]!;
              // A show is a move onto the screen that spends a count; a re-display after a gate
              // or a pause hid the item spends none, and must not happen to an item never counted.
              if (item.status === 'showing' && previous.status !== 'showing') {
                if (item.remaining < previous.remaining) shows.set(item.id, (shows.get(item.id) ?? 0) + 1);
                else expect(previous.shown).toBe(true);
              }
            });
          });
          for (const item of items) {
            expect(shows.get(item.id) ?? 0).toBeLessThanOrEqual(item.showTimes ?? 1);
          }
        }),
        runs,
      );
    });

    it('ends the run exactly when every item has ended', () => {
      fc.assert(
        fc.property(itemsArb, fc.array(commandArb, { maxLength: 60, size: 'max' }), (items, commands) => {
          walk(items, commands, (_, after) => {
            const allEnded = after.items.every((item) => isEnded(item.status));
            if (after.status === 'running') expect(allEnded).toBe(false);
            if (after.status === 'ended') expect(allEnded).toBe(true);
          });
        }),
        runs,
      );
    });

    it('always reaches the end once the gates open and every load and shown item finishes', () => {
      fc.assert(
        fc.property(
          itemsArb,
          fc.array(commandArb, { maxLength: 40, size: 'max' }),
          fc.array(fc.constantFrom('show', 'empty', 'failed', 'timeout'), { minLength: 1 }),
          (items, commands, outcomes) => {
            let state = walk(items, commands, () => undefined);
            if (state.status === 'destroyed') return;
            state = popupQueueTransition(state, { type: 'gate', gameRoute: true, dialogOpen: false });
            if (state.status === 'idle') state = popupQueueTransition(state, { type: 'start' });
            if (state.status === 'paused') state = popupQueueTransition(state, { type: 'resume' });
            // Each item needs at most a load result and a close; allow one spare step per item.
            for (let step = 0; step < items.length * 3 + 1 && state.status === 'running'; step += 1) {
              const shown = state.items.find((item) => item.status === 'showing');
              const loading = state.items.find((item) => item.status === 'loading');
              const outcome = outcomes[step % outcomes.length]!;
              if (shown) state = popupQueueTransition(state, { type: 'close', id: shown.id });
              else if (loading) {
                const { id, attempt } = loading;
                state = popupQueueTransition(
                  state,
                  outcome === 'show' || outcome === 'empty'
                    ? { type: 'loaded', id, attempt, data: outcome === 'show' }
                    : { type: outcome, id, attempt },
                );
              } else break;
            }
            expect(state.status).toBe('ended');
          },
        ),
        runs,
      );
    });
  });
});
