// Wraps a story in the ThemeProvider the toolbar's theme names (classic, aurora, or
// classic with the mid-autumn overlay), so blocks read real --lk-* tokens.
import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider } from '@lobbykit/theme-kit';
import { auroraTokens, classicTokens, midAutumnOverlay } from '@lobbykit/theme-kit/presets';

export const withLobbyTheme: Decorator = (Story, context) => {
  // Stories that render their own ThemeProvider (the theme-kit boards) opt out.
  if (context.parameters.lobbyTheme === false) return <Story />;
  const theme = String(context.globals.theme ?? 'classic');
  return (
    <ThemeProvider
      tokens={theme === 'aurora' ? auroraTokens : classicTokens}
      holiday={theme === 'mid-autumn' ? midAutumnOverlay : null}
      style={{ minHeight: '100vh' }}
    >
      <Story />
    </ThemeProvider>
  );
};
