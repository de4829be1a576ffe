// Takes over a server render's markup (hydrateRoot) once the texts it was rendered in are loaded.
// The store is frozen for the hydration at the state the page was served with, so what the
// lobby learns meanwhile (a session restored from IndexedDB, fresh data) arrives as an update
// right after and never makes the first render differ from the markup.
import { createTexts } from '@lobbykit/i18n';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { LobbyAppWithFirstRender, type LobbyAppProps } from './LobbyApp';
import { loadTexts } from './loaded-texts';
import { hydrateBoundariesEarly } from './hydrate-boundaries';
import { HYDRATION_ATTRIBUTE, type RenderInputs } from './render-stamp';
import { TakeOverMark } from './take-over-mark';

export function hydrateLobby(
  root: Element,
  props: LobbyAppProps,
  inputs: RenderInputs,
): { readonly unmount: () => void } {
  const state = props.lobby.store.getState();
  // The texts I18nBridge would make, loaded first: the server rendered the page in them.
  const texts = props.i18n ?? createTexts({ url: null, storage: null, browserLanguages: [inputs.language] });
  let reactRoot: Root | undefined;
  let unmounted = false;
  void loadTexts(texts).then(() => {
    if (unmounted) return;
    // A transition, so React hydrates in slices and yields to the browser between them.
    startTransition(() => {
      reactRoot = hydrateRoot(
        root,
        <StrictMode>
          <TakeOverMark
            root={root}
            how="hydrated"
            // The boundaries' content (the page itself) next, in slices, not when an update forces it.
            onTakenOver={() => (reactRoot ? hydrateBoundariesEarly(root, reactRoot) : () => undefined)}
          />
          <LobbyAppWithFirstRender {...props} i18n={texts} firstRender={{ layout: inputs.layout, state }} />
        </StrictMode>,
        {
          // The markup did not match: React renders over it. Never silent: the root says so.
          onRecoverableError: (error) => {
            root.setAttribute(HYDRATION_ATTRIBUTE, 'fallback');
            console.error('lobby-ui: hydration fell back', error);
          },
        },
      );
    });
  });
  return {
    unmount: () => {
      unmounted = true;
      reactRoot?.unmount();
    },
  };
}
