import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeForm } from './SmsCodeForm';

describe('SmsCodeForm', () => {
  afterEach(cleanup);

  describe('when shown', () => {
    it('focuses a labelled one-time-code field, names the masked phone and has no axe violations', async () => {
      const { container } = render(<SmsCodeForm phone="••••4321" onSubmit={vi.fn()} onCancel={vi.fn()} />);
      const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'SMS code' });
      expect(document.activeElement).toBe(field);
      expect(field.getAttribute('autocomplete')).toBe('one-time-code');
      expect(field.getAttribute('inputmode')).toBe('numeric');
      expect(screen.getByText('Enter the code we sent to ••••4321.').id).toBe(
        field.getAttribute('aria-describedby'),
      );
      await expectNoAxeViolations(container);
    });

    it('speaks of "your phone" when the number is not known', () => {
      render(<SmsCodeForm onSubmit={vi.fn()} autoFocus={false} />);
      expect(screen.getByText('Enter the code we sent to your phone.').tagName).toBe('P');
      expect(document.activeElement).toBe(document.body);
    });
  });

  describe('when a code is typed', () => {
    it('submits it without spaces, with Enter or the button', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SmsCodeForm onSubmit={onSubmit} />);
      await user.keyboard('12 34 56{Enter}');
      expect(onSubmit).toHaveBeenLastCalledWith('123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(onSubmit).toHaveBeenCalledTimes(2);
    });
  });

  describe('when the field is empty', () => {
    it('keeps Verify disabled and submits nothing', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SmsCodeForm onSubmit={onSubmit} />);
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' }).disabled).toBe(true);
      await user.keyboard('{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('when busy', () => {
    it('locks the field and the buttons', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SmsCodeForm onSubmit={onSubmit} onCancel={vi.fn()} busy />);
      const field = screen.getByRole<HTMLInputElement>('textbox');
      expect(field.readOnly).toBe(true);
      await user.type(field, '1{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    });
  });

  describe('when cancelled', () => {
    it('calls onCancel', async () => {
      const user = userEvent.setup();
      const onCancel = vi.fn();
      render(<SmsCodeForm onSubmit={vi.fn()} onCancel={onCancel} texts={{ cancel: 'Cancelar' }} />);
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(onCancel).toHaveBeenCalledTimes(1);
    });
  });
});
