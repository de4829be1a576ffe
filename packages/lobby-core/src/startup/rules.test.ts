import type { TaskItem } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { forcedBindingOf, type ForcedBindingInput } from '../money/forced-binding';
import {
  STARTUP_POPUPS,
  hasOpenTask,
  mayShowPromotion,
  shouldAskPasswordChange,
  shouldOpenLoginRegister,
  shouldPromptAppDownload,
  shouldShowCut,
  shouldShowFirstCharge,
  shouldShowForcedPopups,
  shouldShowRegisterRecharge,
  shouldShowTasks,
  shouldShowWaitingCollect,
  type AppDownloadFacts,
  type LoginRegisterFacts,
  type PlaceFacts,
  type StartupPopupId,
} from './rules';

describe('STARTUP_POPUPS', () => {
  it('lists the 14 pop-ups in spec order', () => {
    expect(STARTUP_POPUPS).toEqual([
      'loginRegister',
      'registerRecharge',
      'forcedPasswordChange',
      'forcedBinding',
      'appDownload',
      'forcedPopups',
      'newCutOnce',
      'cutOnce',
      'firstCharge',
      'newUserTasks',
      'dailyTasks',
      'weeklyTasks',
      'everyThreeDayTasks',
      'waitingCollect',
    ]);
  });
});

describe('shouldOpenLoginRegister', () => {
  const base: LoginRegisterFacts = {
    kind: 'visitor',
    loginTriggered: false,
    autoVisitorLogin: false,
    search: new URLSearchParams(),
    demoGames: false,
  };
  const cases: [string, Partial<LoginRegisterFacts>, boolean][] = [
    ['a visitor, switch off, plain URL', {}, false],
    ['a visitor, switch on', { autoVisitorLogin: true }, true],
    ['a demo guest, switch on', { kind: 'demoGuest', autoVisitorLogin: true }, true],
    ['a player, switch on', { kind: 'player', autoVisitorLogin: true }, false],
    ['after a login (the restarted run)', { autoVisitorLogin: true, loginTriggered: true }, false],
    ['a cid register link', { search: new URLSearchParams('cid=8001&type=register') }, true],
    ['an id register link', { search: new URLSearchParams('id=7001&type=register') }, true],
    ['type=register without an agent', { search: new URLSearchParams('type=register') }, false],
    [
      'a login link with the switch on',
      { autoVisitorLogin: true, search: new URLSearchParams('id=7&type=login') },
      false,
    ],
    ['a test-register agent link', { autoVisitorLogin: true, demoGames: true }, false],
  ];
  it.each(cases)('when %s', (_name, facts, expected) => {
    expect(shouldOpenLoginRegister({ ...base, ...facts })).toBe(expected);
  });
});

describe('shouldPromptAppDownload', () => {
  const base: AppDownloadFacts = {
    switches: { appButtonHidden: true, bootInstall: true, forceInstall: false, guildDownloadStyle: 2 },
    speedPackage: false,
    preview: false,
    home: true,
    prompted: false,
  };
  const cases: [string, Partial<AppDownloadFacts>, boolean][] = [
    ['all seven conditions hold', {}, true],
    ['the app button shows', { switches: { ...base.switches, appButtonHidden: false } }, false],
    ['in the speed package', { speedPackage: true }, false],
    ['in a preview build', { preview: true }, false],
    ['off the game route', { home: false }, false],
    ['the guide style is the top bar', { switches: { ...base.switches, guildDownloadStyle: 1 } }, false],
    ['the guide style is the float button', { switches: { ...base.switches, guildDownloadStyle: 3 } }, false],
    ['boot install is off', { switches: { ...base.switches, bootInstall: false } }, false],
    ['prompted before', { prompted: true }, false],
    [
      'prompted before, installation forced',
      { prompted: true, switches: { ...base.switches, forceInstall: true } },
      true,
    ],
    ['no switches at all', { switches: undefined }, false],
  ];
  it.each(cases)('when %s', (_name, facts, expected) => {
    expect(shouldPromptAppDownload({ ...base, ...facts })).toBe(expected);
  });
});

describe('mayShowPromotion', () => {
  const cases: [string, Parameters<typeof mayShowPromotion>[0], boolean][] = [
    ['a player on the home page', { kind: 'player', home: true, playing: false }, true],
    ['a player in a game', { kind: 'player', home: true, playing: true }, false],
    ['a player on another page', { kind: 'player', home: false, playing: false }, false],
    ['a visitor on the home page', { kind: 'visitor', home: true, playing: false }, false],
    ['a demo guest on the home page', { kind: 'demoGuest', home: true, playing: false }, false],
  ];
  it.each(cases)('when %s', (_name, facts, expected) => {
    expect(mayShowPromotion(facts)).toBe(expected);
  });
});

describe('shouldShowForcedPopups', () => {
  const frame = (id: string, flags: { not_remind_again?: boolean; not_remind_login?: boolean } = {}) => ({
    id,
    ...flags,
  });
  const cases: [string, boolean, ReturnType<typeof frame>[], boolean][] = [
    ['one frame without flags, home', true, [frame('1')], true],
    ['one frame without flags, another page', false, [frame('1')], false],
    ['no frames', true, [], false],
    ['every frame not to remind again', true, [frame('1', { not_remind_again: true })], false],
    ['every frame not to remind after login', true, [frame('1', { not_remind_login: true })], false],
    ['one dismissed, one not', true, [frame('1', { not_remind_again: true }), frame('2')], true],
  ];
  it.each(cases)('when %s', (_name, home, frames, expected) => {
    expect(shouldShowForcedPopups(home, frames)).toBe(expected);
  });
});

describe('the player-only rules', () => {
  it('shows the register-recharge prompt to a flagged player only', () => {
    expect(shouldShowRegisterRecharge('player', true)).toBe(true);
    expect(shouldShowRegisterRecharge('player', false)).toBe(false);
    expect(shouldShowRegisterRecharge('visitor', true)).toBe(false);
  });

  it('asks a player whose password must change, nobody else', () => {
    expect(shouldAskPasswordChange('player', true)).toBe(true);
    expect(shouldAskPasswordChange('player', false)).toBe(false);
    expect(shouldAskPasswordChange('demoGuest', true)).toBe(false);
  });

  it('shows a task list while a task is unclaimed', () => {
    expect(hasOpenTask([{ status: 2 }, { status: 0 }])).toBe(true);
    expect(hasOpenTask([{ status: 1 }])).toBe(true);
    expect(hasOpenTask([{ status: 2 }, { status: 2 }])).toBe(false);
    expect(hasOpenTask([])).toBe(false);
  });
});

describe('the start-up pop-ups’ rules', () => {
  // One row per condition of each pop-up's rule: the rule shows with all of them and not with
  // each one failing alone, so a condition dropped from rules.ts (or forced-binding.ts) fails a
  // row here. The Record type makes the table name all 14 pop-ups.
  const player: PlaceFacts = { kind: 'player', home: true, playing: false };
  const inGame: PlaceFacts = { ...player, playing: true };
  const elsewhere: PlaceFacts = { ...player, home: false };
  const visitor: PlaceFacts = { ...player, kind: 'visitor' };
  const demoGuest: PlaceFacts = { ...player, kind: 'demoGuest' };

  const landing: LoginRegisterFacts = {
    kind: 'visitor',
    loginTriggered: false,
    autoVisitorLogin: true,
    search: new URLSearchParams(),
    demoGames: false,
  };
  const unbound = { phone: false, email: false, googleAuth: false };
  const rich: ForcedBindingInput = {
    loggedIn: true,
    tryMode: false,
    currency: 'BRL',
    balance: 20000,
    sysInfo: { largeAmountRange: { BRL: 5000 }, largeAmountMustBind: { phone: true, email: true } },
    bound: unbound,
  };
  const app: AppDownloadFacts = {
    switches: { appButtonHidden: true, bootInstall: true, forceInstall: false, guildDownloadStyle: 2 },
    speedPackage: false,
    preview: false,
    home: true,
    prompted: false,
  };
  const offer = { show: true, tiers: [{ minAmount: '10', bonusPercent: '100', maxBonus: '100' }] };
  const task = (status: TaskItem['status']): TaskItem => ({
    taskId: 100101,
    code: 'mrrw',
    title: 'Daily task: log in',
    reward: '1',
    target: 1,
    progress: 1,
    status,
  });
  const waiting = { show: true, items: [task(1)] };

  type Row = readonly [when: string, shows: () => boolean, expected: boolean];
  const taskRows: readonly Row[] = [
    ['a task is open', () => shouldShowTasks(player, [task(2), task(0)]), true],
    ['a task is ready to claim', () => shouldShowTasks(player, [task(1)]), true],
    ['every task is claimed', () => shouldShowTasks(player, [task(2), task(2)]), false],
    ['the list is empty', () => shouldShowTasks(player, []), false],
    ['the list did not come', () => shouldShowTasks(player, undefined), false],
    ['a game is open', () => shouldShowTasks(inGame, [task(0)]), false],
    ['off the home page', () => shouldShowTasks(elsewhere, [task(0)]), false],
    ['a visitor', () => shouldShowTasks(visitor, [task(0)]), false],
  ];
  const cutRows = (activityId: string): readonly Row[] => [
    ['the hall offers it', () => shouldShowCut(player, { show: true, activityId }), true],
    ['the hall does not', () => shouldShowCut(player, { show: false, activityId }), false],
    ['it names no activity', () => shouldShowCut(player, { show: true }), false],
    ['the answer did not come', () => shouldShowCut(player, undefined), false],
    ['a game is open', () => shouldShowCut(inGame, { show: true, activityId }), false],
    ['off the home page', () => shouldShowCut(elsewhere, { show: true, activityId }), false],
    ['a demo guest', () => shouldShowCut(demoGuest, { show: true, activityId }), false],
  ];

  const rules: Record<StartupPopupId, readonly Row[]> = {
    loginRegister: [
      ['a visitor on a site with the switch on', () => shouldOpenLoginRegister(landing), true],
      ['the switch is off', () => shouldOpenLoginRegister({ ...landing, autoVisitorLogin: false }), false],
      [
        'the switch is off but the link is an agent’s register link',
        () =>
          shouldOpenLoginRegister({
            ...landing,
            autoVisitorLogin: false,
            search: new URLSearchParams('cid=8001&type=register'),
          }),
        true,
      ],
      [
        'the switch is off and the register link names no agent',
        () =>
          shouldOpenLoginRegister({
            ...landing,
            autoVisitorLogin: false,
            search: new URLSearchParams('type=register'),
          }),
        false,
      ],
      ['a player', () => shouldOpenLoginRegister({ ...landing, kind: 'player' }), false],
      ['the run follows a login', () => shouldOpenLoginRegister({ ...landing, loginTriggered: true }), false],
      ['a test-register agent link', () => shouldOpenLoginRegister({ ...landing, demoGames: true }), false],
      [
        'a login link',
        () => shouldOpenLoginRegister({ ...landing, search: new URLSearchParams('id=7001&type=login') }),
        false,
      ],
    ],
    registerRecharge: [
      ['a player just registered', () => shouldShowRegisterRecharge('player', true), true],
      ['a player not flagged', () => shouldShowRegisterRecharge('player', false), false],
      ['a visitor flagged', () => shouldShowRegisterRecharge('visitor', true), false],
    ],
    forcedPasswordChange: [
      ['a player with a weak password', () => shouldAskPasswordChange('player', true), true],
      ['a player with a good one', () => shouldAskPasswordChange('player', false), false],
      ['a demo guest', () => shouldAskPasswordChange('demoGuest', true), false],
    ],
    forcedBinding: [
      ['a player over the limit with nothing bound', () => forcedBindingOf(rich).show, true],
      ['not logged in', () => forcedBindingOf({ ...rich, loggedIn: false }).show, false],
      ['in try mode', () => forcedBindingOf({ ...rich, tryMode: true }).show, false],
      ['below the limit', () => forcedBindingOf({ ...rich, balance: 4999.99 }).show, false],
      ['a phone bound', () => forcedBindingOf({ ...rich, bound: { ...unbound, phone: true } }).show, false],
      [
        'the site asks for no binding',
        () => forcedBindingOf({ ...rich, sysInfo: { ...rich.sysInfo, largeAmountMustBind: {} } }).show,
        false,
      ],
    ],
    appDownload: [
      ['all seven conditions hold', () => shouldPromptAppDownload(app), true],
      [
        'the app button shows',
        () => shouldPromptAppDownload({ ...app, switches: { ...app.switches, appButtonHidden: false } }),
        false,
      ],
      ['in the speed package', () => shouldPromptAppDownload({ ...app, speedPackage: true }), false],
      ['in a preview build', () => shouldPromptAppDownload({ ...app, preview: true }), false],
      ['off the game route', () => shouldPromptAppDownload({ ...app, home: false }), false],
      [
        'the guide is not the modal',
        () => shouldPromptAppDownload({ ...app, switches: { ...app.switches, guildDownloadStyle: 1 } }),
        false,
      ],
      [
        'boot install is off',
        () => shouldPromptAppDownload({ ...app, switches: { ...app.switches, bootInstall: false } }),
        false,
      ],
      ['prompted before', () => shouldPromptAppDownload({ ...app, prompted: true }), false],
      [
        'prompted before, installation forced',
        () =>
          shouldPromptAppDownload({
            ...app,
            prompted: true,
            switches: { ...app.switches, forceInstall: true },
          }),
        true,
      ],
    ],
    forcedPopups: [
      ['a frame to show, on the home page', () => shouldShowForcedPopups(true, [{ id: '1' }]), true],
      ['off the home page', () => shouldShowForcedPopups(false, [{ id: '1' }]), false],
      ['no frame', () => shouldShowForcedPopups(true, []), false],
      [
        'the frame is not to remind again',
        () => shouldShowForcedPopups(true, [{ id: '1', not_remind_again: true }]),
        false,
      ],
      [
        'the frame is not to remind after login',
        () => shouldShowForcedPopups(true, [{ id: '1', not_remind_login: true }]),
        false,
      ],
    ],
    newCutOnce: cutRows('new-cut-once'),
    cutOnce: cutRows('cut-once'),
    firstCharge: [
      ['the hall offers tiers', () => shouldShowFirstCharge(player, offer), true],
      ['the hall does not offer it', () => shouldShowFirstCharge(player, { ...offer, show: false }), false],
      ['it has no tier', () => shouldShowFirstCharge(player, { show: true, tiers: [] }), false],
      ['the answer did not come', () => shouldShowFirstCharge(player, undefined), false],
      ['a game is open', () => shouldShowFirstCharge(inGame, offer), false],
      ['off the home page', () => shouldShowFirstCharge(elsewhere, offer), false],
      ['a visitor', () => shouldShowFirstCharge(visitor, offer), false],
    ],
    newUserTasks: taskRows,
    dailyTasks: taskRows,
    weeklyTasks: taskRows,
    everyThreeDayTasks: taskRows,
    waitingCollect: [
      ['a reward waits', () => shouldShowWaitingCollect(player, waiting), true],
      ['the hall says none', () => shouldShowWaitingCollect(player, { ...waiting, show: false }), false],
      ['the list is empty', () => shouldShowWaitingCollect(player, { show: true, items: [] }), false],
      ['the answer did not come', () => shouldShowWaitingCollect(player, undefined), false],
      ['a game is open', () => shouldShowWaitingCollect(inGame, waiting), false],
      ['off the home page', () => shouldShowWaitingCollect(elsewhere, waiting), false],
      ['a demo guest', () => shouldShowWaitingCollect(demoGuest, waiting), false],
    ],
  };
  const table = STARTUP_POPUPS.flatMap((id) =>
    rules[id].map(([when, shows, expected]) => [id, when, expected, shows] as const),
  );

  it.each(table)('%s: when %s, shows is %s', (_id, _when, expected, shows) => {
    expect(shows()).toBe(expected);
  });
});
