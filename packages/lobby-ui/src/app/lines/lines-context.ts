// How a screen opens "Switch line": the footer's switch, a theme's menu. The lines host
// (LinesHost.tsx) answers.
import { createContext, useContext } from 'react';

export const OpenLinesContext = createContext<(() => void) | null>(null);

/** Opens the "Switch line" dialog. */
export function useOpenLines(): () => void {
  const open = useContext(OpenLinesContext);
  if (!open) throw new Error('lobby-ui/app: useOpenLines must be used inside <LobbyApp>');
  return open;
}
