import { PageHeading, SearchScreen, useLobbyText } from '@lobbykit/lobby-ui/app';

export function SearchPage() {
  const text = useLobbyText();
  return (
    <div className="classic-page">
      <PageHeading>{text('lobby.search.label')}</PageHeading>
      <SearchScreen />
    </div>
  );
}
