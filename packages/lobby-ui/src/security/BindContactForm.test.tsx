import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { manualClock } from '@lobbykit/test-utils/clock';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BindEmailForm } from './BindEmailForm';
import { BindPhoneForm } from './BindPhoneForm';
import type { SecurityResult } from './security-types';

const countries = [
  { countryName: 'Brazil', phoneNumberSegment: '+55' },
  { countryName: 'Thailand', phoneNumberSegment: '+66' },
];

const bound = (): Promise<SecurityResult> => Promise.resolve({ ok: true });
const refused = (code: string, message?: string) => (): Promise<SecurityResult> =>
  Promise.resolve({ ok: false, code, message });
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const phone = () => screen.getByRole('textbox', { name: 'Phone number' });
const code = () => screen.getByRole('textbox', { name: 'Verification code' });

/** Fills a valid number and code and sends the form. */
async function bindPhone() {
  await userEvent.type(phone(), '11987654321');
  await userEvent.type(code(), '482913');
  await userEvent.click(screen.getByRole('button', { name: 'Link phone number' }));
}

describe('BindPhoneForm', () => {
  describe('when it first shows', () => {
    it('offers the SMS country list before the number, a code with its send button, and passes axe', async () => {
      render(<BindPhoneForm countries={countries} onSendCode={() => Promise.resolve(60)} onSubmit={bound} />);
      expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveProperty('value', '+55');
      expect(phone()).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when a code is asked for', () => {
    it('checks the number first (6 to 12 digits) and sends nothing for a wrong one', async () => {
      const onSendCode = vi.fn(() => Promise.resolve(60));
      render(<BindPhoneForm countries={countries} onSendCode={onSendCode} onSubmit={bound} />);
      await userEvent.type(phone(), '12345');
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(onSendCode).not.toHaveBeenCalled();
      expect(descriptionOf(phone())).toBe('Phone number must be 6-12 digits');
      expect(document.activeElement).toBe(phone());
    });

    it('sends it to the number with its prefix, then counts down to the next one', async () => {
      const clock = manualClock();
      const onSendCode = vi.fn(() => Promise.resolve(60));
      render(
        <BindPhoneForm
          countries={countries}
          onSendCode={onSendCode}
          onSubmit={bound}
          now={clock.now}
          timers={clock.timers}
        />,
      );
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+66');
      await userEvent.type(phone(), '812345678');
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(onSendCode).toHaveBeenCalledWith({ channel: 'phone', phone: '812345678', areaCode: '+66' });
      expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
      expect(document.activeElement).toBe(code());
      expect(screen.getByText('Code sent. It may take a minute to arrive.')).toBeTruthy();
      // A tap while it counts down asks for nothing.
      await userEvent.click(screen.getByRole('button', { name: 'Resend in 60 s' }));
      expect(onSendCode).toHaveBeenCalledOnce();
      act(() => clock.advance(59_000));
      expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBeTruthy();
      act(() => clock.advance(1_000));
      expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    });

    it('puts a refused number (1216) under the number', async () => {
      render(
        <BindPhoneForm
          countries={countries}
          onSendCode={() => Promise.resolve({ ok: false as const, code: '1216', message: 'phone error' })}
          onSubmit={bound}
        />,
      );
      await userEvent.type(phone(), '812345678');
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(await screen.findByText('This phone number can’t be used. Please check it.')).toBeTruthy();
      expect(descriptionOf(phone())).toBe('This phone number can’t be used. Please check it.');
    });
  });

  describe('when the binding is sent', () => {
    it('sends the number, its prefix and the code, then says it is linked', async () => {
      const onSubmit = vi.fn(bound);
      const onDone = vi.fn();
      render(
        <BindPhoneForm
          countries={countries}
          onSendCode={() => Promise.resolve(60)}
          onSubmit={onSubmit}
          onDone={onDone}
        />,
      );
      await bindPhone();
      expect(onSubmit).toHaveBeenCalledWith({
        channel: 'phone',
        phone: '11987654321',
        areaCode: '+55',
        code: '482913',
      });
      expect(await screen.findByText('Phone number linked.')).toBeTruthy();
      expect(onDone).toHaveBeenCalledOnce();
    });

    it.each([
      ['1101', 'The code is incorrect'],
      ['1325', 'Enter the code we sent you'],
      ['1333', 'This code has expired. Please send a new one.'],
    ])('shows %s under the code: %s', async (serviceCode, words) => {
      render(
        <BindPhoneForm
          countries={countries}
          onSendCode={() => Promise.resolve(60)}
          onSubmit={refused(serviceCode)}
        />,
      );
      await bindPhone();
      expect(await screen.findByText(words)).toBeTruthy();
      expect(descriptionOf(code())).toBe(words);
      expect(document.activeElement).toBe(code());
    });

    it('shows an expired security session (1248) at the top of the form', async () => {
      render(
        <BindPhoneForm
          countries={countries}
          onSendCode={() => Promise.resolve(60)}
          onSubmit={refused('1248')}
        />,
      );
      await bindPhone();
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Your verification has expired. Please start again.',
      );
    });

    it('shows the hall’s own words for a code it has no text for', async () => {
      render(
        <BindPhoneForm
          countries={countries}
          onSendCode={() => Promise.resolve(60)}
          onSubmit={refused('1334', 'This account is restricted.')}
        />,
      );
      await bindPhone();
      expect((await screen.findByRole('alert')).textContent).toBe('This account is restricted.');
    });
  });
});

describe('BindEmailForm', () => {
  const email = () => screen.getByRole('textbox', { name: 'Email address' });

  describe('when the address breaks spec §5', () => {
    it('says so, for the format and for more than 50 characters', async () => {
      render(<BindEmailForm onSendCode={() => Promise.resolve(60)} onSubmit={bound} />);
      await userEvent.type(email(), 'ana@');
      await userEvent.tab();
      expect(descriptionOf(email())).toBe('Please enter a valid email address');
      await userEvent.clear(email());
      await userEvent.type(email(), `${'a'.repeat(45)}@mail.com`);
      expect(descriptionOf(email())).toBe('Email address must be at most 50 characters');
      await expectNoAxeViolations();
    });
  });

  describe('when the binding is sent', () => {
    it('sends the address and code, then says it is linked', async () => {
      const onSendCode = vi.fn(() => Promise.resolve(90));
      const onSubmit = vi.fn(bound);
      render(<BindEmailForm onSendCode={onSendCode} onSubmit={onSubmit} />);
      await userEvent.type(email(), 'ana@mail.com');
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(onSendCode).toHaveBeenCalledWith({ channel: 'email', email: 'ana@mail.com' });
      await userEvent.type(code(), '551902{Enter}');
      expect(onSubmit).toHaveBeenCalledWith({ channel: 'email', email: 'ana@mail.com', code: '551902' });
      expect(await screen.findByText('Email address linked.')).toBeTruthy();
    });

    it.each([
      ['1326', 'Enter the code we sent you'],
      ['1332', 'This code has expired. Please send a new one.'],
    ])('shows %s under the code', async (serviceCode, words) => {
      render(<BindEmailForm onSendCode={() => Promise.resolve(60)} onSubmit={refused(serviceCode)} />);
      await userEvent.type(email(), 'ana@mail.com');
      await userEvent.type(code(), '551902{Enter}');
      expect(await screen.findByText(words)).toBeTruthy();
      expect(descriptionOf(code())).toBe(words);
    });

    it('shows an expired security session (1044) at the top of the form', async () => {
      render(<BindEmailForm onSendCode={() => Promise.resolve(60)} onSubmit={refused('1044')} />);
      await userEvent.type(email(), 'ana@mail.com');
      await userEvent.type(code(), '551902{Enter}');
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Your verification has expired. Please start again.',
      );
    });
  });
});
