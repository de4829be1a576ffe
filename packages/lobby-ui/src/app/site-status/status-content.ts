// The words of the site's status pages (spec §4 "Site status"), in the player's language: what the
// lobby sends to the maintenance or region page it shows over itself.
import type { SiteCondition } from '@lobbykit/lobby-core';
// Types only: the app's first JavaScript must not carry the site-status entry.
import type { StatusPageContent } from '@lobbykit/lobby-core/site-status';
import type { LobbyText } from '../../shared/texts';

/** The site's condition while its status page shows. */
export type ClosedSiteCondition = Exclude<SiteCondition, { status: 'open' }>;

/**
 * What the status page shows for `condition`, in the language of `text` (the countdown's line
 * keeps `{{time}}` for the page to fill). `key` is the one the page was opened with; `canRetry`
 * offers "Try again".
 */
export function statusPageContent(
  condition: ClosedSiteCondition,
  text: LobbyText,
  { key, lang, canRetry }: { readonly key: string; readonly lang: string; readonly canRetry: boolean },
): StatusPageContent {
  const base = {
    // STATUS_PAGE_CONTENT of lobby-core (the return type checks it).
    type: 'lobbykit:status-page-content',
    key,
    lang,
    dir: 'ltr',
    retry: canRetry ? text('lobby.action.retry') : undefined,
  } as const;
  if (condition.status === 'regionRestricted') {
    const area = condition.recommendAreaCode;
    return {
      ...base,
      title: text('lobby.status.region.title'),
      body: text('lobby.status.region.body'),
      note: area ? text('lobby.status.region.recommend', { area }) : undefined,
    } satisfies StatusPageContent;
  }
  const { endMs, onlineService } = condition.details ?? {};
  return {
    ...base,
    title: text(
      condition.reason === 'frozen' ? 'lobby.status.frozen.title' : 'lobby.status.maintenance.title',
    ),
    body: text('lobby.status.maintenance.body'),
    countdown:
      endMs === undefined
        ? undefined
        : {
            endMs,
            serverOffsetMs: condition.serverOffsetMs ?? 0,
            template: text('lobby.status.endsIn', { time: '{{time}}' }),
            ended: text('lobby.status.endsSoon'),
          },
    note: endMs === undefined ? text('lobby.status.endsSoon') : undefined,
    link: onlineService ? { label: text('lobby.status.contact'), href: onlineService } : undefined,
  } satisfies StatusPageContent;
}
