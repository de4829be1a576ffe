import { describe, expect, it } from 'vitest';
import { autoVisitorLoginOf, shouldAutoOpenAuth, type AutoOpenAuthInput } from './auto-open-auth';

describe('shouldAutoOpenAuth', () => {
  const cases: ReadonlyArray<
    readonly [
      label: string,
      kind: AutoOpenAuthInput['kind'],
      switchOn: boolean,
      query: string,
      opens: boolean,
      demoGames?: boolean,
    ]
  > = [
    ['a visitor with the switch on and a plain URL', 'visitor', true, '', true],
    ['a visitor with the switch off and a plain URL', 'visitor', false, '', false],
    ['a visitor on a channel register link, switch off', 'visitor', false, 'cid=8001&type=register', true],
    ['a visitor on an agent register link, switch off', 'visitor', false, 'id=7001&type=register', true],
    ['a visitor with type=register but no agent, switch off', 'visitor', false, 'type=register', false],
    ['a visitor with an agent but no type, switch off', 'visitor', false, 'cid=8001', false],
    ['a visitor on a login link, switch on', 'visitor', true, 'cid=8001&type=login', false],
    ['a visitor on a test-register link, switch on', 'visitor', true, 'id=7002&type=testRegister', false],
    ['a visitor with an empty type, switch on', 'visitor', true, 'type=', false],
    ['a demo guest with the switch on', 'demoGuest', true, '', true],
    ['a player with the switch on', 'player', true, '', false],
    ['a player on a register link', 'player', false, 'cid=8001&type=register', false],
    ['a visitor the hall sent to the demo games, switch on', 'visitor', true, 'id=7002', false, true],
    ['a demo guest the hall sent to the demo games, switch on', 'demoGuest', true, 'cid=8002', false, true],
    [
      'a visitor on a test-register link claiming register',
      'visitor',
      false,
      'id=7002&type=register',
      false,
      true,
    ],
    [
      'a visitor on an agent link that is not test-register, switch on',
      'visitor',
      true,
      'id=7001',
      true,
      false,
    ],
  ];

  for (const [label, kind, autoVisitorLogin, query, opens, demoGames = false] of cases) {
    describe(`when ${label}`, () => {
      it(opens ? 'opens the modal' : 'keeps it shut', () => {
        expect(
          shouldAutoOpenAuth({ kind, autoVisitorLogin, search: new URLSearchParams(query), demoGames }),
        ).toBe(opens);
      });
    });
  }
});

describe('autoVisitorLoginOf', () => {
  describe('when the base site config carries the switch', () => {
    it('reads it, and only a real true counts as on', () => {
      expect(autoVisitorLoginOf({ switches: { autoVisitorLoginH5: true } })).toBe(true);
      expect(autoVisitorLoginOf({ switches: { autoVisitorLoginH5: false } })).toBe(false);
      expect(autoVisitorLoginOf({ switches: { autoVisitorLoginH5: 'true' } })).toBe(false);
    });
  });

  describe('when the config or its switches are missing', () => {
    it('is off', () => {
      expect(autoVisitorLoginOf(undefined)).toBe(false);
      expect(autoVisitorLoginOf({})).toBe(false);
      expect(autoVisitorLoginOf({ switches: null })).toBe(false);
    });
  });
});
