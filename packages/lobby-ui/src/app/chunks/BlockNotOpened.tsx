// What a dialog whose chunk did not download draws: nothing, and a toast once, so a tap that
// opened nothing is not met with silence. lazyBlock downloads it again at its next mount.
import { useEffect, useRef } from 'react';
import { useLobbyText } from '../../shared/texts';
import { useLobbyApp } from '../shell/app-context';

export function BlockNotOpened() {
  const text = useLobbyText();
  const { toaster } = useLobbyApp();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toaster.show(text('lobby.status.checkConnection'), { kind: 'warning' });
  }, [toaster, text]);
  return null;
}
