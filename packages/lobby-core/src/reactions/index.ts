/**
 * Every lobby reaction, one file each, started in this order when a lobby is created. A later
 * feature adds its file and a line here, and touches no other reaction.
 */
import type { LobbyReaction } from '../store';
import { agentLink } from './agent-link';
import { configChanged } from './config-changed';
import { maintenance } from './maintenance';
import { preferencesChanged } from './preferences-changed';
import { siteInfoUpdated } from './site-info-updated';
import { siteLines } from './site-lines';
import { userRestricted } from './user-restricted';

export const lobbyReactions: readonly LobbyReaction[] = [
  configChanged,
  maintenance,
  userRestricted,
  preferencesChanged,
  siteInfoUpdated,
  siteLines,
  agentLink,
];
