/**
 * The visit: its site, the marketing parameters it landed with (kept for the whole visit), what
 * its agent link asked, language and currency.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LanguageCode } from '@lobbykit/contract';
import type { AgentLinkState } from './agent-link';
import type { DebugSwitches } from './debug-switches';
import type { MarketingParams } from './marketing';
import type { CurrencySource, LanguageChoice } from './preferences';

/** Where the language came from: the boot's choice (see `chooseLanguage`) or the visitor's. */
export interface VisitLanguage {
  readonly code: LanguageCode;
  readonly source: LanguageChoice['source'] | 'visitor';
}

export interface VisitCurrency {
  readonly code: string;
  readonly source: Exclude<CurrencySource, 'none'> | 'visitor';
}

export interface VisitState {
  readonly siteCode: string;
  readonly marketing: MarketingParams;
  /** The debug switches the visit landed with (`{}` unless the build allows them). */
  readonly debug: DebugSwitches;
  /** What the agent link of `marketing` asked (the agent-link reaction sets it). */
  readonly agentLink: AgentLinkState;
  /** Undefined until the boot knows the site's languages. */
  readonly language: VisitLanguage | undefined;
  /** Undefined until the boot knows the site's currencies (or when the site lists none the lobby knows). */
  readonly currency: VisitCurrency | undefined;
}

const initialState: VisitState = {
  siteCode: '',
  marketing: {},
  debug: {},
  agentLink: { status: 'none' },
  language: undefined,
  currency: undefined,
};

export const visitSlice = createSlice({
  name: 'visit',
  initialState,
  reducers: {
    visitStarted(
      state,
      {
        payload,
      }: PayloadAction<{ siteCode: string; marketing: MarketingParams; debug?: DebugSwitches | undefined }>,
    ) {
      state.siteCode = payload.siteCode;
      state.marketing = payload.marketing;
      state.debug = payload.debug ?? {};
    },
    agentLinkChanged(state, { payload }: PayloadAction<AgentLinkState>) {
      state.agentLink = payload;
    },
    /** The boot's choice, from the site info (again after a snapshot's revalidation if it changed). */
    preferencesChosen(
      state,
      { payload }: PayloadAction<{ language: VisitLanguage; currency: VisitCurrency | undefined }>,
    ) {
      state.language = payload.language;
      state.currency = payload.currency;
    },
    /** The visitor switched language (check it with `lobby.setLanguage`, which dispatches this). */
    languageSelected(state, { payload }: PayloadAction<LanguageCode>) {
      state.language = { code: payload, source: 'visitor' };
    },
    currencySelected(state, { payload }: PayloadAction<string>) {
      state.currency = { code: payload, source: 'visitor' };
    },
  },
  selectors: {
    selectSiteCode: (state) => state.siteCode,
    selectMarketingParams: (state) => state.marketing,
    selectDebugSwitches: (state) => state.debug,
    selectAgentLink: (state) => state.agentLink,
    selectLanguage: (state) => state.language,
    selectCurrency: (state) => state.currency,
  },
});

export const { visitStarted, agentLinkChanged, preferencesChosen, languageSelected, currencySelected } =
  visitSlice.actions;
export const {
  selectSiteCode,
  selectMarketingParams,
  selectDebugSwitches,
  selectAgentLink,
  selectLanguage,
  selectCurrency,
} = visitSlice.selectors;
