// The notice centre (its own chunk, spec §2 "Notice", `?noticeType=1|2|3`): a tab per notice type
// with its unread count, the notices of the chosen type page by page, each opened in place, which
// marks it read in this browser for the account (the hall keeps no read state). The hall gives
// notices to a player (the contract's read waits for the log-in): a visitor is asked to log in.
import { useLanguage, useSession } from '@lobbykit/lobby-core/react';
import { PageTitleBar } from '@lobbykit/ui-blocks';
import { useId, useState } from 'react';
import { NoticeList } from '../../promotions/NoticeList';
import { NoticeTabs, type NoticeTabType } from '../../promotions/NoticeTabs';
import { useLobbyText } from '../../shared/texts';
import type { LobbyKey } from '@lobbykit/contract';
import { useLobbyNavigate, useLobbyPage } from '../router/navigation';
import { LogInFirst, useAskToLogIn } from '../screens/LogInFirst';
import { useNoticePages } from './use-notice-pages';
import { useNoticeReads } from './use-notice-reads';
import { useUnreadCounts } from './use-unread-counts';

const TAB_NAMES: Readonly<Record<NoticeTabType, LobbyKey>> = {
  1: 'lobby.notice.system',
  2: 'lobby.notice.announcement',
  3: 'lobby.notice.promotion',
};

function PlayerNotices() {
  const text = useLobbyText();
  const navigate = useLobbyNavigate();
  const page = useLobbyPage();
  const { language } = useLanguage();
  const type: NoticeTabType = (page.page === 'notice' ? page.noticeType : undefined) ?? 1;
  const counts = useUnreadCounts();
  const { read, markRead } = useNoticeReads();
  const list = useNoticePages(type);
  const [openId, setOpenId] = useState<string>();
  const panelId = useId();

  return (
    <>
      <PageTitleBar
        title={text('lobby.notice.title')}
        badge={counts?.total ?? 0}
        badgeLabel={(count) => text('lobby.notice.unreadCount', { count })}
        backLabel={text('ui.back')}
        onBack={() => navigate({ page: 'home' })}
      />
      <NoticeTabs
        selected={type}
        onSelect={(next) => {
          setOpenId(undefined);
          navigate({ page: 'notice', noticeType: next }, { replace: true });
        }}
        unread={counts?.byType ?? {}}
        panelId={panelId}
      />
      <NoticeList
        id={panelId}
        label={text(TAB_NAMES[type])}
        state={list.state}
        notices={list.notices}
        read={read}
        openId={openId}
        onToggle={(id) => {
          setOpenId((current) => (current === id ? undefined : id));
          markRead(id);
        }}
        language={language?.code ?? 'en_US'}
        more={list.more}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        onRetry={list.retry}
      />
    </>
  );
}

export function NoticePage() {
  const text = useLobbyText();
  const session = useSession();
  const navigate = useLobbyNavigate();
  const ask = useAskToLogIn();
  return (
    <div className="lk-app-notice">
      {session.kind === 'player' ? (
        <PlayerNotices />
      ) : (
        <>
          <PageTitleBar
            title={text('lobby.notice.title')}
            backLabel={text('ui.back')}
            onBack={() => navigate({ page: 'home' })}
          />
          <LogInFirst title={text('lobby.notice.login')} ask={ask} />
        </>
      )}
    </div>
  );
}
