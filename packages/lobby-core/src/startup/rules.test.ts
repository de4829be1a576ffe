import { describe, expect, it } from 'vitest';
import {
  STARTUP_POPUPS,
  hasOpenTask,
  mayShowPromotion,
  shouldAskPasswordChange,
  shouldOpenLoginRegister,
  shouldPromptAppDownload,
  shouldShowForcedPopups,
  shouldShowRegisterRecharge,
  type AppDownloadFacts,
  type LoginRegisterFacts,
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
