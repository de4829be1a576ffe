import { describe, expect, it } from 'vitest';
import type { SessionState } from '../session/machine';
import { agentLinkAction, agentLinkOf, type AgentLinkAction } from './agent-link';

describe('agentLinkAction', () => {
  const cases: ReadonlyArray<
    readonly [
      label: string,
      linkType: string | number | undefined,
      kind: SessionState['kind'],
      AgentLinkAction,
    ]
  > = [
    ['a visitor on a test-register link', 'testRegister', 'visitor', 'demoGames'],
    ['a demo guest on a test-register link', 'testRegister', 'demoGuest', 'demoGames'],
    ['a player on a test-register link', 'testRegister', 'player', 'nothing'],
    ['a visitor on a register link', 'register', 'visitor', 'nothing'],
    ['a visitor on a login link', 'login', 'visitor', 'nothing'],
    ['a visitor on a link the hall does not know', 'none', 'visitor', 'nothing'],
    ['a visitor whose link setting did not answer', undefined, 'visitor', 'nothing'],
    ['a visitor on a numeric link type', 3004, 'visitor', 'nothing'],
    ['a visitor on another spelling of the type', 'testregister', 'visitor', 'nothing'],
    ['a visitor on a padded type', ' testRegister', 'visitor', 'nothing'],
    ['a visitor on an empty type', '', 'visitor', 'nothing'],
  ];

  for (const [label, linkType, kind, action] of cases) {
    describe(`when ${label}`, () => {
      it(action === 'demoGames' ? 'sends them to the demo games' : 'does nothing', () => {
        expect(agentLinkAction(linkType, kind)).toBe(action);
      });
    });
  }
});

describe('agentLinkOf', () => {
  const cases: ReadonlyArray<
    readonly [label: string, marketing: Record<string, string>, link: ReturnType<typeof agentLinkOf>]
  > = [
    ['an agent', { id: '7002', gclid: 'Cj0K' }, { id: '7002' }],
    ['a channel', { cid: '8002' }, { cid: '8002' }],
    ['an agent by its other name', { aid: '7002' }, { aid: '7002' }],
    ['an agent and a channel', { id: '7001', cid: '8002' }, { id: '7001', cid: '8002' }],
    ['an inviter code only', { inviteCode: 'AB12' }, undefined],
    ['tracking parameters only', { gclid: 'Cj0K', fbclid: 'x' }, undefined],
    ['no parameter', {}, undefined],
  ];

  for (const [label, marketing, link] of cases) {
    describe(`when the visit landed with ${label}`, () => {
      it(link ? 'is an agent link' : 'has no agent link', () => {
        expect(agentLinkOf(marketing)).toEqual(link);
      });
    });
  }
});
