// The classic home arrangement of the connected pieces; a theme with another arrangement
// composes the pieces itself.
import { cx } from '../../shared/class-names';
import { HomeBanners } from './HomeBanners';
import { HomeCategoryTabs } from './HomeCategoryTabs';
import { HomeJackpot } from './HomeJackpot';
import { HomeMarquee } from './HomeMarquee';
import { HomeSections } from './HomeSections';

export interface HomeFeedProps {
  /**
   * Show the category tabs above the games (a theme with the tabs elsewhere passes false).
   * @default true
   */
  readonly tabs?: boolean | undefined;
  readonly className?: string | undefined;
}

export function HomeFeed({ tabs = true, className }: HomeFeedProps) {
  return (
    <div className={cx('lk-app-home', className)}>
      <HomeBanners className="lk-app-home__banners" />
      <HomeMarquee className="lk-app-home__marquee" />
      <HomeJackpot className="lk-app-home__jackpot" />
      {tabs && <HomeCategoryTabs className="lk-app-home__tabs" />}
      <HomeSections />
    </div>
  );
}
