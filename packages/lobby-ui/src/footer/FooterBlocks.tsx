// The footer's content from the site's footer config: link blocks, community icons, free text,
// partner logos, licences, the age limit and the copyright. The theme decides where it goes.
import { LazyImage, RichText } from '@lobbykit/ui-blocks';
import { useId, type MouseEvent } from 'react';
import type { LobbyFooterBlock, LobbyFooterConfig, LobbyFooterLink, LobbyFooterLogo } from '../data';
import { cx } from '../shared/class-names';
import { safeHref } from '../shared/safe-href';
import { useLobbyText } from '../shared/texts';
import { FooterLinkItem } from './FooterLinkItem';

/** Props of {@link FooterBlocks}. */
export interface FooterBlocksProps {
  readonly config: LobbyFooterConfig;
  /**
   * Called when a link or partner logo is clicked. Links with an address (`url`, `route`) work
   * without it (the app may `preventDefault()` and route itself); the other jumps need it.
   */
  readonly onNavigate?:
    ((target: LobbyFooterLink | LobbyFooterLogo, event: MouseEvent<HTMLElement>) => void) | undefined;
  /** Hosts the rich text's links may point to (see RichText's `allowedHosts`). */
  readonly allowedHosts?: readonly string[] | undefined;
  readonly className?: string | undefined;
}

const blockTitles = {
  QUICK_JUMP: 'lobby.footer.quickLinks',
  CONCAT_US: 'lobby.footer.contact',
  OFFICIAL_COMMUNITY: 'lobby.footer.community',
} as const;

const isKnownBlock = (type: string) =>
  type === 'QUICK_JUMP' || type === 'CONCAT_US' || type === 'OFFICIAL_COMMUNITY' || type === 'CONTENT';

function Block({
  block,
  onNavigate,
  allowedHosts,
}: {
  readonly block: LobbyFooterBlock;
  readonly onNavigate: FooterBlocksProps['onNavigate'];
  readonly allowedHosts: FooterBlocksProps['allowedHosts'];
}) {
  const text = useLobbyText();
  const headingId = useId();
  const defaultTitle = Object.hasOwn(blockTitles, block.type)
    ? text(blockTitles[block.type as keyof typeof blockTitles])
    : undefined;
  const title = block.title || defaultTitle;
  const icons = block.type === 'OFFICIAL_COMMUNITY';
  return (
    <section
      className="lk-footer__block"
      data-type={block.type}
      data-hide-mobile={block.hideOnMobile ? 'true' : undefined}
      data-hide-desktop={block.hideOnDesktop ? 'true' : undefined}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <h2 className="lk-footer__title" id={headingId}>
          {title}
        </h2>
      )}
      {block.links.length > 0 && (
        <ul className={icons ? 'lk-footer__icons' : 'lk-footer__links'}>
          {block.links.map((link) => (
            <li key={link.key}>
              <FooterLinkItem
                link={link}
                className={icons ? 'lk-footer__icon-link' : 'lk-footer__link'}
                label={icons && link.icon ? link.title : undefined}
                onNavigate={onNavigate}
              >
                {icons && link.icon ? (
                  <LazyImage src={link.icon} alt="" width={36} height={36} />
                ) : (
                  link.title
                )}
              </FooterLinkItem>
            </li>
          ))}
        </ul>
      )}
      {block.content && (
        <RichText className="lk-footer__content" html={block.content} allowedHosts={allowedHosts} />
      )}
    </section>
  );
}

/**
 * Renders a footer config: each known block (quick links, contact, community icons, free
 * content; unknown kinds are skipped, `hideOnMobile` / `hideOnDesktop` honoured), the partner
 * logos, the licences, the age limit and the copyright. Addresses from the config that could run
 * script (`javascript:` and the like) never reach the page.
 */
export function FooterBlocks({ config, onNavigate, allowedHosts, className }: FooterBlocksProps) {
  const text = useLobbyText();
  const partnersId = useId();
  const licencesId = useId();
  const partners = config.partnerLogos ?? [];
  const licences = config.licences ?? [];
  const age = config.commonConfig?.ageLimit;
  return (
    <div className={cx('lk-footer', className)}>
      <div className="lk-footer__blocks">
        {config.blocks
          .filter((block) => isKnownBlock(block.type))
          .map((block, index) => (
            <Block
              key={`${block.type}-${index}`}
              block={block}
              onNavigate={onNavigate}
              allowedHosts={allowedHosts}
            />
          ))}
      </div>
      {partners.length > 0 && (
        <section className="lk-footer__partners" aria-labelledby={partnersId}>
          <h2 className="lk-footer__title" id={partnersId}>
            {text('lobby.footer.partners')}
          </h2>
          <ul className="lk-footer__logos">
            {partners.map((partner) => (
              <li key={partner.key}>
                <FooterLinkItem link={partner} className="lk-footer__logo" onNavigate={onNavigate}>
                  <LazyImage src={partner.logo} alt={partner.name} width={200} height={80} fit="contain" />
                </FooterLinkItem>
              </li>
            ))}
          </ul>
        </section>
      )}
      {licences.length > 0 && (
        <section className="lk-footer__licences" aria-labelledby={licencesId}>
          <h2 className="lk-footer__title" id={licencesId}>
            {text('lobby.footer.licences')}
          </h2>
          <ul className="lk-footer__logos">
            {licences.map((licence) => {
              const mark = licence.logo ? (
                <LazyImage src={licence.logo} alt={licence.name} width={120} height={48} fit="contain" />
              ) : (
                licence.name
              );
              const href = safeHref(licence.url);
              return (
                <li key={licence.key}>
                  {href ? (
                    <FooterLinkItem
                      link={{ jumpType: 'url', jumpValue: href, openWindow: true }}
                      className="lk-footer__licence"
                    >
                      {mark}
                    </FooterLinkItem>
                  ) : (
                    <span className="lk-footer__licence">{mark}</span>
                  )}
                </li>
              );
            })}
          </ul>
          {licences
            .filter((licence) => licence.text)
            .map((licence) => (
              <RichText
                key={licence.key}
                className="lk-footer__content"
                html={licence.text ?? ''}
                allowedHosts={allowedHosts}
              />
            ))}
        </section>
      )}
      {(age !== undefined || config.copyright) && (
        <div className="lk-footer__legal">
          {age !== undefined && age > 0 && (
            <p className="lk-footer__age">
              <span className="lk-footer__age-mark" aria-hidden="true">
                {age}+
              </span>
              <span>{text('lobby.footer.ageLimit', { age })}</span>
            </p>
          )}
          {config.copyright && <p className="lk-footer__copyright">{config.copyright}</p>}
        </div>
      )}
    </div>
  );
}
