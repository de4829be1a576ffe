// Request and response payloads of the start-up and polling calls (spec §7 "Named calls").
import * as v from 'valibot';
import { bannerListSchema } from './banners';
import type { Banner } from './banners';
import { buriedConfigEntrySchema } from './system';
import type { BuriedConfigEntry } from './system';
import { homeLayoutDesignSchema, homeSysInfoSchema } from './site';
import type { HomeLayoutDesign, HomeSysInfo } from './site';
import type { TaskCode } from './endpoints';
import { idString, numeric, opt } from './wire';

/** GET /user/getHomeGold. */
export interface HomeGold {
  game_gold: number;
  bonus?: number | undefined;
  auditMode?: number | undefined;
}

export const homeGoldSchema: v.GenericSchema<unknown, HomeGold> = v.looseObject({
  game_gold: numeric,
  bonus: opt(numeric),
  auditMode: opt(numeric),
});

/** GET /home/systemStatus request. */
export interface SystemStatusRequest {
  osType: string | number;
}

/**
 * System status: several start-up answers in one. The banners and the sys info have a fixed
 * shape here; the rest belongs to later features.
 */
export interface SystemStatus {
  /** The home carousel's banners that show now, in display order (malformed ones left out). */
  messageBannerIndex?: Banner[] | undefined;
  promoteGetSocialmedia?: unknown;
  userVipConfig?: unknown;
  yuebaoGetSetting?: unknown;
  homeGetSysInfo?: HomeSysInfo | undefined;
}

export const systemStatusSchema: v.GenericSchema<unknown, SystemStatus> = v.looseObject({
  messageBannerIndex: v.optional(bannerListSchema),
  promoteGetSocialmedia: v.optional(v.unknown()),
  userVipConfig: v.optional(v.unknown()),
  yuebaoGetSetting: v.optional(v.unknown()),
  homeGetSysInfo: opt(homeSysInfoSchema),
});

/** GET /home/optimizationSiteConfig request. */
export interface OptimizationSiteConfigRequest {
  /** True in the preview environment. */
  previewonly: boolean;
}

export interface OptimizationSiteConfig {
  layoutDesign?: HomeLayoutDesign | undefined;
  engageLabWebPush?: unknown;
  brandLogoUse?: unknown;
  channelGlobalConfig?: unknown;
}

export const optimizationSiteConfigSchema: v.GenericSchema<unknown, OptimizationSiteConfig> = v.looseObject({
  layoutDesign: opt(homeLayoutDesignSchema),
  engageLabWebPush: v.optional(v.unknown()),
  brandLogoUse: v.optional(v.unknown()),
  channelGlobalConfig: v.optional(v.unknown()),
});

/** GET /home/linkSetting. */
export interface LinkSetting {
  linkType?: string | number | undefined;
}

export const linkSettingSchema: v.GenericSchema<unknown, LinkSetting> = v.looseObject({
  linkType: opt(v.union([v.string(), v.number()], 'linkType must be a string or a number')),
});

/** GET /home/ipBindData: the agent bound to the visitor's IP. */
export interface IpBindData {
  agentName?: string | undefined;
  channelId?: string | undefined;
  currency?: string | undefined;
}

export const ipBindDataSchema: v.GenericSchema<unknown, IpBindData> = v.looseObject({
  agentName: opt(v.string()),
  channelId: opt(idString),
  currency: opt(v.string()),
});

/** GET /home/buriedConfig request. */
export interface BuriedConfigRequest {
  idx: string | number;
  idxType: string | number;
  uid?: string;
}

export const buriedConfigSchema: v.GenericSchema<unknown, BuriedConfigEntry[]> =
  v.array(buriedConfigEntrySchema);

/** GET /home/notices request. */
export interface NoticesRequest {
  page: number;
  type: string | number;
}

/** POST /user/webPushInfo request. */
export interface WebPushInfoRequest {
  jpushWebId: string;
}

/** GET /task/constantTask request. */
export interface TaskDataRequest {
  code: TaskCode;
}

/** GET /home/channelInfo request: numeric channel id from pkgId or the URL's channel id. */
export interface ChannelInfoRequest {
  id: number;
}
