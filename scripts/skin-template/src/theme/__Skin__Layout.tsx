// Every __skin__ page: a sticky header (the site, home and search, the language, log-in and
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

export function __Skin__Layout({ children }: ThemeSlotProps): ReactElement {
  const text = useLobbyText();
  const search = text('lobby.nav.search');
  return (
    <div className="__skin__-frame">
      <header className="__skin__-header">
        <SiteBrand className="__skin__-header__brand" />
        <nav className="__skin__-header__nav" aria-label={text('lobby.nav.menu')}>
          <LobbyLink className="__skin__-header__link __skin__-header__link--home" to={{ page: 'home' }}>
            <Icon className="__skin__-icon" name="home" />
            {text('lobby.nav.home')}
          </LobbyLink>
          {/* On a phone the icon alone: the label still names the link. */}
          <LobbyLink
            className="__skin__-header__link"
            to={{ page: 'search' }}
            aria-label={search}
            title={search}
          >
            <Icon className="__skin__-icon" name="search" />
            <span className="__skin__-header__link-text">{search}</span>
          </LobbyLink>
        </nav>
        <LanguageMenu className="__skin__-header__language" />
        <PlayerMenu className="__skin__-header__player" />
      </header>
      <main className="__skin__-main" id="main">
        {children}
      </main>
      <FooterSlot />
      <FloatBarSlot />
    </div>
  );
}
