import type { LoginCredentials } from '@lobbykit/lobby-core';
import { describe, expect, it } from 'vitest';
import type { AuthValues } from '../../auth/auth-types';
import { loginCredentialsOf } from './login-credentials';

const typed = { mode: 'login', password: 'Harbor2024' } as const;

describe('loginCredentialsOf', () => {
  describe('when the log-in form is sent from each tab', () => {
    const table: readonly { tab: string; values: AuthValues; credentials: LoginCredentials }[] = [
      {
        tab: 'account',
        values: { ...typed, method: 'account', username: 'player01' },
        credentials: { username: 'player01', password: 'Harbor2024' },
      },
      {
        tab: 'phone, with the prefix list',
        values: { ...typed, method: 'phone', areaCode: '+55', phone: '11912345678' },
        credentials: { method: 'phone', areaCode: '+55', phone: '11912345678', password: 'Harbor2024' },
      },
      {
        tab: 'phone, on a site without prefixes',
        values: { ...typed, method: 'phone', areaCode: '', phone: '0891234567' },
        credentials: { method: 'phone', areaCode: undefined, phone: '0891234567', password: 'Harbor2024' },
      },
      {
        tab: 'email',
        values: { ...typed, method: 'email', email: 'contact01@example.com' },
        credentials: { method: 'email', email: 'contact01@example.com', password: 'Harbor2024' },
      },
    ];

    it.each(table)('sends the $tab tab’s own field and the password', ({ values, credentials }) => {
      expect(loginCredentialsOf(values)).toEqual(credentials);
    });
  });
});
