// Where the hall's identity provider lives: the configured one, else the built-in fake when it
// is on, else none (third-party sign-in is then not offered).
import type { Hall } from './hall';

export function identityProviderBase(hall: Hall): string | undefined {
  if (hall.options.identityProviderUrl !== undefined) return hall.options.identityProviderUrl;
  return hall.options.fakeIdentityProvider ? `${hall.urls.api[0] ?? ''}/idp` : undefined;
}
