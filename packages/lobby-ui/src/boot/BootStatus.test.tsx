import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BootSplash } from './BootSplash';
import { BootStatus } from './BootStatus';

describe('BootStatus', () => {
  describe('when the hall cannot be reached', () => {
    it('says it keeps trying, counts the attempts, retries and reloads on request, and passes axe', async () => {
      const onRetry = vi.fn();
      const onReload = vi.fn();
      render(<BootStatus attempt={3} onRetry={onRetry} onReload={onReload} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Still trying to connect' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Attempt 3');
      await userEvent.click(screen.getByRole('button', { name: 'Try now' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
      expect(onReload).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('when an attempt is under way', () => {
    it('says it is connecting and does not start another', async () => {
      const onRetry = vi.fn();
      render(<BootStatus attempt={4} trying onRetry={onRetry} />);
      expect(screen.getByRole('status').textContent).toBe('Connecting…');
      const button = screen.getByRole('button', { name: 'Try now' });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(button);
      expect(onRetry).not.toHaveBeenCalled();
    });
  });
});

describe('BootSplash', () => {
  describe('when the texts are loaded', () => {
    it('is a status saying the lobby is loading, with the logo, and passes axe', async () => {
      render(<BootSplash logo={<img src="/logo.png" alt="Lucky Harbour" />} />);
      expect(screen.getByRole('status').textContent).toBe('Loading the lobby…');
      expect(screen.getByRole('img', { name: 'Lucky Harbour' })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when given its own label', () => {
    it('reads that instead', () => {
      render(<BootSplash label="Loading" />);
      expect(screen.getByRole('status').textContent).toBe('Loading');
    });
  });
});
