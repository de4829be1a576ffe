// Two tabs of one browser share one session: the second tab opened after a log-in in the first is
// the same player without logging in, both hear the notice channel through one socket, and a
// log-out in either ends the session in both (issue 15: one socket per browser, every tab ends,
// no token in any log line). A second device is session-journey.ts' `endedByAnotherDevice`.
import { launchChromium } from '@lobbykit/browser';
import type { ControlClient } from 'hall-server';
import type { ConsoleMessage, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openLobbyPage, type LobbyPage, type PageCheckOptions, type ViewportName } from './chromium';
import { logOutFromMenu } from './journeys';
import { sessionTokensOf, sessionTracesOf } from './session-traces';
import { logInWithUsername } from './session-journey';
import { closeStartupPopups } from './startup-journey';

export interface TwoTabsStep {
  /** A seeded account of `siteCode` and its password. */
  readonly username: string;
  readonly password: string;
  readonly siteCode: string;
  /** The lobby's address (both tabs open it) and app. */
  readonly url: string;
  readonly app: string;
  /** The size of both tabs. */
  readonly viewport: ViewportName;
  /** The hall's control API: the player's sockets, a balance notice sent to the player. */
  readonly control: Pick<ControlClient, 'sockets' | 'notices' | 'users'>;
  /** Options of every `check` of both tabs. */
  readonly check?: PageCheckOptions;
}

/** Realtime sockets open to the hall, counted while both tabs were open and hearing notices. */
export interface SocketsOpen {
  /** Opened by the first tab and not closed, as its DevTools session saw them. */
  readonly first: number;
  /** Opened by the second tab and not closed. */
  readonly second: number;
  /** The player's authenticated sockets the hall listed (any opened during this step). */
  readonly hall: number;
}

/** What the two tabs showed and recorded, for the caller to assert. */
export interface TwoTabsSeen {
  readonly sockets: SocketsOpen;
  /** The text of the dialog the first tab showed when the second logged out. */
  readonly endedNotice: string;
  /** How many distinct session tokens the tabs held while logged in. */
  readonly tokens: number;
  /** How many console lines (and browser log entries) Chromium recorded over both tabs, the step's own left out. */
  readonly consoleLines: number;
  /** Every console line, page error and socket address of either tab that held a session token. */
  readonly tokenIn: readonly string[];
}

/** What a tab's DevTools session and console listener keep. */
interface TabRecord {
  /** Console lines with their arguments' values, read when the step ends. */
  readonly lines: Promise<string>[];
  /** Socket addresses by DevTools request id. */
  readonly sockets: Map<string, string>;
  readonly closed: Set<string>;
}

/** A console message as text: what Chromium printed, then each argument's value as JSON when it has one. */
async function consoleLineOf(tab: string, message: ConsoleMessage): Promise<string> {
  const values = await Promise.all(
    message.args().map((arg) =>
      arg.jsonValue().then(
        (value: unknown) => JSON.stringify(value) ?? '',
        () => '',
      ),
    ),
  );
  return [`${tab} console.${message.type()}: ${message.text()}`, ...values].join(' ');
}

/** Records the page's console lines, its browser log entries and its WebSockets, from before it loads. */
function recordTab(tab: string, record: TabRecord) {
  return async (page: Page) => {
    page.on('console', (message) => void record.lines.push(consoleLineOf(tab, message)));
    const devtools = await page.context().newCDPSession(page);
    devtools.on('Network.webSocketCreated', ({ requestId, url }) => void record.sockets.set(requestId, url));
    devtools.on('Network.webSocketClosed', ({ requestId }) => void record.closed.add(requestId));
    // What Chromium logs by itself (a failed load with its address, an intervention).
    devtools.on(
      'Log.entryAdded',
      ({ entry }) =>
        void record.lines.push(
          Promise.resolve(`${tab} log.${entry.level}: ${entry.text} ${entry.url ?? ''}`),
        ),
    );
    await devtools.send('Network.enable');
    await devtools.send('Log.enable');
  };
}

/** The line the step logs in each tab to prove its recorder hears it. */
const CANARY = 'lobbykit-two-tabs-console-recorded';

const openIn = (record: TabRecord) =>
  [...record.sockets.keys()].filter((id) => !record.closed.has(id)).length;

/** The balance a test sets, read from the header whatever the currency's separators. */
const PUSHED_BALANCE = 4321.09;
const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '');

/**
 * Two tabs of one fresh browser (a Chromium of its own, so no other journey's session is in it):
 * the player logs in in the first (`check`ed `two-tabs-first`); a second tab opened on the lobby
 * is the same player at once (`two-tabs-second`). The hall sets a new balance and sends the
 * player a `gameGoldChange` notice, which both headers show: both tabs hear the notice channel,
 * and the sockets are counted then. The second tab logs out from its menu (`logOutFromMenu`,
 * `two-tabs-second-visitor`); the first, without a reload, shows why its session ended
 * (`two-tabs-ended-elsewhere`), closed, is a visitor (`two-tabs-first-visitor`), and neither
 * tab keeps a token in its URL or storage. The hall's balance is put back after.
 */
export async function shareSessionInTwoTabs({
  username,
  password,
  siteCode,
  url,
  app,
  viewport,
  control,
  check,
}: TwoTabsStep): Promise<TwoTabsSeen> {
  const chromium = await launchChromium();
  const records = {
    first: { lines: [], sockets: new Map(), closed: new Set() } as TabRecord,
    second: { lines: [], sockets: new Map(), closed: new Set() } as TabRecord,
  };
  const seenBefore = new Set((await control.sockets.list()).authenticated.map((socket) => socket.id));
  const hallSockets = async () =>
    (await control.sockets.list()).authenticated.filter(
      (socket) => socket.siteCode === siteCode && socket.username === username && !seenBefore.has(socket.id),
    ).length;
  const socketsNow = async (): Promise<SocketsOpen> => ({
    first: openIn(records.first),
    second: openIn(records.second),
    hall: await hallSockets(),
  });
  const balanceBefore = (await control.users.get(siteCode, username))['game_gold'];
  const tabs: LobbyPage[] = [];
  try {
    const first = await openLobbyPage(chromium.browser, url, {
      app,
      viewport,
      beforeGoto: recordTab('first', records.first),
    });
    tabs.push(first);
    await logInWithUsername(first, username, password);
    await first.check('two-tabs-first', check);
    const tokens = new Set(await sessionTokensOf(first.page));
    if (tokens.size === 0) throw new Error('shareSessionInTwoTabs: the first tab holds no session token');
    // Gone if the first tab's document is ever replaced.
    await first.page.evaluate(
      () => void ((window as { lobbykitSameDocument?: true }).lobbykitSameDocument = true),
    );

    // The same browser context as the first tab: its storage, its locks, its channels.
    const second = await openLobbyPage(first.page.context(), url, {
      app,
      viewport,
      beforeGoto: recordTab('second', records.second),
    });
    tabs.push(second);
    const menuOf = (tab: LobbyPage) => tab.page.getByRole('button', { name: `Account menu for ${username}` });
    await menuOf(second).waitFor();
    await closeStartupPopups(second);
    await second.check('two-tabs-second', check);
    for (const token of await sessionTokensOf(second.page)) tokens.add(token);

    await control.users.set(siteCode, username, { gameGold: PUSHED_BALANCE });
    await control.notices.push({
      siteCode,
      username,
      type: 'gameGoldChange',
      data: { game_gold: PUSHED_BALANCE },
    });
    for (const tab of [first, second]) {
      await expect
        .poll(() => tab.page.getByRole('group', { name: 'Balance' }).textContent())
        .toSatisfy((text: string | null) => digitsOf(text).includes(digitsOf(String(PUSHED_BALANCE))));
    }
    const sockets = await socketsNow();
    for (const token of await sessionTokensOf(second.page)) tokens.add(token);

    await logOutFromMenu(second, username);
    await second.check('two-tabs-second-visitor', check);

    const ended = first.page.getByRole('dialog', { name: 'Session ended' });
    await ended.waitFor();
    const endedNotice = (await ended.textContent()) ?? '';
    await first.check('two-tabs-ended-elsewhere', check);
    await ended.getByRole('button', { name: 'Close' }).click();
    await first.page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor();
    await first.page.getByRole('group', { name: 'Balance' }).waitFor({ state: 'hidden' });
    await expect.poll(() => menuOf(first).count()).toBe(0);
    await first.check('two-tabs-first-visitor', check);
    // A reload would be another way to a visitor, and its DevTools session would miss the closing
    // of the sockets of the document it replaced.
    expect(
      await first.page.evaluate(() => (window as { lobbykitSameDocument?: true }).lobbykitSameDocument),
      'the first tab kept its document',
    ).toBe(true);

    const held = [...tokens];
    for (const tab of [first, second]) await expect.poll(() => sessionTracesOf(tab.page, held)).toEqual([]);
    // The first tab's socket closes with its session, and no tab opens another.
    await expect
      .poll(async () => {
        const open = await socketsNow();
        return open.first + open.second + open.hall;
      })
      .toBe(0);

    // A line of the step's own in each tab, so a recorder that hears nothing fails here rather
    // than passing for want of lines.
    for (const [tab, name] of [
      [first, 'first'],
      [second, 'second'],
    ] as const)
      await tab.page.evaluate((line) => console.info(line), `${CANARY} ${name}`);
    const recorded = await Promise.all([...records.first.lines, ...records.second.lines]);
    for (const name of ['first', 'second'])
      if (!recorded.some((line) => line.startsWith(`${name} console.info: ${CANARY} ${name}`)))
        throw new Error(`shareSessionInTwoTabs: the ${name} tab's console lines were not recorded`);
    const lines = recorded.filter((line) => !line.includes(CANARY));
    const texts = [
      ...recorded,
      ...first.errors.map((error) => `first error: ${error}`),
      ...second.errors.map((error) => `second error: ${error}`),
      ...[...records.first.sockets.values()].map((address) => `first socket: ${address}`),
      ...[...records.second.sockets.values()].map((address) => `second socket: ${address}`),
    ];
    return {
      sockets,
      endedNotice,
      tokens: tokens.size,
      consoleLines: lines.length,
      tokenIn: texts.filter((text) => held.some((token) => text.includes(token))),
    };
  } finally {
    for (const tab of tabs) await tab.close().catch(() => undefined);
    await chromium.close();
    if (typeof balanceBefore === 'number')
      await control.users.set(siteCode, username, { gameGold: balanceBefore });
  }
}
