// The shapes of the data lobby-ui renders. Each is the part of a @lobbykit/contract entity a
// block reads, field names as the hall sends them, so a contract entity (GameSummary,
// GameProvider, Banner, MarqueeItem, FooterConfig) can be passed as it is.
import type { GameCategory } from '@lobbykit/contract';

/** A game as a card shows it (contract GameSummary). */
export interface LobbyGame {
  readonly gameId: string;
  readonly name: string;
  /** Card image path on the asset hosts (or a full URL). */
  readonly img?: string | undefined;
  readonly providerName?: string | undefined;
  readonly hot?: boolean | undefined;
  readonly new?: boolean | undefined;
  /** Demo (try) play is offered. */
  readonly demo?: boolean | undefined;
  /** The recommend corner badge. */
  readonly recommendStatus?: boolean | undefined;
  /** The game (or its provider) is under maintenance: it cannot be opened. */
  readonly maintainStatus?: boolean | undefined;
}

/** A game provider (platform) as its card or tab shows it (contract GameProvider). */
export interface LobbyProvider {
  readonly code: string;
  readonly name: string;
  /** Logo image path on the asset hosts (or a full URL). */
  readonly logo?: string | undefined;
  readonly gameCount?: number | undefined;
  readonly maintainStatus?: boolean | undefined;
}

/** A category as its tab shows it (contract GameCategory). */
export type LobbyCategory = Pick<GameCategory, 'id' | 'key' | 'name'>;

/** A banner of the carousel (contract Banner). */
export interface LobbyBanner {
  readonly id: string;
  /** Image path on the asset hosts (or a full URL). */
  readonly img: string;
  /** Names the banner for assistive technology (its image's text alternative). */
  readonly title?: string | undefined;
  /** Where it leads; `none` or absent: nowhere, the slide is not a control. */
  readonly jumpType?: string | undefined;
  /** Seconds the banner stays before the carousel moves on. */
  readonly stay_time?: number | undefined;
}

/** One announcement of the marquee (contract MarqueeItem); `content` is rich text. */
export interface LobbyMarqueeItem {
  readonly id: string;
  readonly content: string;
}

/** A link of a footer block (contract FooterLink). */
export interface LobbyFooterLink {
  readonly key: string;
  readonly title: string;
  /** `url` and `route` links carry their address in `jumpValue`; other kinds are the app's to open. */
  readonly jumpType?: string | undefined;
  readonly jumpValue?: string | undefined;
  /** Icon image path (social icons). */
  readonly icon?: string | undefined;
  readonly openWindow?: boolean | undefined;
}

/** A block of the footer (contract FooterBlock). */
export interface LobbyFooterBlock {
  /** QUICK_JUMP, CONCAT_US, OFFICIAL_COMMUNITY or CONTENT; other kinds are skipped. */
  readonly type: string;
  readonly title?: string | undefined;
  readonly links: readonly LobbyFooterLink[];
  /** Rich text of a CONTENT block. */
  readonly content?: string | undefined;
  readonly hideOnMobile?: boolean | undefined;
  readonly hideOnDesktop?: boolean | undefined;
}

/** A partner logo of the footer (contract FooterLogo). */
export interface LobbyFooterLogo {
  readonly key: string;
  readonly name: string;
  readonly logo: string;
  readonly jumpType?: string | undefined;
  readonly jumpValue?: string | undefined;
}

/** A licence or responsible-gaming mark (contract FooterLicence). */
export interface LobbyFooterLicence {
  readonly key: string;
  readonly name: string;
  readonly logo?: string | undefined;
  readonly url?: string | undefined;
  /** Rich text under the marks. */
  readonly text?: string | undefined;
}

/** The footer config (contract FooterConfig). */
export interface LobbyFooterConfig {
  readonly blocks: readonly LobbyFooterBlock[];
  readonly partnerLogos?: readonly LobbyFooterLogo[] | undefined;
  readonly licences?: readonly LobbyFooterLicence[] | undefined;
  readonly copyright?: string | undefined;
  readonly commonConfig?: { readonly ageLimit?: number | undefined } | undefined;
}
