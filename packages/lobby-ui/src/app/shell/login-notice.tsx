// `useRequireLogin`, for a theme's own "log in first" moments: it opens the log-in modal (the
// session host's), about a game (which then opens after the login) or about logging in at all.
import type { GameRef } from '@lobbykit/lobby-core';
import { useCallback } from 'react';
import { useOpenAuth } from '../session/auth-context';

type RequireLogin = (game?: GameRef) => void;

/** Opens the log-in modal; with a game, the game opens once the visitor has logged in. */
export function useRequireLogin(): RequireLogin {
  const openAuth = useOpenAuth();
  return useCallback<RequireLogin>((game) => openAuth('login', game), [openAuth]);
}
