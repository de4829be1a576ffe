/**
 * New site URLs after the boot (a config change, a revalidation asked later): the lines follow,
 * and a changed list is speed-tested. During the boot the runner runs the one speed test.
 * URLs that came before the hall connection (the snapshot's) are adopted when it is made.
 */
import { adoptSiteLines } from '../network/site-lines';
import type { LobbyReaction } from '../store';

export const siteLines: LobbyReaction = (startListening, api) =>
  startListening({
    matcher: api.endpoints.siteUrlConfig.matchFulfilled,
    effect: ({ payload }, listenerApi) => {
      const { settings, connectedHall } = listenerApi.extra;
      const hall = connectedHall();
      if (!hall) return;
      const boot = listenerApi.getState().boot.machine;
      const booting = boot.status !== 'ready' || boot.revalidation === 'running';
      if (adoptSiteLines(settings, hall.lines, payload) && !booting) void hall.lines.speedTest();
    },
  });
