import { describe, expect, it } from 'vitest';
import type { GameRef } from '../events';
import { decidePlay, type PlayDecision, type PlayDecisionInput, type PlayerFacts } from './decide';

const NOW = 1_800_000_000_000;
const game: GameRef = { gameId: '30001', name: 'Lucky Koi', providerCode: 'HBR' };
const player: PlayerFacts = { balance: 100, accountType: 1 };

describe('decidePlay', () => {
  describe('when one check fails', () => {
    it.each<[string, Partial<PlayDecisionInput>, PlayDecision]>([
      [
        'a game under maintenance',
        { game: { ...game, maintainStatus: true } },
        { reason: 'maintenance', messageKey: 'lobby.play.maintenance' },
      ],
      [
        'a provider card',
        { game: { gameId: 'JDE', providerCode: 'JDE', kind: 'provider' } },
        { reason: 'providerPage', providerCode: 'JDE' },
      ],
      [
        'a self-excluded player',
        { player: { ...player, selfExcludedUntil: NOW + 1000 } },
        { reason: 'selfExcluded', until: NOW + 1000, messageKey: 'lobby.play.selfExcluded' },
      ],
      [
        'a balance below the minimum entry balance',
        { game: { ...game, minimumEntryBalance: 150 } },
        {
          reason: 'depositNeeded',
          minimumEntryBalance: 150,
          balance: 100,
          messageKey: 'lobby.play.deposit',
        },
      ],
      [
        'an unknown balance and a minimum',
        { game: { ...game, minimumEntryBalance: 5 }, player: { accountType: 1 } },
        { reason: 'depositNeeded', minimumEntryBalance: 5, balance: 0, messageKey: 'lobby.play.deposit' },
      ],
      [
        "an agent's account",
        { player: { ...player, accountType: 2 } },
        { reason: 'noGameRights', messageKey: 'lobby.play.noRights' },
      ],
      [
        'a provider with a currency ratio, not yet confirmed',
        { game: { ...game, currencyRatio: 1000 } },
        { reason: 'confirmRatio', currencyRatio: 1000, balance: 100, messageKey: 'lobby.play.ratio' },
      ],
    ])('answers %s', (_case, input, decision) => {
      expect(decidePlay({ game, player, now: NOW, ...input })).toEqual(decision);
    });
  });

  describe('when every check passes', () => {
    it.each<[string, Partial<PlayDecisionInput>]>([
      ['a plain game', {}],
      ['a balance equal to the minimum', { game: { ...game, minimumEntryBalance: 100 } }],
      ['a self-exclusion that has ended', { player: { ...player, selfExcludedUntil: NOW } }],
      ['a confirmed ratio', { game: { ...game, currencyRatio: 1000 }, ratioConfirmed: true }],
      ['a ratio of 1', { game: { ...game, currencyRatio: 1 } }],
      ['an account type the hall did not send', { player: { balance: 100 } }],
      [
        'a provider card without a provider code (a game after all)',
        { game: { ...game, kind: 'provider', providerCode: undefined } },
      ],
    ])('launches for %s', (_case, input) => {
      expect(decidePlay({ game, player, now: NOW, ...input })).toEqual({ reason: 'launch' });
    });
  });

  describe('when several checks fail', () => {
    // Each row fails its own check and every later one: the earliest wins.
    const everything: PlayDecisionInput = {
      game: {
        ...game,
        maintainStatus: true,
        kind: 'provider',
        minimumEntryBalance: 500,
        currencyRatio: 1000,
      },
      player: { balance: 0, accountType: 2, selfExcludedUntil: NOW + 1 },
      now: NOW,
    };
    it.each<[PlayDecision['reason'], PlayDecisionInput]>([
      ['maintenance', everything],
      ['providerPage', { ...everything, game: { ...everything.game, maintainStatus: false } }],
      ['selfExcluded', { ...everything, game: { ...everything.game, maintainStatus: false, kind: 'game' } }],
      [
        'depositNeeded',
        {
          ...everything,
          game: { ...everything.game, maintainStatus: false, kind: 'game' },
          player: { ...everything.player, selfExcludedUntil: undefined },
        },
      ],
      [
        'noGameRights',
        {
          ...everything,
          game: { ...everything.game, maintainStatus: false, kind: 'game' },
          player: { balance: 500, accountType: 2 },
        },
      ],
      [
        'confirmRatio',
        {
          ...everything,
          game: { ...everything.game, maintainStatus: false, kind: 'game' },
          player: { balance: 500, accountType: 1 },
        },
      ],
    ])('answers %s first', (reason, input) => {
      expect(decidePlay(input).reason).toBe(reason);
    });
  });
});
