// Where a theme's layout puts its footer and float bar: shown unless the theme or the site's
// footer config hides them on this kind of screen (spec §2 "Themes").
import { useFooterConfigQuery } from '@lobbykit/lobby-core/react';
import { themeChrome } from '@lobbykit/theme-kit';
import type { ReactElement } from 'react';
import { useLobbyApp } from '../shell/app-context';
import { dataOnly } from './query-selectors';
import { useAfterFirstPaint } from './use-after-first-paint';
import { useIsMobile } from './use-is-mobile';

/** Whether the footer and the float bar show: the theme's hide flags, then the site's options. */
export function useChrome(): { readonly footer: boolean; readonly floatBar: boolean } {
  const { theme } = useLobbyApp();
  const mobile = useIsMobile();
  const painted = useAfterFirstPaint();
  const site = useFooterConfigQuery(undefined, { skip: !painted, selectFromResult: dataOnly }).data
    ?.commonConfig;
  const own = themeChrome(theme, mobile);
  return {
    footer: own.footer && !(mobile ? site?.hideFooterOnMobile : site?.hideFooterOnDesktop),
    floatBar: own.floatBar && !site?.hideFloatBar,
  };
}

/** The theme's footer, unless hidden. */
export function FooterSlot(): ReactElement | null {
  const { theme } = useLobbyApp();
  const Footer = theme.footer;
  return useChrome().footer ? <Footer /> : null;
}

/** The theme's float bar, unless hidden. */
export function FloatBarSlot(): ReactElement | null {
  const { theme } = useLobbyApp();
  const FloatBar = theme.floatBar;
  return useChrome().floatBar ? <FloatBar /> : null;
}
