/**
 * The agent link a visit landed with (spec §6: the agent or channel is the `id` or `cid` URL
 * parameter) and what its link type asks of the lobby (spec §4 "Login": a test-register link
 * sends the visitor to the demo games). The decision is pure; the agent-link reaction runs it.
 */
import type { GameSummary } from '@lobbykit/contract';
import type { AgentLinkRequest } from '../api/agent';
import type { SessionState } from '../session/machine';
import type { MarketingParams } from './marketing';

/** The hall's link type of a trial link: its visitor plays the demo games. */
export const TEST_REGISTER_LINK_TYPE = 'testRegister';

/**
 * What the visit's agent link asked: `none` (the visit carries none), `checking` (the hall's
 * link setting is on its way), `checked` (nothing to do: another link type, a player, or no
 * answer, whose `linkType` is undefined) or `demoGames` (the visitor is a demo guest now, and
 * `game` is the demo they are sent to: the first hot game that offers one, if any does).
 */
export type AgentLinkState =
  | { readonly status: 'none' }
  | { readonly status: 'checking' }
  | { readonly status: 'checked'; readonly linkType: string | number | undefined }
  | {
      readonly status: 'demoGames';
      readonly linkType: typeof TEST_REGISTER_LINK_TYPE;
      readonly game: GameSummary | undefined;
    };

/** The parameters the hall reads an agent link from (spec §6: `id` or `cid`; `aid` is `id`'s other name). */
const AGENT_LINK_PARAMS = ['id', 'aid', 'cid'] as const;

/** The agent link of the visit's marketing parameters, or undefined when it landed without one. */
export function agentLinkOf(marketing: MarketingParams): AgentLinkRequest | undefined {
  const present = AGENT_LINK_PARAMS.filter((name) => marketing[name] !== undefined);
  return present.length > 0 ? Object.fromEntries(present.map((name) => [name, marketing[name]])) : undefined;
}

/** What the lobby does with a link type: send the visitor to the demo games, or nothing. */
export type AgentLinkAction = 'demoGames' | 'nothing';

/**
 * A test-register link sends whoever is not signed in (a visitor, or a demo guest already) to the
 * demo games; a player keeps their session. Only the hall's own spelling counts: any other type,
 * a number, or no answer at all does nothing.
 */
export function agentLinkAction(
  linkType: string | number | undefined,
  session: SessionState['kind'],
): AgentLinkAction {
  return linkType === TEST_REGISTER_LINK_TYPE && session !== 'player' ? 'demoGames' : 'nothing';
}
