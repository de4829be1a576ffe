// How a screen opens the log-in / sign-up modal: the header's buttons, a visitor's "Play", the
// "sign in again" offer. The session host (SessionHost.tsx) answers.
import type { GameRef } from '@lobbykit/lobby-core';
import { createContext, useContext } from 'react';
import type { AuthMode } from '../../auth/auth-types';

/** Opens the modal in `mode`; with a `game`, that game opens once the visitor is a player. */
export type OpenAuth = (mode: AuthMode, game?: GameRef) => void;

export const OpenAuthContext = createContext<OpenAuth | null>(null);

/** Opens the log-in / sign-up modal. */
export function useOpenAuth(): OpenAuth {
  const open = useContext(OpenAuthContext);
  if (!open) throw new Error('lobby-ui/app: useOpenAuth must be used inside <LobbyApp>');
  return open;
}
