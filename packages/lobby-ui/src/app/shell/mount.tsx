import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { LobbyApp, type LobbyAppProps } from './LobbyApp';

/**
 * Renders the lobby into `root` (a theme app's `main.tsx` calls it once).
 * @example mountLobby(document.getElementById('root')!, { lobby, theme: classicTheme })
 */
export function mountLobby(root: Element, props: LobbyAppProps): { readonly unmount: () => void } {
  const reactRoot = createRoot(root);
  // A transition, so React renders the first tree in slices and yields to the browser between
  // them: no single long task at start-up (Total Blocking Time).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <LobbyApp {...props} />
      </StrictMode>,
    );
  });
  return { unmount: () => reactRoot.unmount() };
}
