// "Log out?": the confirmation in front of the player menu's logout.
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useRef } from 'react';
import { useLobbyText } from '../../shared/texts';

/** Props of {@link LogoutDialog}. */
export interface LogoutDialogProps {
  readonly open: boolean;
  /** The player confirmed. */
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  /** The logout request is under way: the buttons wait. */
  readonly busy?: boolean | undefined;
}

export function LogoutDialog({ open, onConfirm, onClose, busy = false }: LogoutDialogProps) {
  const text = useLobbyText();
  // Cancel first: a stray Enter keeps the player signed in.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('lobby.player.logoutTitle')}
      description={text('lobby.player.logoutBody')}
      closeLabel={text('lobby.action.close')}
      initialFocus={cancelRef}
      className="lk-app-logout"
      footer={
        <>
          <button ref={cancelRef} type="button" className="lk-button" data-variant="quiet" onClick={onClose}>
            {text('lobby.action.cancel')}
          </button>
          <button
            type="button"
            className="lk-button"
            aria-disabled={busy || undefined}
            onClick={busy ? undefined : onConfirm}
          >
            {text('lobby.player.logout')}
          </button>
        </>
      }
    />
  );
}
