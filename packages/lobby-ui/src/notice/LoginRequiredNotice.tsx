// The honest answer to "Play" for a visitor: real-money games need an account.
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useLobbyText } from '../shared/texts';

/** Props of {@link LoginRequiredNotice}. */
export interface LoginRequiredNoticeProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The game the player tried to open. */
  readonly gameName?: string | undefined;
  /** Opens the login; without it the notice says that logging in is not available yet. */
  readonly onLogin?: (() => void) | undefined;
  /** Offers the game's demo instead (only for games that have one). */
  readonly onPlayDemo?: (() => void) | undefined;
}

/**
 * A dialog telling a visitor that the game is played with real money and needs an account,
 * with the way to log in where the lobby has one (and saying so where it has not yet), the
 * game's demo where there is one, and a way to close it.
 */
export function LoginRequiredNotice({
  open,
  onClose,
  gameName,
  onLogin,
  onPlayDemo,
}: LoginRequiredNoticeProps) {
  const text = useLobbyText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('lobby.login.title')}
      description={gameName ? text('lobby.login.bodyGame', { name: gameName }) : text('lobby.login.body')}
      closeLabel={text('lobby.action.close')}
      className="lk-login-notice"
      footer={
        <>
          {onPlayDemo && (
            <button type="button" className="lk-button" data-variant="quiet" onClick={onPlayDemo}>
              {text('lobby.login.tryDemo')}
            </button>
          )}
          {onLogin ? (
            <button type="button" className="lk-button" onClick={onLogin}>
              {text('lobby.login.action')}
            </button>
          ) : (
            <button type="button" className="lk-button" onClick={onClose}>
              {text('lobby.action.gotIt')}
            </button>
          )}
        </>
      }
    >
      {!onLogin && <p className="lk-login-notice__note">{text('lobby.login.unavailable')}</p>}
    </Modal>
  );
}
