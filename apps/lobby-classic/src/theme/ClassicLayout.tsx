// Every classic page: a sticky header (the site, search, language, log-in and sign-up), the
// page, the footer and the float bar.
import type { ThemeSlotProps } from '@lobbykit/theme-kit';
import {
  FloatBarSlot,
  FooterSlot,
  LanguageMenu,
  LobbyLink,
  PlayerMenu,
  SiteBrand,
  useLobbyPage,
  useLobbyText,
} from '@lobbykit/lobby-ui/app';
import { SearchIcon } from './SearchIcon';

export function ClassicLayout({ children }: ThemeSlotProps) {
  const t = useLobbyText();
  const page = useLobbyPage();
  const searchLabel = t('lobby.nav.search');
  return (
    <div className="classic-shell">
      <header className="classic-header">
        <div className="classic-header__row">
          <SiteBrand className="classic-header__brand" />
          <nav className="classic-header__nav" aria-label={t('lobby.nav.menu')}>
            <LobbyLink className="classic-header__link" to={{ page: 'home' }}>
              {t('lobby.nav.home')}
            </LobbyLink>
            <LobbyLink
              className="classic-header__link classic-header__search"
              to={{ page: 'search' }}
              aria-label={searchLabel}
              title={searchLabel}
              data-current={page.page === 'search' ? 'true' : undefined}
            >
              <SearchIcon />
              <span className="classic-header__link-text">{searchLabel}</span>
            </LobbyLink>
          </nav>
          <div className="classic-header__tools">
            <LanguageMenu className="classic-header__language" />
            <PlayerMenu className="classic-header__login" />
          </div>
        </div>
      </header>
      <main className="classic-main" id="main">
        {children}
      </main>
      <FooterSlot />
      <FloatBarSlot />
    </div>
  );
}
