/**
 * The agent domain (spec §4 "Login", §6 "Roles and permissions", §7 "Link setting"): what the
 * agent or channel link a visitor landed with (`id`, `aid`, `cid`) asks of the lobby. Public and
 * cacheable (object storage first, like the site's data) and silent: no answer changes nothing.
 */
import { linkSettingSchema, type LinkSetting } from '@lobbykit/contract';
import type { LobbyEndpointBuilder } from './base';

/** The agent link of a visit as the hall reads it: the agent (`id`, or `aid`) and the channel (`cid`). */
export interface AgentLinkRequest {
  readonly id?: string | undefined;
  readonly aid?: string | undefined;
  readonly cid?: string | undefined;
}

export const agentEndpoints = (build: LobbyEndpointBuilder) => ({
  /** GET /home/linkSetting: the link type of the visit's agent link (`register`, `testRegister`, ...). */
  linkSetting: build.query<LinkSetting, AgentLinkRequest>({
    query: (request) => ({
      endpoint: 'linkSetting',
      params: { ...request },
      schema: linkSettingSchema,
      silent: true,
    }),
  }),
});
