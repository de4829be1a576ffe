// Why a game did not open: under maintenance, the ban period of a self-exclusion, an account
// type without game rights, or a launch that failed. One notice, one way out.
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useLobbyText } from '../../shared/texts';

/** Props of {@link PlayNoticeDialog}. */
export interface PlayNoticeDialogProps {
  readonly open: boolean;
  /** The reason, in the player's language. */
  readonly message: string;
  readonly onClose: () => void;
}

export function PlayNoticeDialog({ open, message, onClose }: PlayNoticeDialogProps) {
  const text = useLobbyText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('lobby.play.title')}
      description={message}
      closeLabel={text('lobby.action.close')}
      className="lk-app-play-notice"
      footer={
        <button type="button" className="lk-button" onClick={onClose}>
          {text('lobby.action.gotIt')}
        </button>
      }
    />
  );
}
