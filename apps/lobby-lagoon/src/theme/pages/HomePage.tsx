// The lagoon home: the banners beside the jackpot, the announcements, then the games under the
// categories. On a desktop the categories are a column of tabs that stays beside the games as
// they scroll (where classic has them on top and aurora in a side menu); on a phone, one row
// of tabs that sticks under the header.
import { useSiteInfo } from '@lobbykit/lobby-core/react';
import {
  HomeBanners,
  HomeCategoryTabs,
  HomeJackpot,
  HomeMarquee,
  HomeSections,
  PageHeading,
  useIsMobile,
} from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';

export function HomePage(): ReactElement {
  const site = useSiteInfo();
  const mobile = useIsMobile();
  return (
    <div className="lagoon-home">
      <PageHeading hidden>{site?.title ?? site?.siteName}</PageHeading>
      <div className="lagoon-home__top">
        <HomeBanners className="lagoon-home__banners" />
        <HomeJackpot className="lagoon-home__jackpot" />
      </div>
      <HomeMarquee />
      <div className="lagoon-home__games">
        <HomeCategoryTabs className="lagoon-home__tabs" orientation={mobile ? 'horizontal' : 'vertical'} />
        <HomeSections className="lagoon-home__sections" />
      </div>
    </div>
  );
}
