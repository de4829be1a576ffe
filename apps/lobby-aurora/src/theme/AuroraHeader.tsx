// Aurora's header: on a phone the site, the language and the log-in buttons in one slim bar;
// beside the desktop side menu (which holds the site and the language) the log-in buttons only.
import { LanguageMenu, PlayerMenu, SiteBrand } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';

export function AuroraHeader({ mobile }: { readonly mobile: boolean }): ReactElement {
  return (
    <header className="au-header">
      {mobile ? <SiteBrand className="au-header__brand" /> : <span className="au-header__spacer" />}
      <div className="au-header__actions">
        {mobile ? <LanguageMenu className="au-header__language" /> : null}
        <PlayerMenu className="au-header__login" />
      </div>
    </header>
  );
}
