/**
 * Selectors over the lobby's store, for either flavour of the API (`lobby.select`): the site
 * data the boot keeps, and what is derived from it.
 */
import { createSelector } from '@reduxjs/toolkit';
import { isInShowWindow, type Banner, type LanguageCode } from '@lobbykit/contract';
import { siteLanguageCodes } from '@lobbykit/i18n/detect';
import type { LobbyApi } from './api/core-api';
import { siteLookOf } from './site/look';
import type { LobbyState } from './store';
import { siteCurrencies } from './visit/preferences';

const made = new WeakMap<LobbyApi, ReturnType<typeof makeSelectors>>();

function makeSelectors(api: LobbyApi) {
  const siteInfo = createSelector([api.endpoints.siteInfo.select()], (result) => result.data);
  const siteUrls = createSelector([api.endpoints.siteUrlConfig.select()], (result) => result.data);
  const systemStatus = createSelector([api.endpoints.systemStatus.select()], (result) => result.data);
  const layoutDesign = createSelector(
    [api.endpoints.optimizationSiteConfig.select()],
    (result) => result.data?.layoutDesign,
  );
  const categories = createSelector([api.endpoints.gameCategories.select()], (result) => result.data);
  const currency = (state: LobbyState) => state.visit.currency?.code;
  return {
    siteInfo,
    siteUrls,
    systemStatus,
    layoutDesign,
    categories,
    /** The theme inputs: theme type, site look, the visit's currency and the layout. */
    siteLook: createSelector([siteInfo, currency, layoutDesign], siteLookOf),
    /** The languages the site offers, in its order (all 25 when it lists none the lobby knows). */
    languages: createSelector([siteInfo], (site): LanguageCode[] => siteLanguageCodes(site)),
    /** The site's currencies the lobby can show. */
    currencies: createSelector([siteInfo], (site) => siteCurrencies(site)),
    /** The banners showing at `now` (epoch ms), in display order. */
    banners: (state: LobbyState, now: number): Banner[] =>
      (systemStatus(state)?.messageBannerIndex ?? [])
        .filter((banner) => isInShowWindow(banner, now))
        .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
  };
}

export type LobbySelectors = ReturnType<typeof makeSelectors>;

/** The selectors for a lobby's API (made once per API). */
export function lobbySelectors(api: LobbyApi): LobbySelectors {
  let selectors = made.get(api);
  if (!selectors) made.set(api, (selectors = makeSelectors(api)));
  return selectors;
}
