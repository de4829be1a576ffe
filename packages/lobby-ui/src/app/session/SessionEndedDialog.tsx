// A session that ended without the player asking (spec §4, §8): the token expired (-1), the
// account logged in on another device (1401 or the realtime `multipleLogin`, with that
// device's model), or another tab ended it. The page stays; the player may log in again.
import type { SignInAgain } from '@lobbykit/lobby-core';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useLobbyText } from '../../shared/texts';

/** Props of {@link SessionEndedDialog}. */
export interface SessionEndedDialogProps {
  readonly ended: SignInAgain;
  /** "Log in again". */
  readonly onSignIn: () => void;
  readonly onClose: () => void;
}

export function SessionEndedDialog({ ended, onSignIn, onClose }: SessionEndedDialogProps) {
  const text = useLobbyText();
  const otherDevice = ended.reason === 'otherDevice';
  const description = otherDevice
    ? ended.deviceModel
      ? text('lobby.session.otherDeviceBody', { device: ended.deviceModel })
      : text('lobby.session.otherDeviceUnknown')
    : ended.reason === 'otherTab'
      ? text('lobby.session.otherTabBody')
      : text('error.sessionExpired');
  return (
    <Modal
      open
      onClose={onClose}
      title={text(
        otherDevice
          ? 'lobby.session.otherDeviceTitle'
          : ended.reason === 'otherTab'
            ? 'lobby.session.endedTitle'
            : 'lobby.session.expiredTitle',
      )}
      description={description}
      closeLabel={text('lobby.action.close')}
      className="lk-app-session-ended"
      footer={
        <button type="button" className="lk-button" onClick={onSignIn}>
          {text('lobby.session.loginAgain')}
        </button>
      }
    />
  );
}
