// What a dialog whose chunk did not download draws: nothing, and a toast once, so a tap that
// opened nothing is not met with silence. Its owner is told the opening is over (`onClose`), so
// what it held goes on (the start-up pop-ups wait while the log-in modal is open) and the next tap
// opens it again; lazyBlock downloads it again then.
import { useEffect, useRef } from 'react';
import { useLobbyText } from '../../shared/texts';
import { useLobbyApp } from '../shell/app-context';

/** The props BlockNotOpened reads of the dialog it stands in for. */
export interface BlockNotOpenedProps {
  /** @default true */
  readonly open?: boolean | undefined;
  readonly onClose?: ((reason: 'close-button') => void) | undefined;
}

export function BlockNotOpened({ open = true, onClose }: BlockNotOpenedProps) {
  const text = useLobbyText();
  const { toaster } = useLobbyApp();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toaster.show(text('lobby.status.checkConnection'), { kind: 'warning' });
  }, [toaster, text]);
  // As if the player had closed it: the dialog never showed.
  useEffect(() => {
    if (open) onClose?.('close-button');
  }, [open, onClose]);
  return null;
}
