// The notices of one type: each title with its date and, until opened, an unread dot; opening
// one shows its rich text in place (a disclosure), and "Load more" asks for the next page.
import type { HallNotice } from '@lobbykit/contract';
import { formatDate } from '@lobbykit/i18n';
import { Empty, RichText, Skeleton } from '@lobbykit/ui-blocks';
import { useId } from 'react';
import { useLobbyText } from '../shared/texts';

/** Where the list stands: its first page on the way, failed, or shown. */
export type NoticeListState = 'loading' | 'failed' | 'ready';

/** Props of {@link NoticeList}. */
export interface NoticeListProps {
  readonly state: NoticeListState;
  readonly notices: readonly HallNotice[];
  /** Ids of the notices the player has opened. */
  readonly read: ReadonlySet<string>;
  /** The notice shown open, if any. */
  readonly openId?: string | undefined;
  /** Opens a notice (or closes the open one). */
  readonly onToggle: (id: string) => void;
  /** The language whose date format the dates use. */
  readonly language: string;
  /** More pages wait on the hall. */
  readonly more: boolean;
  /** The next page is on its way. */
  readonly loadingMore?: boolean | undefined;
  readonly onLoadMore: () => void;
  readonly onRetry: () => void;
  /** Hosts the notices' links may point to (see RichText's `allowedHosts`). */
  readonly allowedHosts?: readonly string[] | undefined;
  /** Id of the list, for the tabs' `aria-controls`. */
  readonly id?: string | undefined;
  /** Accessible name of the list (the selected tab's name). */
  readonly label: string;
}

function NoticeRow({
  notice,
  unread,
  open,
  onToggle,
  language,
  allowedHosts,
}: {
  readonly notice: HallNotice;
  readonly unread: boolean;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly language: string;
  readonly allowedHosts: readonly string[];
}) {
  const text = useLobbyText();
  const bodyId = useId();
  return (
    <li className="lk-notice" data-unread={unread || undefined}>
      <h2 className="lk-notice__heading">
        <button
          type="button"
          className="lk-notice__toggle"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={onToggle}
        >
          {unread && (
            <span className="lk-notice__dot">
              <span className="lk-visually-hidden">{text('lobby.notice.unread')}, </span>
            </span>
          )}
          <span className="lk-notice__title">{notice.title}</span>
        </button>
      </h2>
      {notice.publishedAt > 0 && (
        <time className="lk-notice__date" dateTime={new Date(notice.publishedAt).toISOString()}>
          {formatDate(notice.publishedAt, language)}
        </time>
      )}
      {open && (
        <div id={bodyId} className="lk-notice__body">
          <RichText html={notice.content} allowedHosts={allowedHosts} />
        </div>
      )}
    </li>
  );
}

const NO_HOSTS: readonly string[] = [];

export function NoticeList({
  state,
  notices,
  read,
  openId,
  onToggle,
  language,
  more,
  loadingMore = false,
  onLoadMore,
  onRetry,
  allowedHosts = NO_HOSTS,
  id,
  label,
}: NoticeListProps) {
  const text = useLobbyText();
  if (state === 'loading') {
    return (
      <div id={id} className="lk-notices" role="tabpanel" aria-label={label} aria-busy="true">
        <Skeleton variant="text" lines={4} label={text('ui.loading')} />
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div id={id} className="lk-notices" role="tabpanel" aria-label={label}>
        <Empty
          title={text('lobby.notice.failed')}
          action={
            <button type="button" className="lk-button" onClick={onRetry}>
              {text('lobby.action.retry')}
            </button>
          }
        />
      </div>
    );
  }
  return (
    <div id={id} className="lk-notices" role="tabpanel" aria-label={label}>
      {notices.length === 0 ? (
        <Empty title={text('lobby.notice.empty')} />
      ) : (
        <ul className="lk-notices__list">
          {notices.map((notice) => (
            <NoticeRow
              key={notice.id}
              notice={notice}
              unread={!read.has(notice.id)}
              open={notice.id === openId}
              onToggle={() => onToggle(notice.id)}
              language={language}
              allowedHosts={allowedHosts}
            />
          ))}
        </ul>
      )}
      {more && (
        <button
          type="button"
          className="lk-button lk-notices__more"
          data-variant="quiet"
          aria-busy={loadingMore || undefined}
          aria-disabled={loadingMore || undefined}
          onClick={loadingMore ? undefined : onLoadMore}
        >
          {text(loadingMore ? 'ui.loading' : 'ui.loadMore')}
        </button>
      )}
    </div>
  );
}
