// The lobby's own dialogs (the pay modal, the log-in modal) hold the start-up sequence while they
// are open: spec §4 pauses the queue while another modal is open and resumes it after, re-running
// the pop-ups marked to show again (a deposit may have ended the first-charge offer).
import { createContext, useContext, useEffect } from 'react';

export interface StartupGate {
  /** Holds the sequence; answers the release (calling it twice releases once). */
  readonly hold: () => () => void;
  readonly held: () => boolean;
  /** Calls `listener` when `held()` changes; answers the function that stops it. */
  readonly subscribe: (listener: () => void) => () => void;
}

export function createStartupGate(): StartupGate {
  let holds = 0;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    hold: () => {
      holds += 1;
      if (holds === 1) changed();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds === 0) changed();
      };
    },
    held: () => holds > 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const StartupGateContext = createContext<StartupGate | null>(null);

export function useStartupGate(): StartupGate {
  const gate = useContext(StartupGateContext);
  if (!gate) throw new Error('lobby-ui/app: the start-up gate must be used inside <LobbyApp>');
  return gate;
}

/** Holds the start-up sequence while `open` (a dialog of the lobby's own is on screen). */
export function useHoldStartup(open: boolean): void {
  const gate = useContext(StartupGateContext);
  useEffect(() => (open && gate ? gate.hold() : undefined), [open, gate]);
}
