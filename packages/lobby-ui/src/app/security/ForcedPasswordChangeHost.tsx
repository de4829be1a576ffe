// The forced password change of the start-up sequence, wired (spec §4, in the security chunk):
// the site's password rule, lobby-core's call, and "Log out". It closes only once the password is
// changed, or when the player logs out (the sequence ends with the session).
import { useLobby } from '@lobbykit/lobby-core/react';
import { useMemo } from 'react';
import { ForcedPasswordChangeDialog } from '../../security/ForcedPasswordChangeDialog';
import { useLobbyNavigate } from '../router/navigation';
import { usePasswordPolicy } from '../session/use-password-policy';
import { securityCallsOf } from './security-calls';

export interface ForcedPasswordChangeHostProps {
  /** The password was changed: the sequence goes on. */
  readonly onChanged: () => void;
}

export function ForcedPasswordChangeHost({ onChanged }: ForcedPasswordChangeHostProps) {
  const lobby = useLobby();
  const navigate = useLobbyNavigate();
  const calls = useMemo(() => securityCallsOf(lobby.money, Date.now), [lobby]);
  const { passwordRules } = usePasswordPolicy();
  return (
    <ForcedPasswordChangeDialog
      open
      passwordRules={passwordRules}
      onSubmit={calls.changeLoginPassword}
      onChanged={onChanged}
      onLogOut={() => {
        void lobby.session.logout().finally(() => navigate({ page: 'home' }));
      }}
    />
  );
}
