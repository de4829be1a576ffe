// The __skin__ footer: the page's contentinfo landmark around the site's footer blocks.
import { SiteFooter } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';

export function __Skin__Footer(): ReactElement {
  return (
    <footer className="__skin__-footer">
      <SiteFooter className="__skin__-footer__blocks" />
    </footer>
  );
}
