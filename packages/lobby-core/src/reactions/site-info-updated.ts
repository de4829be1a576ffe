/**
 * A new site info (a revalidation, a config change): the language and currency stay unless
 * the site stopped offering them. Before the boot has chosen them, the boot does it.
 */
import { preferencesChosen } from '../visit/slice';
import { settlePreferences } from '../visit/settle';
import type { LobbyReaction } from '../store';

export const siteInfoUpdated: LobbyReaction = (startListening, api) =>
  startListening({
    matcher: api.endpoints.siteInfo.matchFulfilled,
    effect: ({ payload }, listenerApi) => {
      const { dispatch, extra } = listenerApi;
      const { visit } = listenerApi.getState();
      if (!visit.language) return;
      const next = settlePreferences(payload, visit, extra.settings, extra.storage);
      if (next.language !== visit.language || next.currency !== visit.currency) {
        dispatch(preferencesChosen(next));
      }
    },
  });
