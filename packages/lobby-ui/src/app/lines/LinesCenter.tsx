// The lines' own chunk, mounted after the first paint: the toast when the lobby leaves a dead line
// by itself ("Connection problem: now on line 2.") or finds every line dead ("No line is
// answering."), and the "Switch line" dialog while open,
// with the lines measured as it opens when they were not yet.
import { allLinesDown, failedOverTo, selectLines } from '@lobbykit/lobby-core';
import { useLobby, useLobbySelector } from '@lobbykit/lobby-core/react';
import { useEffect, useRef, useState } from 'react';
import { LinesDialog } from '../../lines/LinesDialog';
import { useLobbyText } from '../../shared/texts';
import { useLobbyApp } from '../shell/app-context';

/** Longer than a toast's 3 s: the player may want to read which line, then look for the switch. */
const FAILOVER_TOAST_MS = 6000;

export interface LinesCenterProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function LinesCenter({ open, onClose }: LinesCenterProps) {
  const lobby = useLobby();
  const text = useLobbyText();
  const { toaster } = useLobbyApp();
  const api = useLobbySelector((state) => selectLines(state).api);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  const previous = useRef(api);
  // One toast tells where the lines stand: a newer one takes the place of the last, so a call
  // going round three dead lines leaves "No line is answering", not a stack of lines it left.
  const toastId = useRef<number>(undefined);
  useEffect(() => {
    const now = failedOverTo(previous.current, api);
    const down = allLinesDown(previous.current, api);
    previous.current = api;
    if (!now && !down) return;
    if (toastId.current !== undefined) toaster.dismiss(toastId.current);
    const shown = toaster.show(
      now ? text('lobby.lines.switched', { number: now.lineNumber }) : text('lobby.lines.allDown'),
      { kind: 'warning', duration: FAILOVER_TOAST_MS },
    );
    toastId.current = shown.ok ? shown.id : undefined;
  }, [api, toaster, text]);

  const test = () =>
    void lobby.hall().then(
      ({ lines }) => lines.speedTest('api'),
      () => undefined,
    );
  // Pings not measured yet are measured as the list opens.
  const unmeasured = open && !api.testing && api.lines.some((line) => line.ping === 0);
  useEffect(() => {
    if (unmeasured) test();
    // `test` is made anew each render; the measuring depends on the opening alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unmeasured]);

  if (!wanted) return null;
  return (
    <LinesDialog
      open={open}
      onClose={onClose}
      lines={api.lines}
      current={api.current}
      testing={api.testing}
      onChoose={(url) =>
        void lobby.hall().then(
          ({ lines }) => lines.select('api', url),
          () => undefined,
        )
      }
      onTest={test}
    />
  );
}
