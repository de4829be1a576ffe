// The float bar's entries, drawn (from their own chunk) after the first paint. Their full rules (which show, for whom, the draggable ball) come
// with the start-up issue; here each does the simple thing: home goes home, top scrolls up,
// support opens the site's first contact link (after spec §2's 500 ms), the app entry its first
// download domain, and each says honestly when the site has none (spec §2, lobby-core's rules).
import { appDownloadTarget } from '@lobbykit/lobby-core';
import { useLobby, useLobbySelector } from '@lobbykit/lobby-core/react';
import { Icon, type IconName } from '../../shared/icons';
import { cx } from '../../shared/class-names';
import { useLobbyText } from '../../shared/texts';
import { useAfterFirstPaint } from '../chrome/use-after-first-paint';
import { LobbyLink } from '../router/navigation';
import { useContactUs } from '../session/use-contact-link';
import { useLobbyApp } from '../shell/app-context';
import type { FloatBarEntriesProps, FloatBarEntry } from './FloatBarEntries';

const ALL: readonly FloatBarEntry[] = ['home', 'top', 'support', 'download'];

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function FloatBarEntriesView({
  entries = ALL,
  orientation = 'vertical',
  className,
}: FloatBarEntriesProps) {
  const text = useLobbyText();
  const lobby = useLobby();
  const { toaster } = useLobbyApp();
  const painted = useAfterFirstPaint();
  const contactUs = useContactUs({ skip: !painted || !entries.includes('support') });
  const siteUrls = useLobbySelector(lobby.select.siteUrls);
  const download = appDownloadTarget(siteUrls);

  const openDownload = () => {
    if (download) globalThis.open?.(download, '_blank', 'noopener,noreferrer');
    else toaster.show(text('error.downloadDisabled'), { kind: 'warning' });
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
              return item(entry, 'headset', text('lobby.nav.support'), contactUs);
            case 'download':
              return item(entry, 'download', text('lobby.nav.app'), openDownload);
          }
        })}
      </ul>
    </nav>
  );
}
