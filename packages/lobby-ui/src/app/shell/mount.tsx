import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MOBILE_QUERY } from '../chrome/use-is-mobile';
import { createBrowserLocation } from '../router/browser-location';
import { hydrateLobby } from './hydrate-lobby';
import { restoreInlineStyles } from './inline-styles';
import { LobbyApp, type LobbyAppProps } from './LobbyApp';
import { RENDER_ATTRIBUTE, stampOf, type RenderInputs } from './render-stamp';
import { TakeOverMark } from './take-over-mark';

/**
 * What the page's own first render assumes, or undefined when it cannot match a server render:
 * only a lobby booted from the page's snapshot draws what the server drew from it.
 */
function clientInputs({ lobby, location }: LobbyAppProps): RenderInputs | undefined {
  const { boot, visit } = lobby.store.getState();
  if (boot.machine.status !== 'ready' || boot.snapshot !== 'used' || !visit.language || !location)
    return undefined;
  return {
    language: visit.language.code,
    currency: visit.currency?.code ?? '',
    path: location.current().href,
    // A phone's below MOBILE_QUERY's width, and without matchMedia (as useIsMobile says).
    layout: typeof matchMedia === 'function' && !matchMedia(MOBILE_QUERY).matches ? 'desktop' : 'phone',
  };
}

/**
 * Renders the lobby into `root` (a theme app's `main.tsx` calls it once). When the root holds a
 * server render (`@lobbykit/lobby-ui/server`) whose inputs (language, currency, path and layout)
 * are the ones this page's first render would use, the markup is hydrated; otherwise the lobby
 * renders afresh over it (`data-lk-hydration="skipped"` on the root once its first render is
 * on screen).
 * @example mountLobby(document.getElementById('root')!, { lobby, theme: classicTheme })
 */
export function mountLobby(root: Element, props: LobbyAppProps): { readonly unmount: () => void } {
  // One location for the check and the app: the address the first render shows.
  const app = { ...props, location: props.location ?? createBrowserLocation() };
  const stamp = root.getAttribute(RENDER_ATTRIBUTE);
  if (stamp !== null) {
    const inputs = clientInputs(app);
    if (inputs && stampOf(inputs) === stamp && restoreInlineStyles(root))
      return hydrateLobby(root, app, inputs);
  }
  const reactRoot = createRoot(root);
  // A transition, so React renders the first tree in slices and yields to the browser between
  // them: no single long task at start-up (Total Blocking Time). Its first commit replaces
  // whatever the root held (the splash, or a server render that did not match).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        {stamp !== null && <TakeOverMark root={root} how="skipped" />}
        <LobbyApp {...app} />
      </StrictMode>,
    );
  });
  return { unmount: () => reactRoot.unmount() };
}
