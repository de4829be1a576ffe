// The forced password change prompt of the start-up sequence (spec §5: the login password's
// strength score is below 2): the password is weak, "Change password" or "Later".
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useRef } from 'react';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';

/** Props of {@link WeakPasswordDialog}. */
export interface WeakPasswordDialogProps {
  readonly open: boolean;
  /** "Change password": the owner opens the password form (ForcedPasswordChangeForm). */
  readonly onChangePassword: () => void;
  /** "Later", the close button, Escape. */
  readonly onClose: () => void;
  readonly className?: string | undefined;
}

export function WeakPasswordDialog({ open, onChangePassword, onClose, className }: WeakPasswordDialogProps) {
  const text = useLobbyText();
  const changeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('lobby.weakPassword.title')}
      description={text('lobby.weakPassword.body')}
      closeLabel={text('lobby.action.close')}
      initialFocus={changeRef}
      className={cx('lk-promo lk-weak-password', className)}
      footer={
        <>
          <button type="button" className="lk-button" data-variant="quiet" onClick={onClose}>
            {text('lobby.action.later')}
          </button>
          <button ref={changeRef} type="button" className="lk-button" onClick={onChangePassword}>
            {text('lobby.auth.changePassword')}
          </button>
        </>
      }
    />
  );
}
