import { seedUsers } from 'hall-server';
import { describe, expect, it } from 'vitest';
import { AUDIT_PLAYERS, needsPlayer } from '../audit/audit-player.js';

describe('needsPlayer', () => {
  it.each([
    ['/wallet', true],
    ['/wallet/', true],
    ['/wallet?tab=records', true],
    ['/withdraw', true],
    ['/security', true],
    ['/', false],
    ['/?gameCategoryId=2', false],
    ['/search', false],
    ['/walletx', false],
    ['/promotions/wallet', false],
  ])('%s needs a logged-in player: %s', (path, needed) => {
    expect(needsPlayer(path)).toBe(needed);
  });
});

describe('AUDIT_PLAYERS', () => {
  it('names, for each audited site, a player the hall seeds on that site', () => {
    expect(Object.keys(AUDIT_PLAYERS).sort()).toEqual(['cove', 'demo', 'siam']);
    for (const [siteCode, username] of Object.entries(AUDIT_PLAYERS)) {
      expect(seedUsers.some((user) => user.siteCode === siteCode && user.username === username)).toBe(true);
    }
  });
});
