// The failure text of a third-party sign-in (spec §8): Google's timeout is the login timeout
// error, a blocked window says how to let it open, anything else says the sign-in failed.
import type { SessionError } from '@lobbykit/lobby-core';
import type { AuthProvider } from '../../auth/auth-types';
import { providerNames } from '../../auth/provider-names';
import type { LobbyText } from '../../shared/texts';

export function thirdPartyFailureMessage(
  provider: AuthProvider,
  error: SessionError,
  text: LobbyText,
): string {
  if (error.kind === 'timeout') return text('error.loginTimeout');
  if (error.code === 'popupBlocked') return text('lobby.auth.thirdPartyBlocked');
  return text('lobby.auth.thirdPartyFailed', { provider: providerNames[provider] });
}
