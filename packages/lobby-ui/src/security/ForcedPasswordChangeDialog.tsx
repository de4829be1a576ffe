// The forced password change (spec §4 pop-up sequence, after log-in): the hall asks for a new
// login password (`must_change_password`), so the player sets one before going on, in a dialog
// that cannot be put off (ForcedModal).
import type { StrongPasswordConfig } from '@lobbykit/validation';
import { useLobbyText } from '../shared/texts';
import { ForcedModal } from './ForcedModal';
import { ForcedPasswordChangeForm, type ForcedPasswordChangeFormProps } from './ForcedPasswordChangeForm';

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
    <ForcedModal
      open={open}
      title={text('lobby.auth.changePassword')}
      platform={platform}
      className="lk-auth lk-forced-password"
      onLogOut={onLogOut}
    >
      <ForcedPasswordChangeForm passwordRules={passwordRules} onSubmit={onSubmit} onDone={onChanged} />
    </ForcedModal>
  );
}
