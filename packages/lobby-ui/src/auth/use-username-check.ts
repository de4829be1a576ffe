// The sign-up's availability check: a pause after the last key, then one question to the owner;
// an answer about a name the player has since changed is dropped.
import type { Timers } from '@lobbykit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UsernameAvailability } from './auth-types';

type UsernameCheckStatus = 'idle' | 'checking' | 'available' | 'taken';

export interface UsernameCheck {
  readonly status: UsernameCheckStatus;
  readonly suggestions: readonly string[];
  /** The player took a suggested name: the owner already said it is free. */
  readonly accept: (name: string) => void;
}

interface Known {
  readonly name: string;
  readonly status: Exclude<UsernameCheckStatus, 'idle'>;
  readonly suggestions: readonly string[];
}

export interface UsernameCheckOptions {
  /** The name as typed, trimmed. */
  readonly name: string;
  /** Checked only when the name passes the local rules (and in a sign-up). */
  readonly enabled: boolean;
  readonly onCheck: ((name: string) => Promise<UsernameAvailability>) | undefined;
  readonly delay: number;
  readonly timers: Timers;
}

export function useUsernameCheck({
  name,
  enabled,
  onCheck,
  delay,
  timers,
}: UsernameCheckOptions): UsernameCheck {
  const [known, setKnown] = useState<Known | null>(null);
  const latest = useRef(name);
  const onCheckRef = useRef(onCheck);
  useEffect(() => {
    latest.current = name;
    onCheckRef.current = onCheck;
  });
  const knownName = known?.name;
  const active = enabled && onCheck !== undefined;

  useEffect(() => {
    if (!active || knownName === name) return undefined;
    const handle = timers.setTimeout(() => {
      const ask = onCheckRef.current;
      if (!ask) return;
      setKnown({ name, status: 'checking', suggestions: [] });
      ask(name).then(
        (answer) => {
          if (latest.current !== name) return;
          setKnown({
            name,
            status: answer.available ? 'available' : 'taken',
            suggestions: answer.available ? [] : answer.suggestions.filter((s) => s !== name).slice(0, 5),
          });
        },
        // A failed check blocks nothing: the sign-up itself still answers 1013.
        () => {
          if (latest.current === name) setKnown(null);
        },
      );
    }, delay);
    return () => timers.clearTimeout(handle);
  }, [active, name, knownName, delay, timers]);

  const accept = useCallback((picked: string) => {
    setKnown({ name: picked, status: 'available', suggestions: [] });
  }, []);

  const current = active && known?.name === name ? known : null;
  return { status: current?.status ?? 'idle', suggestions: current?.suggestions ?? [], accept };
}
