import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RefreshButton } from './RefreshButton';

describe('RefreshButton', () => {
  it('reads again on a tap, named by what it refreshes', async () => {
    const onRefresh = vi.fn();
    render(<RefreshButton label="Refresh balance" refreshing={false} onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'Refresh balance' });
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.hasAttribute('data-refreshing')).toBe(false);
    await expectNoAxeViolations();
  });

  it('waits while it reads: busy, turning, a tap does nothing, still focusable', async () => {
    const onRefresh = vi.fn();
    render(
      <RefreshButton label="Update matches" refreshing onRefresh={onRefresh} className="lk-sports__reload" />,
    );
    const button = screen.getByRole('button', { name: 'Update matches' });
    fireEvent.click(button);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-refreshing')).toBe(true);
    expect([...button.classList]).toEqual(['lk-refresh', 'lk-sports__reload']);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    await expectNoAxeViolations();
  });
});
