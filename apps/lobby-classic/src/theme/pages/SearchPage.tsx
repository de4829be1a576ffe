import { PageHeading, SearchScreen } from '@lobbykit/lobby-ui/app';
import { useTranslation } from 'react-i18next';

export function SearchPage() {
  const { t } = useTranslation();
  return (
    <div className="classic-page">
      <PageHeading>{t('lobby.search.label')}</PageHeading>
      <SearchScreen />
    </div>
  );
}
