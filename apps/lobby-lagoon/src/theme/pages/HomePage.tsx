// The lagoon home: the shared feed (banners, announcements, jackpot, category tabs over the
// sections of games) under a heading that names the site for assistive technology.
import { useSiteInfo } from '@lobbykit/lobby-core/react';
import { HomeFeed, PageHeading } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';

export function HomePage(): ReactElement {
  const site = useSiteInfo();
  return (
    <>
      <PageHeading hidden>{site?.title ?? site?.siteName}</PageHeading>
      <HomeFeed className="lagoon-home" />
    </>
  );
}
