// Wraps a story in the ThemeProvider the toolbar's theme names (classic, aurora or lagoon, each
// with or without the mid-autumn overlay), so blocks read real --lk-* tokens.
import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider } from '@lobbykit/theme-kit';
import { midAutumnOverlay } from '@lobbykit/theme-kit/presets';
import { storyTheme } from './story-themes';

export const withLobbyTheme: Decorator = (Story, context) => {
  // Stories that render their own ThemeProvider (the theme-kit boards) opt out.
  if (context.parameters.lobbyTheme === false) return <Story />;
  const { tokens, midAutumn } = storyTheme(context.globals.theme);
  return (
    <ThemeProvider
      tokens={tokens}
      holiday={midAutumn ? midAutumnOverlay : null}
      style={{ minHeight: '100vh' }}
    >
      <Story />
    </ThemeProvider>
  );
};
