// When the banner carousel moves on by itself, as a state machine: the shown slide and what
// holds the rotation (a pointer over it, focus in it, a touch, the pause button, reduced
// motion, a hidden page, a dialog over the page). It plays only when nothing holds it and
// there is somewhere to go.

/** Why the rotation waits. `user` and `motion` last until the player presses play. */
export type BannerHold = 'hover' | 'focus' | 'touch' | 'user' | 'motion' | 'hidden' | 'covered';

/** `playing`: a timer will move to the next slide; `held`: something holds it, or one slide. */
type BannerRotationStatus = 'playing' | 'held';

export interface BannerRotationState {
  readonly status: BannerRotationStatus;
  /** The slide shown, 0-based. */
  readonly index: number;
  readonly count: number;
  readonly holds: readonly BannerHold[];
}

export type BannerRotationEvent =
  /** The stay time of the shown slide ran out. */
  | { readonly type: 'advance' }
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { readonly type: 'goTo'; readonly index: number }
  | { readonly type: 'hold'; readonly reason: BannerHold }
  | { readonly type: 'release'; readonly reason: BannerHold }
  /** The pause / play button: pauses a playing rotation, or lifts `user` and `motion`. */
  | { readonly type: 'toggle' }
  | { readonly type: 'resize'; readonly count: number };

function settle(index: number, count: number, holds: readonly BannerHold[]): BannerRotationState {
  return { status: holds.length === 0 && count > 1 ? 'playing' : 'held', index, count, holds };
}

/** The first state: slide 0, held by reduced motion when the player asked for it. */
export function initialBannerRotationState(count: number, reducedMotion = false): BannerRotationState {
  return settle(0, Math.max(0, count), reducedMotion ? ['motion'] : []);
}

/** True while the pause button should offer "play": the player or the system paused it. */
export function isStoppedByChoice(state: BannerRotationState): boolean {
  return state.holds.includes('user') || state.holds.includes('motion');
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export function bannerRotationTransition(
  state: BannerRotationState,
  event: BannerRotationEvent,
): BannerRotationState {
  const { index, count, holds } = state;
  switch (event.type) {
    case 'advance':
      return state.status === 'playing' ? settle(wrap(index + 1, count), count, holds) : state;
    case 'next':
      return count > 1 ? settle(wrap(index + 1, count), count, holds) : state;
    case 'previous':
      return count > 1 ? settle(wrap(index - 1, count), count, holds) : state;
    case 'goTo': {
      const target = Math.trunc(event.index);
      return target >= 0 && target < count && target !== index ? settle(target, count, holds) : state;
    }
    case 'hold':
      return holds.includes(event.reason) ? state : settle(index, count, [...holds, event.reason]);
    case 'release':
      return holds.includes(event.reason)
        ? settle(
            index,
            count,
            holds.filter((reason) => reason !== event.reason),
          )
        : state;
    case 'toggle':
      return isStoppedByChoice(state)
        ? settle(
            index,
            count,
            holds.filter((reason) => reason !== 'user' && reason !== 'motion'),
          )
        : settle(index, count, [...holds, 'user']);
    case 'resize': {
      const size = Math.max(0, Math.trunc(event.count));
      if (size === count) return state;
      return settle(size === 0 ? 0 : Math.min(index, size - 1), size, holds);
    }
  }
}
