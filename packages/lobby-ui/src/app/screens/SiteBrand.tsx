// The site's name (and logo, when the layout design has one) as a link home.
import { useSiteInfo } from '@lobbykit/lobby-core/react';
import { useTheme } from '@lobbykit/theme-kit';
import { cx } from '../../shared/class-names';
import { LobbyLink } from '../router/navigation';

export interface SiteBrandProps {
  readonly className?: string | undefined;
}

export function SiteBrand({ className }: SiteBrandProps) {
  const site = useSiteInfo();
  const { layout } = useTheme();
  const name = site?.siteName ?? site?.title ?? '';
  const logo = layout?.images?.['logo'];
  return (
    <LobbyLink className={cx('lk-app-brand', className)} to={{ page: 'home' }}>
      {logo ? <img className="lk-app-brand__logo" src={logo} alt="" width={32} height={32} /> : null}
      <span className="lk-app-brand__name">{name}</span>
    </LobbyLink>
  );
}
