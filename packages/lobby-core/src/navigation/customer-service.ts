// Spec §2 "Navigation behaviour": customer service opens the first online customer-service link.
import type { FooterLink } from '@lobbykit/contract';
import { webAddress } from './web-address';

/**
 * A customer-service link as the hall gives it: an address (the base site config's
 * `customerServiceLinks`) or a footer link (the contact-us block's, `jumpType: 'url'`).
 */
export type CustomerServiceLink = string | Pick<FooterLink, 'jumpType' | 'jumpValue'>;

function addressOf(link: unknown): string | undefined {
  if (typeof link === 'string') return webAddress(link);
  if (typeof link !== 'object' || link === null) return undefined;
  const { jumpType, jumpValue } = link as Partial<Record<keyof FooterLink, unknown>>;
  return jumpType === 'url' ? webAddress(jumpValue) : undefined;
}

/**
 * The first online customer-service link: the first that is a web (http or https) address,
 * as opposed to an in-lobby route or a mail or phone link. Undefined when there is none: the
 * caller warns `error.customerServiceDisabled`. Takes a list of {@link CustomerServiceLink} as
 * `unknown`, because the base site config's shape is open: anything else reads as none.
 * @example customerServiceTarget(baseSiteConfig.customerServiceLinks)
 */
export function customerServiceTarget(links: unknown): string | undefined {
  if (!Array.isArray(links)) return undefined;
  for (const link of links as unknown[]) {
    const address = addressOf(link);
    if (address !== undefined) return address;
  }
  return undefined;
}
