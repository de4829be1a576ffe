// "The page has been updated" (spec §7 "Version file"): a newer version of the app is deployed,
// and this page's calls and chunks may no longer fit it. The one way on is a reload, the
// player's own tap: never a reload by itself, so never a loop.
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useRef } from 'react';
import { useLobbyText } from '../../shared/texts';

export interface UpdateDialogProps {
  /** The player's tap on "Reload" (the lobby reloads the page). */
  readonly onReload: () => void;
}

/**
 * "The page has been updated" with its one way on, a reload (the lobby shows it when its version
 * watcher finds a newer deployment; a theme with a watcher of its own can show it too).
 */
export function UpdateDialog({ onReload }: UpdateDialogProps) {
  const text = useLobbyText();
  const reload = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      onClose={() => undefined}
      title={text('lobby.update.title')}
      description={text('lobby.update.body')}
      hideClose
      closeOnEscape={false}
      closeOnBackdrop={false}
      initialFocus={reload}
      footer={
        <button ref={reload} type="button" className="lk-button" onClick={onReload}>
          {text('lobby.boot.reload')}
        </button>
      }
    />
  );
}
