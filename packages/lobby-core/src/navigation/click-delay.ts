// Spec §2 "Navigation behaviour": customer-service clicks are delayed by 500 ms, so a double
// click (or an impatient second one) opens one window, not two.
import { CUSTOMER_SERVICE_CLICK_DELAY_MS, type Timers } from '@lobbykit/contract';

export interface ClickDelayOptions {
  /** The timers the delay waits on (`globalThis` timers in a page). */
  readonly timers: Timers;
  /** How long a click waits before its action runs. @default CUSTOMER_SERVICE_CLICK_DELAY_MS (500) */
  readonly delayMs?: number | undefined;
}

export interface ClickDelay {
  /** Runs `action` after the delay, unless a click is already waiting (then this one is ignored). */
  click(action: () => void): void;
  /** Forgets a waiting click (the control went away). */
  cancel(): void;
  /** Whether a click is waiting. */
  pending(): boolean;
}

/**
 * A control's delayed click.
 * @example
 * const delay = createClickDelay({ timers });
 * button.onclick = () => delay.click(openCustomerService);
 */
export function createClickDelay({
  timers,
  delayMs = CUSTOMER_SERVICE_CLICK_DELAY_MS,
}: ClickDelayOptions): ClickDelay {
  let waiting: { readonly handle: unknown } | undefined;
  return {
    click(action) {
      if (waiting) return;
      const handle = timers.setTimeout(() => {
        waiting = undefined;
        action();
      }, delayMs);
      waiting = { handle };
    },
    cancel() {
      if (!waiting) return;
      timers.clearTimeout(waiting.handle);
      waiting = undefined;
    },
    pending: () => waiting !== undefined,
  };
}
