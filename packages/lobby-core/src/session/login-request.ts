// The body of `/home/login` for each way of logging in (the contract's LoginRequest).
import type { LoginPayloadBase, LoginRequest } from '@lobbykit/contract';
import type { LoginCredentials } from './options';

/**
 * What the hall is sent for `credentials`, on top of the fields every sign-in carries. A log-in by
 * username goes without `loginType`, as it always went, so a hall that knows only that one
 * still reads it.
 */
export function loginRequestOf(credentials: LoginCredentials, base: LoginPayloadBase): LoginRequest {
  const { password, fingerprintId } = credentials;
  const fingerprint = fingerprintId === undefined ? {} : { fingerprintId };
  switch (credentials.method) {
    case 'phone':
      return {
        ...base,
        loginType: 'phone',
        phone: credentials.phone,
        ...(credentials.areaCode === undefined ? {} : { areaCode: credentials.areaCode }),
        password,
        ...fingerprint,
      };
    case 'email':
      return { ...base, loginType: 'email', email: credentials.email, password, ...fingerprint };
    default:
      return { ...base, username: credentials.username, password, ...fingerprint };
  }
}
