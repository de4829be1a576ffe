import { HomeFeed, PageHeading } from '@lobbykit/lobby-ui/app';
import { useSiteInfo } from '@lobbykit/lobby-core/react';

/** Classic home: banners, marquee and jackpot, then the category tabs over the sections. */
export function HomePage() {
  const site = useSiteInfo();
  return (
    <>
      <PageHeading hidden>{site?.title ?? site?.siteName}</PageHeading>
      <HomeFeed className="classic-home" />
    </>
  );
}
