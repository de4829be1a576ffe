// The __skin__ theme: its pages, layout, footer, float bar and tokens. The site's `type` picks it:
// one build serves every site whose type is `__skin__`.
import { lazyPage } from '@lobbykit/lobby-ui/app';
import { defineTheme } from '@lobbykit/theme-kit';
import { __skin__Tokens } from './tokens';
import { __Skin__FloatBar } from './__Skin__FloatBar';
import { __Skin__Footer } from './__Skin__Footer';
import { __Skin__Layout } from './__Skin__Layout';
import { HomePage } from './pages/HomePage';

export const __skin__Theme = defineTheme({
  name: '__skin__',
  siteTypes: ['__skin__'],
  pages: {
    // Home is in the first download; the other pages load when first visited.
    home: HomePage,
    search: lazyPage(() => import('./pages/SearchPage'), 'SearchPage'),
    subGame: lazyPage(() => import('./pages/SubGamePage'), 'SubGamePage'),
  },
  layouts: { main: __Skin__Layout },
  footer: __Skin__Footer,
  floatBar: __Skin__FloatBar,
  styles: __skin__Tokens,
});
