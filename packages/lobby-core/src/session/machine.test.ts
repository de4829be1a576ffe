import { demoGuestAccount } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import {
  initialSessionState,
  playerAccountOf,
  sessionTransition,
  type PlayerAccount,
  type SessionEvent,
  type SessionState,
} from './machine';

const account: PlayerAccount = { username: 'player01', currency: 'BRL', game_gold: 1000 };

const visitor: SessionState = { status: 'visitor', kind: 'visitor' };
const offered: SessionState = {
  status: 'visitor',
  kind: 'visitor',
  signInAgain: { reason: 'tokenExpired', at: 5 },
};
const demoGuest: SessionState = { status: 'demoGuest', kind: 'demoGuest', account: { ...demoGuestAccount } };
const loggingIn: SessionState = { status: 'signingIn', kind: 'visitor', method: 'login', attempt: 1 };
const guestLoggingIn: SessionState = {
  status: 'signingIn',
  kind: 'demoGuest',
  account: { ...demoGuestAccount },
  method: 'login',
  attempt: 1,
};
const registering: SessionState = { status: 'signingIn', kind: 'visitor', method: 'register', attempt: 1 };
const fastFirst: SessionState = { status: 'signingIn', kind: 'visitor', method: 'fastLogin', attempt: 1 };
const fastSecond: SessionState = { status: 'signingIn', kind: 'visitor', method: 'fastLogin', attempt: 2 };
const verifying: SessionState = { status: 'verifying', kind: 'visitor', account };
const player: SessionState = { status: 'player', kind: 'player', account };
const ending: SessionState = { status: 'ending', kind: 'player', account };

const startDemo: SessionEvent = { type: 'demoStarted' };
const endDemo: SessionEvent = { type: 'demoEnded' };
const login: SessionEvent = { type: 'signInStarted', method: 'login' };
const registered: SessionEvent = { type: 'registered' };
const failed: SessionEvent = { type: 'signInFailed' };
const verify: SessionEvent = { type: 'verificationRequired', account };
const signedIn: SessionEvent = { type: 'signedIn', account };
const updated: SessionEvent = { type: 'accountUpdated', account: { game_gold: 7 } };
const logout: SessionEvent = { type: 'logoutStarted' };
const loggedOut: SessionEvent = { type: 'loggedOut' };
const expired: SessionEvent = { type: 'ended', reason: 'tokenExpired', at: 9 };
const elsewhere: SessionEvent = { type: 'ended', reason: 'otherDevice', at: 9, deviceModel: 'iPhone 15' };
const dismissed: SessionEvent = { type: 'signInAgainDismissed' };

const allEvents = [
  startDemo,
  endDemo,
  login,
  registered,
  failed,
  verify,
  signedIn,
  updated,
  logout,
  loggedOut,
  expired,
  elsewhere,
  dismissed,
];

const signInAgain = (reason: 'tokenExpired' | 'otherDevice', deviceModel?: string): SessionState => ({
  status: 'visitor',
  kind: 'visitor',
  signInAgain: { reason, at: 9, ...(deviceModel ? { deviceModel } : {}) },
});

/** Every edge that changes the state: [from, event, to]. Any pair not listed leaves the state as it is. */
const edges: readonly [string, SessionState, SessionEvent, SessionState][] = [
  ['visitor', visitor, startDemo, demoGuest],
  ['visitor', visitor, login, loggingIn],
  ['visitor offered to sign in again', offered, startDemo, demoGuest],
  ['visitor offered to sign in again', offered, login, loggingIn],
  ['visitor offered to sign in again', offered, dismissed, visitor],
  ['demo guest', demoGuest, endDemo, visitor],
  ['demo guest', demoGuest, login, guestLoggingIn],
  ['logging in', loggingIn, failed, visitor],
  ['logging in', loggingIn, verify, verifying],
  ['logging in', loggingIn, signedIn, player],
  ['demo guest logging in', guestLoggingIn, failed, demoGuest],
  ['demo guest logging in', guestLoggingIn, verify, verifying],
  ['demo guest logging in', guestLoggingIn, signedIn, player],
  ['registering', registering, registered, fastFirst],
  ['registering', registering, failed, visitor],
  ['registering', registering, verify, verifying],
  ['registering', registering, signedIn, player],
  ['fast login, first try', fastFirst, failed, fastSecond],
  ['fast login, first try', fastFirst, verify, verifying],
  ['fast login, first try', fastFirst, signedIn, player],
  ['fast login, second try', fastSecond, failed, visitor],
  ['fast login, second try', fastSecond, verify, verifying],
  ['fast login, second try', fastSecond, signedIn, player],
  ['verifying', verifying, signedIn, player],
  ['verifying', verifying, logout, { status: 'ending', kind: 'player', account }],
  ['verifying', verifying, expired, signInAgain('tokenExpired')],
  ['verifying', verifying, elsewhere, signInAgain('otherDevice', 'iPhone 15')],
  ['player', player, updated, { status: 'player', kind: 'player', account: { ...account, game_gold: 7 } }],
  ['player', player, logout, ending],
  ['player', player, expired, signInAgain('tokenExpired')],
  ['player', player, elsewhere, signInAgain('otherDevice', 'iPhone 15')],
  ['ending', ending, loggedOut, visitor],
  ['ending', ending, expired, visitor],
  ['ending', ending, elsewhere, visitor],
];

const states: readonly [string, SessionState][] = [
  ['visitor', visitor],
  ['visitor offered to sign in again', offered],
  ['demo guest', demoGuest],
  ['logging in', loggingIn],
  ['demo guest logging in', guestLoggingIn],
  ['registering', registering],
  ['fast login, first try', fastFirst],
  ['fast login, second try', fastSecond],
  ['verifying', verifying],
  ['player', player],
  ['ending', ending],
];

describe('sessionTransition', () => {
  describe('when the lobby starts', () => {
    it('is a visitor', () => {
      expect(initialSessionState()).toEqual({ status: 'visitor', kind: 'visitor' });
    });
  });

  describe.each(edges)('when %s', (_name, from, event, to) => {
    it(`${event.type}${'reason' in event ? ` (${event.reason})` : ''} leads to ${to.status}`, () => {
      expect(sessionTransition(from, event)).toEqual(to);
    });
  });

  // Every other (state, event) pair: the machine must hand back the very same object.
  describe.each(states)('when %s', (name, from) => {
    const ignored = allEvents.filter(
      (event) => !edges.some(([edgeName, , edgeEvent]) => edgeName === name && edgeEvent === event),
    );
    it.each(ignored.map((event) => [event.type, event] as const))('ignores %s', (_type, event) => {
      expect(sessionTransition(from, event)).toBe(from);
    });
  });

  describe('when a fast login keeps failing', () => {
    it('tries once more, then the user is a visitor again', () => {
      let state = sessionTransition(visitor, { type: 'signInStarted', method: 'fastLogin' });
      state = sessionTransition(state, failed);
      expect(state).toMatchObject({ status: 'signingIn', method: 'fastLogin', attempt: 2 });
      expect(sessionTransition(state, failed)).toEqual(visitor);
    });

    it('tries as many times as the config says', () => {
      let state = sessionTransition(visitor, { type: 'signInStarted', method: 'fastLogin' });
      for (let attempt = 2; attempt <= 4; attempt++) {
        state = sessionTransition(state, failed, { fastLoginAttempts: 4 });
        expect(state).toMatchObject({ attempt });
      }
      expect(sessionTransition(state, failed, { fastLoginAttempts: 4 })).toEqual(visitor);
    });
  });

  describe('when a login form fails', () => {
    it('is not tried again', () => {
      expect(sessionTransition(loggingIn, failed)).toEqual(visitor);
    });
  });
});

describe('playerAccountOf', () => {
  describe('when the user info carries the user key', () => {
    it('keeps every public fact and drops the key', () => {
      const facts = playerAccountOf({ username: 'p', userkey: 'uk-secret', game_gold: 3, loginVerify: true });
      expect(facts).toEqual({ username: 'p', game_gold: 3, loginVerify: true });
      expect(JSON.stringify(facts)).not.toContain('uk-secret');
    });
  });
});
