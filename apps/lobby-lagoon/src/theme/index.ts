// The lagoon theme: its pages, layout, footer, float bar and tokens. The site's `type` picks it:
// one build serves every site whose type is `lagoon`.
import { lazyPage } from '@lobbykit/lobby-ui/app';
import { defineTheme } from '@lobbykit/theme-kit';
import { lagoonTokens } from './tokens';
import { LagoonFloatBar } from './LagoonFloatBar';
import { LagoonFooter } from './LagoonFooter';
import { LagoonLayout } from './LagoonLayout';
import { HomePage } from './pages/HomePage';

export const lagoonTheme = defineTheme({
  name: 'lagoon',
  siteTypes: ['lagoon'],
  pages: {
    // Home is in the first download; the other pages load when first visited.
    home: HomePage,
    search: lazyPage(() => import('./pages/SearchPage'), 'SearchPage'),
    subGame: lazyPage(() => import('./pages/SubGamePage'), 'SubGamePage'),
  },
  layouts: { main: LagoonLayout },
  footer: LagoonFooter,
  floatBar: LagoonFloatBar,
  styles: lagoonTokens,
});
