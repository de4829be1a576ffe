// The lagoon footer: the page's contentinfo landmark around the site's footer blocks.
import { SiteFooter } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';

export function LagoonFooter(): ReactElement {
  return (
    <footer className="lagoon-footer">
      <SiteFooter className="lagoon-footer__blocks" />
    </footer>
  );
}
