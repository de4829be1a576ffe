// The provider tabs of the sub-game page: "All" first, then each provider with its logo.
import type { LobbyProvider } from '../data';
import { cx } from '../shared/class-names';
import { TabStrip, type TabStripItem } from '../shared/TabStrip';
import { useLobbyText } from '../shared/texts';
import { ProviderLogo } from './ProviderLogo';

/** Props of {@link ProviderTabs}. */
export interface ProviderTabsProps {
  readonly providers: readonly LobbyProvider[];
  /** The selected provider's code; `null` selects "All". */
  readonly selected: string | null;
  /** Called with a provider's code, or `null` for "All". */
  readonly onSelect: (code: string | null) => void;
  /**
   * Offer an "All" tab first.
   * @default true
   */
  readonly includeAll?: boolean | undefined;
  /**
   * A column at the page's side (the usual sub-game layout) or a row on top.
   * @default 'vertical'
   */
  readonly orientation?: 'horizontal' | 'vertical' | undefined;
  readonly panelId?: string | undefined;
  /**
   * Accessible name of the tablist.
   * @default the "Game providers" text
   */
  readonly label?: string | undefined;
  readonly className?: string | undefined;
}

// "All" needs an id no provider code can have.
const ALL = '';

/** Tabs of the providers with their logos; the arrow keys follow the orientation. */
export function ProviderTabs({
  providers,
  selected,
  onSelect,
  includeAll = true,
  orientation = 'vertical',
  panelId,
  label,
  className,
}: ProviderTabsProps) {
  const text = useLobbyText();
  const items: TabStripItem<string>[] = [
    ...(includeAll ? [{ id: ALL, label: text('lobby.tabs.all') }] : []),
    ...providers.map((provider) => ({
      id: provider.code,
      label: provider.name,
      icon: <ProviderLogo name={provider.name} logo={provider.logo} />,
      description: provider.maintainStatus ? text('lobby.game.maintenance') : undefined,
    })),
  ];
  return (
    <TabStrip
      items={items}
      selected={selected ?? ALL}
      onSelect={(id) => onSelect(id === ALL ? null : id)}
      label={label ?? text('lobby.provider.list')}
      orientation={orientation}
      panelId={panelId}
      className={cx('lk-provider-tabs', className)}
    />
  );
}
