import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LobbyApp, type LobbyAppProps } from './LobbyApp';

/**
 * Renders the lobby into `root` (a theme app's `main.tsx` calls it once).
 * @example mountLobby(document.getElementById('root')!, { lobby, theme: classicTheme })
 */
export function mountLobby(root: Element, props: LobbyAppProps): { readonly unmount: () => void } {
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <LobbyApp {...props} />
    </StrictMode>,
  );
  return { unmount: () => reactRoot.unmount() };
}
