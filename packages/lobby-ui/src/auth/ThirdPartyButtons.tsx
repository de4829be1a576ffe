// The third-party sign-in buttons under the form ("Continue with Google" ...), as the site
// enables them. A click calls the owner at once, in the click: the provider's window must
// open before anything is awaited, or the browser blocks it.
import { useLobbyText } from '../shared/texts';
import type { AuthProvider } from './auth-types';
import { providerNames } from './provider-names';

export interface ThirdPartyButtonsProps {
  readonly providers: readonly AuthProvider[];
  readonly onPick: (provider: AuthProvider) => void;
  /** The provider whose sign-in is under way: its button spins, every button waits. */
  readonly busy?: AuthProvider | undefined;
}

export function ThirdPartyButtons({ providers, onPick, busy }: ThirdPartyButtonsProps) {
  const text = useLobbyText();
  if (providers.length === 0) return null;
  const label = text('lobby.auth.orContinueWith');
  return (
    <div className="lk-auth__providers" role="group" aria-label={label}>
      <p className="lk-auth__providers-title" aria-hidden="true">
        {label}
      </p>
      <ul className="lk-auth__provider-list">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="lk-auth__provider"
              data-provider={provider}
              aria-disabled={busy !== undefined || undefined}
              aria-busy={busy === provider || undefined}
              onClick={() => {
                if (busy === undefined) onPick(provider);
              }}
            >
              {busy === provider ? (
                <span className="lk-auth__spinner" aria-hidden="true" />
              ) : (
                <span className="lk-auth__provider-mark" aria-hidden="true">
                  {providerNames[provider].charAt(0)}
                </span>
              )}
              {text('lobby.auth.continueWith', { provider: providerNames[provider] })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
