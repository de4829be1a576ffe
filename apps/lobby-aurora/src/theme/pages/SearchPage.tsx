// Aurora's search page: the shared search screen under the page's heading.
import { PageHeading, SearchScreen } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';
import { useAuroraText } from '../texts';

export function SearchPage(): ReactElement {
  const text = useAuroraText();
  return (
    <div className="au-page au-page--search">
      <PageHeading>{text('search')}</PageHeading>
      <SearchScreen className="au-search" />
    </div>
  );
}
