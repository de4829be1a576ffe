// The provider cards of a category section: logo, name, game count, maintenance.
import { ScrollContainer } from '@lobbykit/ui-blocks/scroll-container';
import { useId } from 'react';
import type { LobbyProvider } from '../data';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icons';
import { useLobbyText } from '../shared/texts';
import { ProviderLogo } from './ProviderLogo';

/** Props of {@link ProviderCards}. */
export interface ProviderCardsProps<P extends LobbyProvider = LobbyProvider> {
  readonly providers: readonly P[];
  /** The player opens a provider (its sub-game page). Not called under maintenance. */
  readonly onSelect: (provider: P) => void;
  /**
   * A wrapping grid, or one row that scrolls sideways.
   * @default 'grid'
   */
  readonly layout?: 'grid' | 'row' | undefined;
  /**
   * Accessible name of the list.
   * @default the "Game providers" text
   */
  readonly label?: string | undefined;
  readonly className?: string | undefined;
}

function ProviderCard<P extends LobbyProvider>({
  provider,
  onSelect,
}: {
  provider: P;
  onSelect: (provider: P) => void;
}) {
  const text = useLobbyText();
  const id = useId();
  const maintenance = provider.maintainStatus === true;
  return (
    <button
      type="button"
      className="lk-provider-card"
      data-maintenance={maintenance ? 'true' : undefined}
      aria-disabled={maintenance ? 'true' : undefined}
      aria-describedby={maintenance ? `${id}-maintenance` : undefined}
      onClick={() => {
        if (!maintenance) onSelect(provider);
      }}
    >
      <ProviderLogo name={provider.name} logo={provider.logo} />
      <span className="lk-provider-card__name">{provider.name}</span>
      {provider.gameCount !== undefined && (
        <span className="lk-provider-card__count">
          {text('lobby.provider.gameCount', { count: provider.gameCount })}
        </span>
      )}
      {maintenance && (
        <span className="lk-provider-card__maintenance" id={`${id}-maintenance`}>
          <Icon name="wrench" />
          {text('lobby.game.maintenance')}
        </span>
      )}
    </button>
  );
}

/** A list of provider cards, as a grid or a sideways-scrolling row. */
export function ProviderCards<P extends LobbyProvider>({
  providers,
  onSelect,
  layout = 'grid',
  label,
  className,
}: ProviderCardsProps<P>) {
  const text = useLobbyText();
  const name = label ?? text('lobby.provider.list');
  const list = (
    <ul className="lk-provider-cards__list" aria-label={name}>
      {providers.map((provider) => (
        <li key={provider.code}>
          <ProviderCard provider={provider} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
  return (
    <div className={cx('lk-provider-cards', className)} data-layout={layout}>
      {layout === 'row' ? (
        <ScrollContainer label={name} direction="horizontal" scrollbar={false}>
          {list}
        </ScrollContainer>
      ) : (
        list
      )}
    </div>
  );
}
