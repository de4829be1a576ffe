// "Log out?": the confirmation in front of the player menu's logout.
import { ConfirmDialog } from '../../shared/ConfirmDialog';
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
  return (
    <ConfirmDialog
      open={open}
      title={text('lobby.player.logoutTitle')}
      description={text('lobby.player.logoutBody')}
      confirmLabel={text('lobby.player.logout')}
      onConfirm={onConfirm}
      onClose={onClose}
      // Cancel first: a stray Enter keeps the player signed in.
      initialFocus="cancel"
      busy={busy}
      className="lk-app-logout"
    />
  );
}
