/** The hall's site URL config as lines: the build's own lines first, then the site's, http(s) only. */
import { MAX_LINES, type SiteUrlInfo } from '@lobbykit/contract';
import type { Lines } from '@lobbykit/transport/lines';
import type { LobbySettings } from '../extra';

function httpLines(urls: readonly string[]): string[] {
  const out: string[] = [];
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      // A domain the hall sends is data: nothing but a plain web address becomes a line.
      if (
        (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
        !parsed.username &&
        !parsed.password
      ) {
        out.push(`${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`);
      }
    } catch {
      // Not a URL: not a line.
    }
  }
  return out;
}

const joined = (kind: readonly string[], site: readonly string[]) =>
  [...new Set([...httpLines(kind), ...httpLines(site)])].slice(0, MAX_LINES);

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The lines the site URL config makes (the build's own first), or undefined when the config
 * turned adopting them off.
 */
export function siteLinesOf(
  settings: LobbySettings,
  urls: SiteUrlInfo,
): { readonly api: string[]; readonly oss: string[] } | undefined {
  if (!settings.adoptSiteLines) return undefined;
  return {
    api: joined(settings.apiLines, urls.api_domain),
    oss: joined(settings.assetLines, urls.oss_domain),
  };
}

/**
 * Sets the lines from the site URL config, unless the config turned that off. The line store
 * keeps the current line. Returns whether the lists changed (the caller then speed-tests).
 */
export function adoptSiteLines(settings: LobbySettings, lines: Lines, urls: SiteUrlInfo): boolean {
  const site = siteLinesOf(settings, urls);
  if (!site) return false;
  const { api, oss } = site;
  const state = lines.getState();
  const known = (kind: 'api' | 'oss') => state[kind].lines.map((line) => line.url);
  if (same(known('api'), api) && same(known('oss'), oss)) return false;
  lines.setLines('api', api);
  lines.setLines('oss', oss);
  return true;
}
