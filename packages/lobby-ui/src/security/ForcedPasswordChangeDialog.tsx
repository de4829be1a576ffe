// The forced password change (spec §4 pop-up sequence, after log-in): the hall asks for a new
// login password (`must_change_password`), so the player sets one before going on. As with
// forced binding, the spec gives no way to put it off: no close button, no Escape, no backdrop;
// the only other way out is logging out, when the owner offers it.
import type { StrongPasswordConfig } from '@lobbykit/validation';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useLobbyText } from '../shared/texts';
import { ForcedPasswordChangeForm, type ForcedPasswordChangeFormProps } from './ForcedPasswordChangeForm';

const ignore = () => {};

/** Props of {@link ForcedPasswordChangeDialog}. */
export interface ForcedPasswordChangeDialogProps {
  readonly open: boolean;
  /** Sends the change (see ForcedPasswordChangeForm). */
  readonly onSubmit: ForcedPasswordChangeFormProps['onSubmit'];
  /** The site's strong-password settings (system info). */
  readonly passwordRules?: StrongPasswordConfig | null | undefined;
  /** Changed: the owner closes the dialog. */
  readonly onChanged: () => void;
  /** "Log out": the only way out besides a new password; without it, none. */
  readonly onLogOut?: (() => void) | undefined;
  /**
   * `web` is 550 px wide, otherwise 600 px.
   * @default 'web'
   */
  readonly platform?: 'web' | 'other' | undefined;
}

export function ForcedPasswordChangeDialog({
  open,
  onSubmit,
  passwordRules,
  onChanged,
  onLogOut,
  platform = 'web',
}: ForcedPasswordChangeDialogProps) {
  const text = useLobbyText();
  return (
    <Modal
      open={open}
      onClose={ignore}
      hideClose
      closeOnEscape={false}
      closeOnBackdrop={false}
      title={text('lobby.auth.changePassword')}
      platform={platform}
      className="lk-auth lk-forced-password"
      footer={
        onLogOut ? (
          <button type="button" className="lk-button" data-variant="quiet" onClick={onLogOut}>
            {text('lobby.player.logout')}
          </button>
        ) : undefined
      }
    >
      <ForcedPasswordChangeForm passwordRules={passwordRules} onSubmit={onSubmit} onDone={onChanged} />
    </Modal>
  );
}
