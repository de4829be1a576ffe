// The site's look on the theme's tokens: background colour, skin, layout design and the
// holiday overlay for the visit's currency (theme-kit decides), on <html> too so dialogs
// rendered in portals and the page behind the lobby match.
import { useSiteLook } from '@lobbykit/lobby-core/react';
import { ThemeProvider, type HolidayOverlay, type LobbyTheme } from '@lobbykit/theme-kit';
import type { ReactNode } from 'react';

export interface ThemeBridgeProps {
  readonly theme: LobbyTheme;
  readonly overlays: readonly HolidayOverlay[];
  readonly children?: ReactNode;
}

export function ThemeBridge({ theme, overlays, children }: ThemeBridgeProps) {
  const look = useSiteLook();
  return (
    <ThemeProvider
      tokens={theme.styles}
      site={look.site}
      currency={look.currency}
      layout={look.layout}
      overlays={overlays}
      applyTo={typeof document === 'undefined' ? undefined : document.documentElement}
      className="lk-app"
    >
      {children}
    </ThemeProvider>
  );
}
