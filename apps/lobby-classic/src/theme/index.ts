// The classic theme: a dark, warm casino lobby. Top category tabs over the home sections, a
// header with the site, language and log-in, a float bar on the right, the footer below.
import { lazyPage } from '@lobbykit/lobby-ui/app';
import { defineTheme } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';
import { ClassicFloatBar } from './ClassicFloatBar';
import { ClassicFooter } from './ClassicFooter';
import { ClassicLayout } from './ClassicLayout';
import { HomePage } from './pages/HomePage';

export const classicTheme = defineTheme({
  name: 'classic',
  siteTypes: ['classic'],
  pages: {
    home: HomePage,
    // Only home is in the first download; the other pages load when the visitor goes there.
    search: lazyPage(() => import('./pages/SearchPage'), 'SearchPage'),
    subGame: lazyPage(() => import('./pages/SubGamePage'), 'SubGamePage'),
  },
  layouts: { main: ClassicLayout },
  footer: ClassicFooter,
  floatBar: ClassicFloatBar,
  styles: classicTokens,
});
