// The lobby's boot as an explicit state machine: pure data in, pure data out. The runner
// (runner.ts) turns each state into effects (calls, timers); nothing here touches the world.
import type { HallErrorKind } from '@lobbykit/transport';

/** Why a network boot attempt failed: the kind of hall error of site info, or the attempt's deadline. */
export interface BootFailure {
  readonly kind: HallErrorKind | 'deadline';
  /** The service code, when the hall answered with one. */
  readonly code?: string | undefined;
  readonly requestId?: string | undefined;
  /** What went wrong, for logs and support (the hall error's message, or why its connection did not load). */
  readonly message?: string | undefined;
}

/**
 * The background refresh of data a boot took from the inlined snapshot: `none` (the boot read
 * the network), `scheduled`, `running`, `done` or `failed` (the snapshot's data stays shown).
 */
export type BootRevalidation = 'none' | 'scheduled' | 'running' | 'done' | 'failed';

/**
 * Where the boot stands. `attempt` counts network attempts from 1. `retrying` is the "still
 * trying" screen: the hall did not answer, `retryAt` (epoch ms) is when the next attempt starts
 * on its own, and `retry` starts it at once. `ready` means the site is known and the lobby can
 * render, from the inlined snapshot or from the network.
 */
export type BootState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly attempt: number }
  | {
      readonly status: 'retrying';
      readonly attempt: number;
      readonly retryAt: number;
      readonly failure: BootFailure;
    }
  | {
      readonly status: 'ready';
      readonly source: 'snapshot' | 'network';
      readonly revalidation: BootRevalidation;
    };

export type BootStatus = BootState['status'];

/** What can happen to the boot. */
export type BootEvent =
  /** The runner starts; `snapshot` says whether a valid snapshot was applied. */
  | { readonly type: 'start'; readonly snapshot: boolean }
  /** The site data of a network attempt arrived. */
  | { readonly type: 'loaded' }
  /** A network attempt failed; the runner chose when the next one starts. */
  | { readonly type: 'failed'; readonly failure: BootFailure; readonly retryAt: number }
  /** The wait before the next attempt is over. */
  | { readonly type: 'retryDue' }
  /** The visitor asked to try again now. */
  | { readonly type: 'retry' }
  /** The background refresh starts (the scheduled one, or one asked for later). */
  | { readonly type: 'revalidate' }
  | { readonly type: 'revalidated' }
  | { readonly type: 'revalidationFailed' };

/** The first state: idle until `start`. */
export const initialBootState = (): BootState => ({ status: 'idle' });

/** The next state; the same object when the event does not apply, so callers can skip effects. */
export function bootTransition(state: BootState, event: BootEvent): BootState {
  const s = state;
  switch (event.type) {
    case 'start':
      if (s.status !== 'idle') return s;
      return event.snapshot
        ? { status: 'ready', source: 'snapshot', revalidation: 'scheduled' }
        : { status: 'loading', attempt: 1 };
    case 'loaded':
      return s.status === 'loading' ? { status: 'ready', source: 'network', revalidation: 'none' } : s;
    case 'failed':
      return s.status === 'loading'
        ? { status: 'retrying', attempt: s.attempt, retryAt: event.retryAt, failure: event.failure }
        : s;
    case 'retryDue':
    case 'retry':
      return s.status === 'retrying' ? { status: 'loading', attempt: s.attempt + 1 } : s;
    case 'revalidate':
      return s.status === 'ready' && s.revalidation !== 'running' ? { ...s, revalidation: 'running' } : s;
    case 'revalidated':
      return s.status === 'ready' && s.revalidation === 'running' ? { ...s, revalidation: 'done' } : s;
    case 'revalidationFailed':
      return s.status === 'ready' && s.revalidation === 'running' ? { ...s, revalidation: 'failed' } : s;
  }
}
