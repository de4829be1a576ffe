/**
 * The visitor switched language or currency: the choice is remembered, and what the hall
 * answers per language or currency is read again (the page stays; the data refreshes in place).
 */
import { isAnyOf } from '@reduxjs/toolkit';
import { currencySelected, languageSelected } from '../visit/slice';
import { STORAGE_KEYS } from '../visit/storage';
import type { LobbyReaction } from '../store';

/** What depends on the request's language or currency: all but the site info. */
const PREFERENCE_TAGS = ['SystemStatus', 'Layout', 'Games', 'Jackpot', 'Content'] as const;

export const preferencesChanged: LobbyReaction = (startListening, api) =>
  startListening({
    matcher: isAnyOf(languageSelected, currencySelected),
    effect: (action, { dispatch, extra }) => {
      if (languageSelected.match(action)) extra.storage.write(STORAGE_KEYS.language, action.payload);
      if (currencySelected.match(action)) extra.storage.write(STORAGE_KEYS.currency, action.payload);
      dispatch(api.util.invalidateTags([...PREFERENCE_TAGS]));
    },
  });
