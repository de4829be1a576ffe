/** 1128 / 1247, config changed (spec §8): the site data is read again, past every cache. */
import { isHallEvent } from '../network/hall-events';
import type { LobbyReaction } from '../store';

/** What "site data" means here: everything the site's config shapes. */
const SITE_DATA_TAGS = ['Site', 'SystemStatus', 'Layout', 'Content'] as const;

export const configChanged: LobbyReaction = (startListening, api) =>
  startListening({
    matcher: isHallEvent('configChanged'),
    effect: (_action, { dispatch, extra }) => {
      // The client's response cache would answer the refetch with the old config.
      extra.connectedHall()?.client.cache?.clear();
      dispatch(api.util.invalidateTags([...SITE_DATA_TAGS]));
    },
  });
