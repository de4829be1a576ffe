// The screen shown while the hall cannot be reached at start-up: never a blank page.
import type { ReactNode } from 'react';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icons';
import { useLobbyText } from '../shared/texts';

/** Props of {@link BootStatus}. */
export interface BootStatusProps {
  /** The start-up attempt under way or last made, from 1. */
  readonly attempt: number;
  /** An attempt is running now: "try now" waits. */
  readonly trying?: boolean | undefined;
  /** Try at once instead of waiting for the next automatic attempt. */
  readonly onRetry: () => void;
  /**
   * Reloads the page.
   * @default location.reload()
   */
  readonly onReload?: (() => void) | undefined;
  /** The site's logo, if the app has it already. */
  readonly logo?: ReactNode;
  readonly className?: string | undefined;
}

const reloadPage = () => globalThis.location?.reload();

/**
 * "Still trying to connect": the attempt count (announced politely as it changes), a button that
 * tries at once and one that reloads the page. The app keeps retrying behind it. It is a whole
 * page (its own `<main>` and `<h1>`): show it instead of the lobby's layout, not inside it.
 */
export function BootStatus({
  attempt,
  trying = false,
  onRetry,
  onReload = reloadPage,
  logo,
  className,
}: BootStatusProps) {
  const text = useLobbyText();
  return (
    <main className={cx('lk-boot', className)} data-trying={trying ? 'true' : undefined}>
      {logo !== undefined && <div className="lk-boot__logo">{logo}</div>}
      <span className="lk-boot__signal" aria-hidden="true">
        <Icon name="refresh" />
      </span>
      <h1 className="lk-boot__title">{text('lobby.boot.title')}</h1>
      <p className="lk-boot__body">{text('lobby.boot.body')}</p>
      <p className="lk-boot__attempt" role="status">
        {trying ? text('lobby.boot.trying') : text('lobby.boot.attempt', { attempt })}
      </p>
      <div className="lk-boot__actions">
        <button
          type="button"
          className="lk-button"
          aria-disabled={trying ? 'true' : undefined}
          onClick={() => {
            if (!trying) onRetry();
          }}
        >
          {text('lobby.boot.tryNow')}
        </button>
        <button type="button" className="lk-button" data-variant="quiet" onClick={onReload}>
          {text('lobby.boot.reload')}
        </button>
      </div>
    </main>
  );
}
