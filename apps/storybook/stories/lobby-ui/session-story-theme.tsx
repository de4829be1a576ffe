// The set-up the stories of the session's and Play's dialogs share: a theme of the connected
// screens whose story lobby has its session set before the first render (no hall answers in a
// story, so a player exists only this way), and the player they show.
import type { SessionState } from '@lobbykit/lobby-core';
import { useLobby } from '@lobbykit/lobby-core/react';
import { defineTheme, type LobbyTheme, type ThemeSlotProps } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';
import { useState, type ReactNode } from 'react';

/** A player of the story site (Brazilian reais). */
export const storyPlayer: SessionState = {
  status: 'player',
  kind: 'player',
  account: { username: 'harbor01', currency: 'BRL', game_gold: 1234.5 },
};

/** Puts the story lobby's session in `state` before the page renders; a visitor stays one. */
function SessionAs({ state }: { readonly state: SessionState | undefined }) {
  const { store } = useLobby();
  useState(() => {
    if (state) store.dispatch({ type: 'session/sessionChanged', payload: state });
    return null;
  });
  return null;
}

export interface SessionStoryThemeOptions {
  readonly name: string;
  /** The lobby's session before the first render. @default a visitor */
  readonly session?: SessionState | undefined;
  /** What the header holds. @default no header */
  readonly header?: ReactNode;
  readonly pages: LobbyTheme['pages'];
}

/** A theme of `pages` in a plain frame (the header, the page), the story lobby's session set. */
export function sessionStoryTheme({ name, session, header, pages }: SessionStoryThemeOptions): LobbyTheme {
  function Layout({ children }: ThemeSlotProps) {
    return (
      <div className="sb-app">
        <SessionAs state={session} />
        {header === undefined ? null : <header className="sb-app__header">{header}</header>}
        <main className="sb-app__main">{children}</main>
      </div>
    );
  }
  return defineTheme({
    name,
    pages,
    layouts: { main: Layout },
    footer: () => null,
    floatBar: () => null,
    styles: classicTokens,
  });
}
