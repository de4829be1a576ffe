import type { LoginPayloadBase } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { loginRequestOf } from './login-request';
import type { LoginCredentials } from './options';

const base: LoginPayloadBase = { platformType: 5, deviceModel: 'Vitest Phone', pkgId: '8001' };

describe('loginRequestOf', () => {
  describe('when the player logs in by each of the ways', () => {
    const table: readonly { way: string; credentials: LoginCredentials; body: Record<string, unknown> }[] = [
      {
        way: 'username (no method given)',
        credentials: { username: 'player01', password: 'Lobby1234' },
        body: { ...base, username: 'player01', password: 'Lobby1234' },
      },
      {
        way: 'username',
        credentials: { method: 'account', username: 'player01', password: 'Lobby1234' },
        body: { ...base, username: 'player01', password: 'Lobby1234' },
      },
      {
        way: 'phone, with its dialling prefix',
        credentials: { method: 'phone', areaCode: '+55', phone: '11912345678', password: 'Lobby1234' },
        body: { ...base, loginType: 'phone', areaCode: '+55', phone: '11912345678', password: 'Lobby1234' },
      },
      {
        way: 'phone, on a site without prefixes',
        credentials: { method: 'phone', phone: '0891234567', password: 'Lobby1234' },
        body: { ...base, loginType: 'phone', phone: '0891234567', password: 'Lobby1234' },
      },
      {
        way: 'e-mail',
        credentials: { method: 'email', email: 'contact01@example.com', password: 'Lobby1234' },
        body: { ...base, loginType: 'email', email: 'contact01@example.com', password: 'Lobby1234' },
      },
      {
        way: 'e-mail, with the browser fingerprint',
        credentials: { method: 'email', email: 'a@b.co', password: 'Lobby1234', fingerprintId: 'fp-1' },
        body: { ...base, loginType: 'email', email: 'a@b.co', password: 'Lobby1234', fingerprintId: 'fp-1' },
      },
    ];

    it.each(table)('sends exactly the fields of a log-in by $way', ({ credentials, body }) => {
      expect(loginRequestOf(credentials, base)).toEqual(body);
    });
  });

  describe('when the form carries fields of another way', () => {
    it('sends only those of the chosen way: no username with a phone, no phone with an e-mail', () => {
      const typedEverywhere = {
        method: 'email',
        email: 'a@b.co',
        username: 'player01',
        phone: '11912345678',
        password: 'Lobby1234',
      } as LoginCredentials;
      expect(loginRequestOf(typedEverywhere, base)).toEqual({
        ...base,
        loginType: 'email',
        email: 'a@b.co',
        password: 'Lobby1234',
      });
    });
  });
});
