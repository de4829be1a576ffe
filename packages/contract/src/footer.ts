// The site footer: link blocks, partner (provider) logos, licences, copyright, and the site's
// display options (hide the footer on phones or desktops, hide the float bar; spec §2 "Themes").
import * as v from 'valibot';
import { flag, list, numeric, opt } from './wire';

/**
 * Kinds of footer block: quick jumps (categories, events, help pages), contact channels,
 * official community (social icons) and free content (rich text). A lobby skips a kind it does
 * not know.
 */
export const footerBlockTypes = ['QUICK_JUMP', 'CONCAT_US', 'OFFICIAL_COMMUNITY', 'CONTENT'] as const;
export type FooterBlockType = (typeof footerBlockTypes)[number];

/** A link of a footer block. Titles are in the request's language. */
export interface FooterLink {
  /** Stable id of the entry ('slots', 'vip', 'telegram'). */
  key: string;
  title: string;
  /** A `JumpType` ('category', 'route', 'url', ...). */
  jumpType?: string | undefined;
  jumpValue?: string | undefined;
  /** Icon image path (social icons). */
  icon?: string | undefined;
  openWindow?: boolean | undefined;
}

export interface FooterBlock {
  /** A {@link FooterBlockType}, or a newer kind. */
  type: string;
  title?: string | undefined;
  links: FooterLink[];
  /** Rich text of a CONTENT block. */
  content?: string | undefined;
  hideOnMobile?: boolean | undefined;
  hideOnDesktop?: boolean | undefined;
}

/** A partner logo (a game provider) shown in the footer. */
export interface FooterLogo {
  key: string;
  name: string;
  /** Image path on the asset hosts. */
  logo: string;
  jumpType?: string | undefined;
  jumpValue?: string | undefined;
}

/** A licence or responsible-gaming mark. */
export interface FooterLicence {
  key: string;
  name: string;
  logo?: string | undefined;
  url?: string | undefined;
  /** Rich text shown under the marks. */
  text?: string | undefined;
}

/** Options of the whole footer (and the float bar, which themes place next to it). */
export interface FooterCommonConfig {
  /** Minimum age the footer states (18). */
  ageLimit?: number | undefined;
  hideFooterOnMobile?: boolean | undefined;
  hideFooterOnDesktop?: boolean | undefined;
  hideFloatBar?: boolean | undefined;
}

/** GET /lobby/footerConfigV2. */
export interface FooterConfig {
  blocks: FooterBlock[];
  partnerLogos: FooterLogo[];
  licences: FooterLicence[];
  copyright?: string | undefined;
  commonConfig?: FooterCommonConfig | undefined;
}

const text = opt(v.string());
const bool = opt(flag);
const value = opt(
  v.pipe(v.union([v.string(), v.number()], 'expected a string or a number'), v.transform(String)),
);

const footerLinkSchema = v.looseObject({
  key: v.string('footer link key must be a string'),
  title: v.string('footer link title must be a string'),
  jumpType: text,
  jumpValue: value,
  icon: text,
  openWindow: bool,
});

export const footerConfigSchema: v.GenericSchema<unknown, FooterConfig> = v.looseObject({
  blocks: list(
    v.looseObject({
      type: v.string('footer block type must be a string'),
      title: text,
      links: list(footerLinkSchema),
      content: text,
      hideOnMobile: bool,
      hideOnDesktop: bool,
    }),
  ),
  partnerLogos: list(
    v.looseObject({
      key: v.string('partner key must be a string'),
      name: v.string('partner name must be a string'),
      logo: v.string('partner logo must be a string'),
      jumpType: text,
      jumpValue: value,
    }),
  ),
  licences: list(
    v.looseObject({
      key: v.string('licence key must be a string'),
      name: v.string('licence name must be a string'),
      logo: text,
      url: text,
      text,
    }),
  ),
  copyright: text,
  commonConfig: opt(
    v.looseObject({
      ageLimit: opt(numeric),
      hideFooterOnMobile: bool,
      hideFooterOnDesktop: bool,
      hideFloatBar: bool,
    }),
  ),
});
