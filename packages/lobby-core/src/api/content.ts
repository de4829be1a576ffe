/**
 * The content domain: what every visitor of a site sees the same way, per language (the
 * marquee, the footer). The banners ride on the system status (`selectBanners`).
 */
import { footerConfigSchema, marqueeSchema, type FooterConfig, type Marquee } from '@lobbykit/contract';
import type { LobbyEndpointBuilder } from './base';

export const contentEndpoints = (build: LobbyEndpointBuilder) => ({
  marquee: build.query<Marquee, void>({
    query: () => ({ endpoint: 'marquee', schema: marqueeSchema, silent: true }),
    providesTags: ['Content'],
  }),
  footerConfig: build.query<FooterConfig, void>({
    query: () => ({ endpoint: 'footerConfig', schema: footerConfigSchema, silent: true }),
    providesTags: ['Content'],
  }),
});
