/**
 * New site URLs after the boot (a config change, a revalidation asked later): the lines follow,
 * and a changed list is speed-tested. During the boot the runner runs the one speed test.
 */
import { adoptSiteLines } from '../network/site-lines';
import type { LobbyReaction } from '../store';

export const siteLines: LobbyReaction = (startListening, api) =>
  startListening({
    matcher: api.endpoints.siteUrlConfig.matchFulfilled,
    effect: ({ payload }, listenerApi) => {
      const boot = listenerApi.getState().boot.machine;
      const booting = boot.status !== 'ready' || boot.revalidation === 'running';
      if (adoptSiteLines(listenerApi.extra, payload) && !booting) void listenerApi.extra.lines.speedTest();
    },
  });
