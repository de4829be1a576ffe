// The lagoon search page: the shared search screen under the page's heading.
import { PageHeading, SearchScreen, useLobbyText } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';

export function SearchPage(): ReactElement {
  const text = useLobbyText();
  return (
    <div className="lagoon-page">
      <PageHeading>{text('lobby.search.label')}</PageHeading>
      <SearchScreen />
    </div>
  );
}
