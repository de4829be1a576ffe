// Aurora's home: on its opening view a hero (banners beside the jackpot on desktop, the jackpot
// as a strip under them on a phone), the announcements, a rail of providers, then one row per
// category that scrolls sideways with a "See all" link. A category picked in the menu (or the
// recent games) shows alone, under its name.
import { useSiteInfo } from '@lobbykit/lobby-core/react';
import { HomeBanners, HomeJackpot, HomeMarquee, HomeSections, PageHeading } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';
import { useCategoryNav } from '../nav/use-category-nav';
import { useAuroraText } from '../texts';
import { ProviderRail } from './ProviderRail';

export function HomePage(): ReactElement {
  const text = useAuroraText();
  const site = useSiteInfo();
  const { items, current } = useCategoryNav();
  const opening = current === 'hot';
  const shown = opening ? undefined : items.find((item) => item.id === current);
  return (
    <div className="au-home">
      {opening ? (
        <>
          {/* The hero names the site already: the page's heading is for assistive technology. */}
          <PageHeading hidden>{site?.title ?? site?.siteName}</PageHeading>
          <div className="au-hero">
            <HomeBanners className="au-hero__banners" />
            <HomeJackpot className="au-hero__jackpot" />
          </div>
          <HomeMarquee className="au-home__marquee" />
          <ProviderRail />
        </>
      ) : (
        <PageHeading>{shown?.name ?? (current === 'recent' ? text('recent') : site?.title)}</PageHeading>
      )}
      <HomeSections layout="rows" className="au-home__sections" />
    </div>
  );
}
