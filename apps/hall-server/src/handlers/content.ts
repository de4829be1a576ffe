// Site content every visitor sees the same way, per language: the home marquee and the footer.
import { ok } from '../protocol/reply';
import { footerConfigOf } from '../world/footer';
import { marqueeOf } from '../world/marquee';
import type { RouteTable } from './types';

export const contentRoutes: RouteTable = {
  marquee: {
    handle: ({ hall, site, language }) => ok(marqueeOf(site, language, hall.world.builtAt, hall.now())),
  },

  footerConfig: {
    handle: ({ hall, site, language }) =>
      ok(footerConfigOf(site, hall.world.catalogue(site.siteCode), language, hall.world.builtAt)),
  },
};
