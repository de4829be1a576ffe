import { render, screen, waitFor } from '@testing-library/react';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { describe, expect, it, vi } from 'vitest';
import type { SanitizerModule } from './load-sanitizer';
import { RichText } from './RichText';

describe('RichText', () => {
  describe('when the sanitiser is loading', () => {
    it('shows the skeleton fallback and passes axe', async () => {
      const never = () => new Promise<SanitizerModule>(() => undefined);
      const { container } = render(<RichText html="<p>Hi</p>" loadSanitizer={never} />);
      expect(container.querySelector('.lk-rich-text')?.getAttribute('data-status')).toBe('loading');
      expect(screen.getByRole('status').textContent).toBe('Loading');
      await expectNoAxeViolations();
    });
  });

  describe('when the sanitiser has loaded', () => {
    it('shows the sanitised content and passes axe', async () => {
      const onStatusChange = vi.fn();
      const { container } = render(
        <RichText
          html={
            '<h2>Weekly tasks</h2><p onclick="alert(1)">Play <a href="https://promo.example/">now</a><script>alert(1)</script></p>'
          }
          allowedHosts={['promo.example']}
          onStatusChange={onStatusChange}
        />,
      );
      await waitFor(() => expect(onStatusChange).toHaveBeenLastCalledWith('ready'));
      const content = container.querySelector('.lk-rich-text__content')!;
      expect(content.querySelector('script')).toBeNull();
      expect(content.querySelector('p')?.hasAttribute('onclick')).toBe(false);
      expect(screen.getByRole('link', { name: 'now' }).getAttribute('rel')).toBe('noopener noreferrer');
      expect(screen.getByRole('heading', { name: 'Weekly tasks' })).toBeTruthy();
      await expectNoAxeViolations();
    });

    it('replaces the content when the HTML changes', async () => {
      const { container, rerender } = render(<RichText html="<p>one</p>" />);
      await waitFor(() => expect(container.textContent).toBe('one'));
      rerender(<RichText html="<p>two</p>" />);
      await waitFor(() => expect(container.textContent).toBe('two'));
    });

    it('keeps the markup when a style is constructor:x or __proto__:x', async () => {
      for (const style of ['constructor:x', '__proto__:x']) {
        const onStatusChange = vi.fn();
        const { container, unmount } = render(
          <RichText html={`<p>Deposit <b style="${style}">bonus</b></p>`} onStatusChange={onStatusChange} />,
        );
        await waitFor(() =>
          expect(onStatusChange).toHaveBeenCalledWith(expect.stringMatching(/ready|failed/)),
        );
        expect(container.querySelector('.lk-rich-text')?.getAttribute('data-status'), style).toBe('ready');
        expect(container.querySelector('.lk-rich-text__content b')?.textContent, style).toBe('bonus');
        unmount();
      }
    });
  });

  describe('when the sanitiser cannot be loaded or refuses to run', () => {
    it('shows the text without markup and passes axe', async () => {
      const failing = () => Promise.reject(new Error('chunk failed'));
      const { container } = render(
        <RichText html={'<p>Deposit <b>bonus</b><script>alert(1)</script></p>'} loadSanitizer={failing} />,
      );
      await waitFor(() =>
        expect(container.querySelector('.lk-rich-text')?.getAttribute('data-status')).toBe('failed'),
      );
      expect(container.querySelector('.lk-rich-text__plain')?.textContent).toBe('Deposit bonus');
      expect(container.querySelector('b, script')).toBeNull();
      await expectNoAxeViolations();
    });

    it('falls back the same way when sanitising is blocked', async () => {
      const blocked = () =>
        Promise.resolve({
          sanitizeRichText: () => ({ ok: false, code: 'blocked' }),
          applyRichTextStyles: () => undefined,
        } as unknown as SanitizerModule);
      const { container } = render(<RichText html="<p>text</p>" loadSanitizer={blocked} />);
      await waitFor(() => expect(container.querySelector('.lk-rich-text__plain')?.textContent).toBe('text'));
    });
  });
});
