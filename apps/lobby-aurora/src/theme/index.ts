// The aurora theme: its pages, layout, footer, float bar and tokens (theme-kit's aurora set).
import { lazyPage } from '@lobbykit/lobby-ui/app';
import { defineTheme } from '@lobbykit/theme-kit';
import { auroraTokens } from '@lobbykit/theme-kit/presets';
import { AuroraFloatBar } from './AuroraFloatBar';
import { AuroraFooter } from './AuroraFooter';
import { AuroraLayout } from './AuroraLayout';
import { HomePage } from './pages/HomePage';

export const auroraTheme = defineTheme({
  name: 'aurora',
  siteTypes: ['aurora'],
  pages: {
    // Home is in the first bundle; the other pages load when first visited.
    home: HomePage,
    search: lazyPage(() => import('./pages/SearchPage'), 'SearchPage'),
    subGame: lazyPage(() => import('./pages/SubGamePage'), 'SubGamePage'),
  },
  layouts: { main: AuroraLayout },
  footer: AuroraFooter,
  floatBar: AuroraFloatBar,
  styles: auroraTokens,
});
