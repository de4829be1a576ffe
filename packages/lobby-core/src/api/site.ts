/** The site domain: what the lobby boots with (spec §1 start-up, §7 named calls). */
import {
  optimizationSiteConfigSchema,
  siteInfoSchema,
  siteUrlInfoSchema,
  systemStatusSchema,
  type OptimizationSiteConfig,
  type SiteInfo,
  type SiteUrlInfo,
  type SystemStatus,
} from '@lobbykit/contract';
import * as v from 'valibot';
import { callHall, extraOf, type LobbyEndpointBuilder } from './base';

/**
 * The base site config. The contract leaves its shape open, so it stays a record here; the
 * features that read a field (customer service links, switches) check it where they use it.
 */
export type BaseSiteConfig = Readonly<Record<string, unknown>>;

/**
 * The skin assets hash answer: `hash` versions the skin's files (a new hash, new URLs); any
 * other field the hall sends is kept.
 */
export interface SkinAssets {
  readonly hash?: string | undefined;
  readonly [field: string]: unknown;
}

const baseSiteConfigSchema: v.GenericSchema<unknown, BaseSiteConfig> = v.record(v.string(), v.unknown());
const skinAssetsSchema: v.GenericSchema<unknown, SkinAssets> = v.looseObject({
  hash: v.optional(v.string()),
});

/*
 * Every query here is public and reads as a visitor: no call waits for a login, and the
 * cacheable ones go to object storage first (static mode, transport's rule). Queries are
 * silent: their error is in the query state, and the screens show it in place (a retry state),
 * so no toast repeats it. Service-code reactions (maintenance, config changed) still fire.
 */
export const siteEndpoints = (build: LobbyEndpointBuilder) => ({
  siteInfo: build.query<SiteInfo, void>({
    query: () => ({ endpoint: 'siteInfo', schema: siteInfoSchema, silent: true }),
    providesTags: ['Site'],
  }),
  baseSiteConfig: build.query<BaseSiteConfig, void>({
    query: () => ({ endpoint: 'baseSiteConfig', schema: baseSiteConfigSchema, silent: true }),
    providesTags: ['Site'],
  }),
  siteUrlConfig: build.query<SiteUrlInfo, void>({
    query: () => ({ endpoint: 'siteUrlConfig', schema: siteUrlInfoSchema, silent: true }),
    providesTags: ['Site'],
  }),
  skinAssetsHash: build.query<SkinAssets, void>({
    query: () => ({ endpoint: 'skinAssetsHash', schema: skinAssetsSchema, silent: true }),
    providesTags: ['Site'],
  }),
  // Not a public endpoint (a player gets their own answer), but a visitor may read it: it must
  // not wait for a login that a visitor never does.
  systemStatus: build.query<SystemStatus, void>({
    queryFn: (_arg, api, _extra, baseQuery) =>
      callHall<SystemStatus>(baseQuery, {
        endpoint: 'systemStatus',
        params: { osType: extraOf(api).settings.osType },
        schema: systemStatusSchema,
        waitForLogin: false,
        silent: true,
      }),
    providesTags: ['SystemStatus'],
  }),
  optimizationSiteConfig: build.query<OptimizationSiteConfig, void>({
    queryFn: (_arg, api, _extra, baseQuery) =>
      callHall<OptimizationSiteConfig>(baseQuery, {
        endpoint: 'optimizationSiteConfig',
        params: { previewonly: extraOf(api).settings.preview },
        schema: optimizationSiteConfigSchema,
        waitForLogin: false,
        silent: true,
      }),
    providesTags: ['Layout'],
  }),
});
