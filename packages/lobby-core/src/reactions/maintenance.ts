/** -3, 9111, -4 (spec §8): the site is in maintenance (or frozen); the UI shows the maintenance page. */
import { isHallEvent } from '../network/hall-events';
import { maintenanceEntered } from '../site/status-slice';
import type { LobbyReaction } from '../store';

// A matcher kept in a variable: written inline, TypeScript cannot read the action type from it.
const isMaintenance = isHallEvent('maintenance');

export const maintenance: LobbyReaction = (startListening) =>
  startListening({
    matcher: isMaintenance,
    effect: ({ payload }, { dispatch }) => {
      dispatch(maintenanceEntered({ reason: payload.data.state, code: payload.data.code, at: payload.at }));
    },
  });
