import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BindGoogleAuthForm } from './BindGoogleAuthForm';
import type { SecurityResult } from './security-types';

const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Lucky%20Harbor:ana?secret=JBSWY3DPEHPK3PXP&issuer=Lucky%20Harbor',
};
const bound = (): Promise<SecurityResult> => Promise.resolve({ ok: true });
const code = () => screen.getByRole('textbox', { name: 'Authenticator code' });

describe('BindGoogleAuthForm', () => {
  describe('when the secret is still on its way', () => {
    it('shows a placeholder where the key goes', () => {
      render(<BindGoogleAuthForm setup={undefined} onSubmit={bound} />);
      expect(screen.getByText('Please wait…').closest('[role="status"]')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Copy key' })).toBeNull();
    });
  });

  describe('when the app has no QR block', () => {
    it('shows the key in groups of four to type in, copies it, and passes axe', async () => {
      const onCopy = vi.fn(() => Promise.resolve());
      render(<BindGoogleAuthForm setup={setup} onSubmit={bound} onCopy={onCopy} />);
      expect(screen.getByText('In the app, add an account and enter this key.')).toBeTruthy();
      expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Copy key' }));
      expect(onCopy).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
      expect(await screen.findByText('Key copied.')).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when the app has a QR block', () => {
    it('draws the otpauth link through it, named for the player', () => {
      const renderQr = vi.fn((value: string, label: string) => (
        <img alt={label} src={`data:,${value.length}`} />
      ));
      render(<BindGoogleAuthForm setup={setup} onSubmit={bound} renderQr={renderQr} />);
      expect(renderQr).toHaveBeenCalledWith(setup.otpauthUrl, 'QR code for your authenticator app');
      expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
      expect(screen.getByText('Scan this QR code with the app, or enter the key below.')).toBeTruthy();
    });
  });

  describe('when the code is sent', () => {
    it('asks for 6 digits first', async () => {
      const onSubmit = vi.fn(bound);
      render(<BindGoogleAuthForm setup={setup} onSubmit={onSubmit} />);
      await userEvent.type(code(), '12a34');
      expect(code()).toHaveProperty('value', '1234');
      await userEvent.click(screen.getByRole('button', { name: 'Link Google Authenticator' }));
      expect(
        screen.getByRole('textbox', {
          name: 'Authenticator code',
          description: 'Enter the 6-digit code from the app',
        }),
      ).toBe(document.activeElement);
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it('says a wrong code (1012) under the code, and a right one is linked', async () => {
      const onSubmit = vi
        .fn<(code: string) => Promise<SecurityResult>>()
        .mockResolvedValueOnce({ ok: false, code: '1012', message: 'the authenticator code is wrong' })
        .mockResolvedValueOnce({ ok: true });
      const onDone = vi.fn();
      render(<BindGoogleAuthForm setup={setup} onSubmit={onSubmit} onDone={onDone} />);
      await userEvent.type(code(), '123456{Enter}');
      expect(
        await screen.findByRole('textbox', {
          name: 'Authenticator code',
          description: 'The code is incorrect',
        }),
      ).toBe(document.activeElement);
      await userEvent.clear(code());
      await userEvent.type(code(), '654987{Enter}');
      expect(await screen.findByText('Google Authenticator linked.')).toBeTruthy();
      expect(onSubmit).toHaveBeenLastCalledWith('654987');
      expect(onDone).toHaveBeenCalledOnce();
    });
  });
});
