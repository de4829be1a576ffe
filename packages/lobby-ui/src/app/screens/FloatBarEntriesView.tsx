// The float bar's entries, drawn (from their own chunk) after the first paint. Their full rules (which show, for whom, the draggable ball) come
// with the start-up issue; here each does the simple thing: home goes home, top scrolls up,
// support opens the site's first contact link, the app entry its first download domain, and
// each says honestly when the site has none (spec §2).
import { useFooterConfigQuery, useLobby, useLobbySelector } from '@lobbykit/lobby-core/react';
import { Icon, type IconName } from '../../shared/icons';
import { cx } from '../../shared/class-names';
import { safeHref } from '../../shared/safe-href';
import { useLobbyText } from '../../shared/texts';
import { dataOnly } from '../chrome/query-selectors';
import { useAfterFirstPaint } from '../chrome/use-after-first-paint';
import { LobbyLink } from '../router/navigation';
import { useLobbyApp } from '../shell/app-context';
import type { FloatBarEntriesProps, FloatBarEntry } from './FloatBarEntries';

const ALL: readonly FloatBarEntry[] = ['home', 'top', 'support', 'download'];

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The first web address of the download domains, as a page to open. */
function downloadPage(domains: readonly { readonly domain: string }[] | undefined): string | undefined {
  for (const { domain } of domains ?? []) {
    const href = safeHref(/^https?:\/\//i.test(domain) ? domain : `https://${domain}`);
    if (href && /^https?:\/\//i.test(href)) return href;
  }
  return undefined;
}

export function FloatBarEntriesView({
  entries = ALL,
  orientation = 'vertical',
  className,
}: FloatBarEntriesProps) {
  const text = useLobbyText();
  const lobby = useLobby();
  const { toaster } = useLobbyApp();
  const painted = useAfterFirstPaint();
  const footer = useFooterConfigQuery(undefined, {
    skip: !painted || !entries.includes('support'),
    selectFromResult: dataOnly,
  }).data;
  const siteUrls = useLobbySelector(lobby.select.siteUrls);
  const contact = footer?.blocks
    .filter((block) => block.type === 'CONCAT_US')
    .flatMap((block) => block.links)
    .map((link) => (link.jumpType === 'url' ? safeHref(link.jumpValue) : undefined))
    .find((href) => href !== undefined && /^https?:\/\//i.test(href));
  const download = downloadPage(siteUrls?.download_domain_url);

  const open = (
    href: string | undefined,
    missing: 'error.customerServiceDisabled' | 'error.downloadDisabled',
  ) => {
    if (href) globalThis.open?.(href, '_blank', 'noopener,noreferrer');
    else toaster.show(text(missing), { kind: 'warning' });
  };
  const item = (entry: FloatBarEntry, icon: IconName, label: string, control: 'link' | (() => void)) => (
    <li key={entry} className="lk-app-floatbar__item">
      {control === 'link' ? (
        <LobbyLink className="lk-app-floatbar__button" to={{ page: 'home' }} aria-label={label} title={label}>
          <Icon name={icon} />
        </LobbyLink>
      ) : (
        <button
          type="button"
          className="lk-app-floatbar__button"
          onClick={control}
          aria-label={label}
          title={label}
        >
          <Icon name={icon} />
        </button>
      )}
    </li>
  );
  return (
    <nav
      className={cx('lk-app-floatbar', className)}
      data-orientation={orientation}
      aria-label={text('lobby.nav.shortcuts')}
    >
      <ul className="lk-app-floatbar__list">
        {entries.map((entry) => {
          switch (entry) {
            case 'home':
              return item(entry, 'home', text('lobby.nav.home'), 'link');
            case 'top':
              return item(entry, 'arrowUp', text('lobby.nav.top'), () =>
                globalThis.scrollTo?.({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' }),
              );
            case 'support':
              return item(entry, 'headset', text('lobby.nav.support'), () =>
                open(contact, 'error.customerServiceDisabled'),
              );
            case 'download':
              return item(entry, 'download', text('lobby.nav.app'), () =>
                open(download, 'error.downloadDisabled'),
              );
          }
        })}
      </ul>
    </nav>
  );
}
