// The home page's rail of every provider, scrolling sideways; a card opens its sub-game page.
import { useGameProvidersQuery } from '@lobbykit/lobby-core/react';
import { ProviderCards, type LobbyProvider } from '@lobbykit/lobby-ui';
import { useLobbyNavigate } from '@lobbykit/lobby-ui/app';
import { useCallback, type ReactElement } from 'react';
import { useAuroraText } from '../texts';

export function ProviderRail(): ReactElement | null {
  const text = useAuroraText();
  const navigate = useLobbyNavigate();
  const { data: providers } = useGameProvidersQuery();
  const open = useCallback(
    (provider: LobbyProvider) => navigate({ page: 'provider', providerCode: provider.code }),
    [navigate],
  );
  if (!providers?.length) return null;
  return (
    // Not a region of its own: the cards' scrolling row is the region, under the same name.
    <div className="au-rail">
      <h2 className="au-section-title">{text('providers')}</h2>
      <ProviderCards providers={providers} layout="row" onSelect={open} label={text('providers')} />
    </div>
  );
}
