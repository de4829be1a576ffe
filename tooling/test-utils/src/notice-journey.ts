// The notice centre as an e2e step: the player opens it from the header's notices link, opens
// the first unread notice of the tab on screen, and sees the unread count drop by one.
import type { LobbyPage, PageCheckOptions } from './chromium';

/** The unread count a notices link says ("Notices, 3 unread"), 0 when it says none. */
const unreadIn = (name: string): number => Number(/(\d+) unread/.exec(name)?.[1] ?? 0);

export interface NoticeRead {
  /** The header's unread count before and after. */
  readonly before: number;
  readonly after: number;
}

/**
 * From any page: the header's "Notices" link, the notice centre (`check`ed: `notice-centre`),
 * the first unread notice of the tab on screen opened in place (`check`ed: `notice-read`). Answers
 * the header's unread counts around it, for the caller to assert.
 */
export async function readFirstNotice(lobby: LobbyPage, check?: PageCheckOptions): Promise<NoticeRead> {
  const { page } = lobby;
  const counted = page.getByRole('link', { name: /^Notices, \d+ unread$/ }).first();
  await counted.waitFor();
  const before = unreadIn((await counted.textContent()) ?? '');
  await counted.click();
  await page.waitForURL(/\/notice(\?|$)/);
  const unread = page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Unread,/ })
    .first();
  await unread.waitFor();
  await lobby.check('notice-centre', check);
  const opened = await unread.elementHandle();
  await unread.click();
  await page.waitForFunction((button) => button?.getAttribute('aria-expanded') === 'true', opened);
  await opened?.dispose();
  const left = before - 1;
  await page
    .getByRole('link', { name: left > 0 ? `Notices, ${left} unread` : 'Notices', exact: true })
    .first()
    .waitFor();
  await lobby.check('notice-read', check);
  const now = page.getByRole('link', { name: /^Notices/ }).first();
  return { before, after: unreadIn((await now.textContent()) ?? '') };
}
