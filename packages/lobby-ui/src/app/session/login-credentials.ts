// What the log-in form's values send to lobby.session.login, per tab.
import type { LoginCredentials } from '@lobbykit/lobby-core';
import type { AuthValues } from '../../auth/auth-types';

/** The credentials of a log-in: the tab's own field (username, phone with its prefix, e-mail) and the password. */
export function loginCredentialsOf(values: AuthValues): LoginCredentials {
  const { password } = values;
  switch (values.method) {
    case 'phone':
      // No prefix list on screen sends none: the hall takes the site's first.
      return { method: 'phone', phone: values.phone ?? '', areaCode: values.areaCode || undefined, password };
    case 'email':
      return { method: 'email', email: values.email ?? '', password };
    default:
      return { username: values.username ?? '', password };
  }
}
