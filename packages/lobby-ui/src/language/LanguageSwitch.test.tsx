import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LanguageDialogProps } from './LanguageDialog';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  describe('when closed', () => {
    it('is a button naming the current language in its own name, and passes axe', async () => {
      render(<LanguageSwitch value="th_TH" onChange={() => {}} />);
      const button = screen.getByRole('button', { name: 'Language: ไทย' });
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      expect(button.textContent).toContain('🇹🇭');
      await expectNoAxeViolations();
    });
  });

  describe('when opened', () => {
    it('lists all 25 languages in their own names, the current one selected and focused, and passes axe', async () => {
      render(<LanguageSwitch value="ja_JP" onChange={() => {}} />);
      await userEvent.click(screen.getByRole('button', { name: 'Language: 日本語' }));
      const dialog = await screen.findByRole('dialog', { name: 'Choose a language' });
      const list = within(dialog).getByRole('listbox', { name: 'Choose a language' });
      const options = within(list).getAllByRole('option');
      expect(options).toHaveLength(25);
      expect(options[0]!.textContent).toContain('English');
      expect(options.map((option) => option.textContent)).toContain('🇰🇭ខ្មែរ');
      const selected = within(list).getByRole('option', { selected: true });
      expect(selected.textContent).toContain('日本語');
      expect(selected.querySelector('[lang]')!.getAttribute('lang')).toBe('ja-JP');
      // The dialog moves the focus once it has mounted (a frame later on a loaded machine).
      await waitFor(() => expect(document.activeElement).toBe(selected));
      await expectNoAxeViolations();
    });

    it('moves with the arrows, Home, End and a first letter, and picks with Enter', async () => {
      const onChange = vi.fn();
      render(<LanguageSwitch value="en_US" onChange={onChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
      await screen.findByRole('listbox', { name: 'Choose a language' });
      await userEvent.keyboard('{ArrowDown}');
      expect(document.activeElement!.textContent).toContain('简体中文');
      await userEvent.keyboard('{End}');
      expect(document.activeElement!.textContent).toContain('Türkçe');
      await userEvent.keyboard('{Home}d');
      expect(document.activeElement!.textContent).toContain('Deutsch');
      await userEvent.keyboard('{Enter}');
      expect(onChange).toHaveBeenCalledWith('de_DE');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('closes without a change when the current language is picked, or on Escape', async () => {
      const onChange = vi.fn();
      render(<LanguageSwitch value="en_US" onChange={onChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
      await userEvent.click(await screen.findByRole('option', { selected: true }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('when the site offers a few languages and the theme draws its flags', () => {
    it('lists only those, with the theme flags', async () => {
      const onChange = vi.fn();
      render(
        <LanguageSwitch
          value="pt_PT"
          languages={['pt_PT', 'en_US', 'es_ES']}
          onChange={onChange}
          renderFlag={(region) => <img src={`/flags/${region}.svg`} alt="" />}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Language: Português' }));
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['Português', 'English', 'Español']);
      expect(options[2]!.querySelector('img')!.getAttribute('src')).toBe('/flags/ES.svg');
      await userEvent.click(options[2]!);
      expect(onChange).toHaveBeenCalledWith('es_ES');
    });
  });
  describe('when the app gives a dialog of its own (its own way of loading the chunk)', () => {
    it('opens that one with the languages, and its pick and close reach the switch', async () => {
      const onChange = vi.fn();
      const opened: boolean[] = [];
      function AppDialog({ open, onClose, title, codes, onPick }: LanguageDialogProps) {
        opened.push(open);
        if (!open) return null;
        return (
          <div role="dialog" aria-label={title}>
            {codes.map((code) => (
              <button key={code} type="button" onClick={() => onPick(code)}>
                {code}
              </button>
            ))}
            <button type="button" onClick={onClose}>
              Close
            </button>
          </div>
        );
      }
      render(
        <LanguageSwitch
          value="en_US"
          languages={['en_US', 'th_TH']}
          onChange={onChange}
          dialog={AppDialog}
        />,
      );
      expect(opened).toEqual([]);
      const button = screen.getByRole('button', { name: 'Language: English' });
      await userEvent.click(button);
      const dialog = screen.getByRole('dialog', { name: 'Choose a language' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'th_TH' }));
      expect(onChange).toHaveBeenCalledWith('th_TH');
      expect(screen.queryByRole('dialog')).toBeNull();
      await userEvent.click(button);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onChange).toHaveBeenCalledTimes(1);
    });
  });
});
