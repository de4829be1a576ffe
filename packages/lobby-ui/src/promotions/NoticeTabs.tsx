// The notice centre's tabs, one per notice type, each with its count of unread notices.
import { TabStrip } from '../shared/TabStrip';
import { useLobbyText } from '../shared/texts';
import type { LobbyKey } from '@lobbykit/contract';

/** The notice types in tab order (contract's hallNoticeTypes): system, announcement, promotion. */
export type NoticeTabType = 1 | 2 | 3;

const TAB_NAMES: Readonly<Record<NoticeTabType, LobbyKey>> = {
  1: 'lobby.notice.system',
  2: 'lobby.notice.announcement',
  3: 'lobby.notice.promotion',
};

/** Props of {@link NoticeTabs}. */
export interface NoticeTabsProps {
  readonly selected: NoticeTabType;
  readonly onSelect: (type: NoticeTabType) => void;
  /** Unread notices by type; a type left out has none. */
  readonly unread: Readonly<Partial<Record<NoticeTabType, number>>>;
  /** Id of the list the tabs show. */
  readonly panelId: string;
}

const TYPES: readonly NoticeTabType[] = [1, 2, 3];

export function NoticeTabs({ selected, onSelect, unread, panelId }: NoticeTabsProps) {
  const text = useLobbyText();
  return (
    <TabStrip
      className="lk-notice-tabs"
      orientation="horizontal"
      label={text('lobby.notice.tabs')}
      panelId={panelId}
      selected={selected}
      onSelect={onSelect}
      items={TYPES.map((type) => {
        const count = unread[type] ?? 0;
        return {
          id: type,
          label: (
            <>
              {text(TAB_NAMES[type])}
              {count > 0 && (
                <span className="lk-notice-tabs__count" aria-hidden="true">
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </>
          ),
          description: count > 0 ? text('lobby.notice.unreadCount', { count }) : undefined,
        };
      })}
    />
  );
}
