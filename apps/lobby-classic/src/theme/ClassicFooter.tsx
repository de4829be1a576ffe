import { SiteFooter } from '@lobbykit/lobby-ui/app';

/** The site's footer blocks, on the theme's raised surface. */
export function ClassicFooter() {
  return (
    <footer className="classic-footer">
      <SiteFooter className="classic-footer__blocks" />
    </footer>
  );
}
