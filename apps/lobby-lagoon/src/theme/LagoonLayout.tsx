// Every lagoon page: a sticky header (the site, home and search, the language, log-in and
// sign-up, or the player's balance and menu), the page, the footer and the float bar.
import { Icon } from '@lobbykit/lobby-ui';
import {
  FloatBarSlot,
  FooterSlot,
  LanguageMenu,
  LobbyLink,
  PlayerMenu,
  SiteBrand,
  useLobbyText,
} from '@lobbykit/lobby-ui/app';
import type { ThemeSlotProps } from '@lobbykit/theme-kit';
import type { ReactElement } from 'react';

export function LagoonLayout({ children }: ThemeSlotProps): ReactElement {
  const text = useLobbyText();
  const search = text('lobby.nav.search');
  return (
    <div className="lagoon-frame">
      <header className="lagoon-header">
        <SiteBrand className="lagoon-header__brand" />
        <nav className="lagoon-header__nav" aria-label={text('lobby.nav.menu')}>
          <LobbyLink className="lagoon-header__link lagoon-header__link--home" to={{ page: 'home' }}>
            <Icon className="lagoon-icon" name="home" />
            {text('lobby.nav.home')}
          </LobbyLink>
          {/* On a phone the icon alone: the label still names the link. */}
          <LobbyLink
            className="lagoon-header__link"
            to={{ page: 'search' }}
            aria-label={search}
            title={search}
          >
            <Icon className="lagoon-icon" name="search" />
            <span className="lagoon-header__link-text">{search}</span>
          </LobbyLink>
        </nav>
        <LanguageMenu className="lagoon-header__language" />
        <PlayerMenu className="lagoon-header__player" />
      </header>
      <main className="lagoon-main" id="main">
        {children}
      </main>
      <FooterSlot />
      <FloatBarSlot />
    </div>
  );
}
