// The visit's debug switches (lobby-core's `useDebugSwitches`: `{}` in a production build) made
// real: the contexts the game cards, the routes and the animated blocks read, the root attributes and the
// viewport (debug-switches-dom.ts), and every page's chunk at start for `noLazy`.
import { useDebugSwitches } from '@lobbykit/lobby-core/react';
import type { LobbyTheme } from '@lobbykit/theme-kit';
import { useEffect, type ReactNode } from 'react';
import { LiteGameCardsContext } from '../../game-card/lite-cards';
import { AnimationModeContext } from '../../shared/reduced-motion';
import { KeepPagesContext } from '../router/keep-pages';
import { preloadAllPages } from '../router/page-components';
import { applyDesktopViewport, applyRootSwitches } from './debug-switches-dom';

export interface DebugSwitchesBridgeProps {
  readonly theme: LobbyTheme;
  readonly children?: ReactNode;
}

export function DebugSwitchesBridge({ theme, children }: DebugSwitchesBridgeProps) {
  const { cardLite, keepAlive, noLazy, blurAnimation, openPC, animationMode } = useDebugSwitches();
  useEffect(
    () => applyRootSwitches(document.documentElement, { blurAnimation, animationMode }),
    [blurAnimation, animationMode],
  );
  useEffect(() => (openPC ? applyDesktopViewport(document) : undefined), [openPC]);
  useEffect(() => {
    if (noLazy) preloadAllPages(theme);
  }, [noLazy, theme]);
  return (
    <LiteGameCardsContext value={cardLite === true}>
      <KeepPagesContext value={keepAlive === true}>
        <AnimationModeContext value={animationMode}>{children}</AnimationModeContext>
      </KeepPagesContext>
    </LiteGameCardsContext>
  );
}
