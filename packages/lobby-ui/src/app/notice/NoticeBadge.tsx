// The header's messages badge (PlayerMenu's `messages` slot): a link to the notice centre with
// the player's unread count, read after the header is up (its own chunk).
import { LobbyLink } from '../router/navigation';
import { useLobbyText } from '../../shared/texts';
import { useUnreadCounts } from './use-unread-counts';

export function NoticeBadge() {
  const text = useLobbyText();
  const count = useUnreadCounts()?.total ?? 0;
  return (
    <LobbyLink className="lk-notice-badge" to={{ page: 'notice' }}>
      <svg className="lk-notice-badge__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm.5 2.3V17h15V7.3l-7.5 5.2-7.5-5.2ZM6.2 7 12 11l5.8-4H6.2Z"
        />
      </svg>
      {/* The link's name in one piece ("Notices, 3 unread"): the visible count is a box of its
          own, which a name made of several pieces would cut off with a stray space. */}
      <span className="lk-visually-hidden">
        {count > 0
          ? `${text('lobby.notice.title')}, ${text('lobby.notice.unreadCount', { count })}`
          : text('lobby.notice.title')}
      </span>
      {count > 0 && (
        <span className="lk-notice-badge__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </LobbyLink>
  );
}
