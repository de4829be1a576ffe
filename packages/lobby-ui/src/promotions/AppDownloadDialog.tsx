// The app download prompt of the start-up sequence (spec §4 "app download by site"): why the app
// is worth it, "Download" and "Not now".
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useRef } from 'react';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';

/** Props of {@link AppDownloadDialog}. */
export interface AppDownloadDialogProps {
  readonly open: boolean;
  /** The site's name, as its app is called. */
  readonly siteName: string;
  /** "Download": the owner opens the site's download page or file. */
  readonly onDownload: () => void;
  /** "Not now", the close button, Escape. */
  readonly onClose: () => void;
  readonly className?: string | undefined;
}

export function AppDownloadDialog({
  open,
  siteName,
  onDownload,
  onClose,
  className,
}: AppDownloadDialogProps) {
  const text = useLobbyText();
  const downloadRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('lobby.appDownload.title', { site: siteName })}
      closeLabel={text('lobby.action.close')}
      initialFocus={downloadRef}
      className={cx('lk-promo lk-app-download', className)}
      footer={
        <>
          <button type="button" className="lk-button" data-variant="quiet" onClick={onClose}>
            {text('lobby.appDownload.notNow')}
          </button>
          <button ref={downloadRef} type="button" className="lk-button" onClick={onDownload}>
            {text('lobby.appDownload.download')}
          </button>
        </>
      }
    >
      <ul className="lk-app-download__reasons">
        <li>{text('lobby.appDownload.faster')}</li>
        <li>{text('lobby.appDownload.notify')}</li>
      </ul>
    </Modal>
  );
}
