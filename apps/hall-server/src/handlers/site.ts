// Start-up and site calls: site info and config, URLs, currencies, SMS countries, agent
// links, tracking ids, channel info, system status and the layout config.
import { getCurrencyBase, isInShowWindow, parseCurrencyVariant } from '@lobbykit/contract';
import { createHash } from 'node:crypto';
import { identityProviderBase } from '../hall/identity-provider-url';
import { missingBindings } from '../hall/users';
import { ok } from '../protocol/reply';
import { siteInfoOf, type SeedSite } from '../world/sites';
import { text } from './params';
import type { CallContext, RouteTable } from './types';

/**
 * The identity provider's authorize URLs the lobby opens (no secret: PKCE for LINE); LINE's
 * as the control API last set it, when it did.
 */
function authorizeUrls(context: CallContext): Record<string, string> {
  const base = identityProviderBase(context.hall);
  const line = context.runtime.lineAuthorizeUrl;
  const changed: Record<string, string> = line === undefined ? {} : { lineAuthorizeUrl: line };
  if (base === undefined) return changed;
  return {
    lineAuthorizeUrl: `${base}/line/authorize`,
    googleAuthorizeUrl: `${base}/google/authorize`,
    facebookAuthorizeUrl: `${base}/facebook/authorize`,
    ...changed,
  };
}

/**
 * The site as a config change left it (the control API's `siteInfo`): its texts, skin, languages
 * and currencies over the seeded ones, for every call that answers them.
 */
function changedSite({ site, runtime }: Pick<CallContext, 'site' | 'runtime'>): SeedSite {
  const changed = runtime.siteInfo;
  if (!changed) return site;
  const { languages, currencies, ...rest } = changed;
  return {
    ...site,
    ...rest,
    languages: (languages as SeedSite['languages'] | undefined) ?? site.languages,
    currencies: currencies ?? site.currencies,
  };
}

export const siteRoutes: RouteTable = {
  siteInfo: {
    handle: (context) => ok(siteInfoOf(changedSite(context), context.hall.world.builtAt)),
  },

  baseSiteConfig: {
    handle: (context) => {
      const site = changedSite(context);
      return ok({
        siteCode: site.siteCode,
        siteId: site.siteId,
        siteName: site.siteName,
        defaultCurrency: site.currencies[0],
        defaultLanguage: site.languages[0],
        timezone: site.timezone,
        customerServiceLinks: site.customerService,
        demoPlay: site.demoPlay,
        switches: { autoVisitorLoginH5: site.autoVisitorLogin, ...site.appDownload },
      });
    },
  },

  siteUrlConfig: {
    handle: ({ site, hall }) =>
      ok({
        api_domain: hall.urls.api,
        web_domain: [...hall.options.webUrls],
        oss_domain: hall.urls.oss,
        download_domain_url: site.downloadDomains.map((domain) => ({ domain })),
      }),
  },

  skinAssetsHash: {
    handle: (context) => {
      const site = changedSite(context);
      const hash = createHash('sha256')
        .update(JSON.stringify([site.type, site.skinTypeValue, site.skinConfigInfo, site.backgroundColor]))
        .digest('hex');
      return ok({ hash: hash.slice(0, 16), type: site.type, logo: `/skin/${site.siteCode}/logo.png` });
    },
  },

  allCurrency: {
    handle: (context) =>
      ok(
        changedSite(context).currencies.map((currencyCode, index) => ({
          currencyCode,
          base: getCurrencyBase(currencyCode),
          ratio: parseCurrencyVariant(currencyCode)?.ratio ?? 1,
          isDefault: index === 0,
        })),
      ),
  },

  smsCountry: { handle: ({ site }) => ok(site.smsCountries) },

  linkSetting: {
    handle: ({ site, params }) => {
      const id = text(params, 'id') ?? text(params, 'aid');
      const cid = text(params, 'cid');
      const agent = site.agents.find((entry) => entry.agentId === id || entry.channelId === cid);
      return ok(
        agent
          ? { linkType: agent.linkType, agentId: agent.agentId, channelId: agent.channelId }
          : { linkType: 'none' },
      );
    },
  },

  ipBindData: {
    handle: ({ site, ip }) => {
      const agent = site.agents.find((entry) => entry.boundIps.includes(ip));
      return ok(
        agent ? { agentName: agent.agentName, channelId: agent.channelId, currency: agent.currency } : {},
      );
    },
  },

  buriedConfig: { handle: ({ site }) => ok(site.analytics) },

  channelInfo: {
    handle: ({ site, params }) => {
      const id = text(params, 'id');
      const agent = site.agents.find((entry) => entry.channelId === id || entry.agentId === id);
      if (!agent) return { code: 0, message: `no channel ${String(id)}`, data: null };
      return ok({
        channelId: agent.channelId,
        agentId: agent.agentId,
        agentName: agent.agentName,
        agentMode: agent.agentMode,
        linkType: agent.linkType,
        currency: agent.currency,
      });
    },
  },

  systemStatus: {
    auth: 'optional',
    handle: (context) => {
      const { site, hall, user } = context;
      const content = hall.world.content(site.siteCode);
      const vipLevel = user
        ? content.vipLevels.filter((level) => level.depositRequired <= user.depositCount * 1000).length - 1
        : undefined;
      return ok({
        // Only banners inside their window, in display order (static files are made again
        // within a minute, so a window that opens or closes shows there too).
        messageBannerIndex: content.banners.filter((banner) => isInShowWindow(banner, hall.now())),
        promoteGetSocialmedia: content.socialMedia,
        userVipConfig: {
          levels: content.vipLevels,
          ...(vipLevel === undefined ? {} : { currentLevel: vipLevel }),
        },
        yuebaoGetSetting: { enabled: true, annualRatePercent: 3.65, minAmount: 10 },
        homeGetSysInfo: { ...site.sysInfo, ...authorizeUrls(context) },
        ...(user ? { mustBind: missingBindings(user, site) } : {}),
      });
    },
  },

  optimizationSiteConfig: {
    auth: 'optional',
    handle: ({ site }) =>
      ok({
        layoutDesign: site.layoutDesign,
        engageLabWebPush: { enabled: false },
        brandLogoUse: { logo: `/skin/${site.siteCode}/logo.png`, title: site.siteName },
        channelGlobalConfig: {
          registerCaptcha: false,
          agentLinks: site.agents.map((agent) => agent.agentId),
        },
      }),
  },
};
