// Aurora's footer: the page's contentinfo landmark, the site's footer blocks on a calm band.
import { SiteFooter } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';

export function AuroraFooter(): ReactElement {
  return (
    <footer className="au-footer">
      <SiteFooter className="au-footer__blocks" />
    </footer>
  );
}
