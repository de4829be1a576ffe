import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  describe('when showing text lines', () => {
    it('draws one bone per line, hidden from screen readers, with one status label', async () => {
      const { container } = render(<Skeleton lines={3} label="Loading games" />);
      expect(container.querySelectorAll('.lk-skeleton__bone[aria-hidden="true"]')).toHaveLength(3);
      expect(screen.getByRole('status').textContent).toBe('Loading games');
      await expectNoAxeViolations();
    });
  });

  describe('when its label is empty', () => {
    it('is a picture only: no status line, hidden from screen readers', async () => {
      const { container } = render(
        <>
          <p role="status">Loading games…</p>
          <Skeleton variant="rect" aspectRatio={1} label="" />
          <Skeleton lines={2} label=" " />
        </>,
      );
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Loading games…']);
      expect(container.querySelectorAll('.lk-skeleton[aria-hidden="true"]')).toHaveLength(2);
      expect(container.querySelectorAll('.lk-skeleton [role], .lk-skeleton[role]')).toHaveLength(0);
      await expectNoAxeViolations();
    });
  });

  describe('when showing a rectangle or a circle', () => {
    it('draws a single bone sized through custom properties', async () => {
      const { container, rerender } = render(
        <Skeleton variant="rect" width={320} aspectRatio={16 / 9} lines={4} />,
      );
      const root = container.querySelector<HTMLElement>('.lk-skeleton')!;
      expect(root.dataset.variant).toBe('rect');
      expect(container.querySelectorAll('.lk-skeleton__bone')).toHaveLength(1);
      expect(root.style.getPropertyValue('--lk-skeleton-width')).toBe('320px');
      expect(Number(root.style.getPropertyValue('--lk-skeleton-ratio'))).toBeCloseTo(1.778, 2);
      await expectNoAxeViolations();
      rerender(<Skeleton variant="circle" height="48px" />);
      expect(root.dataset.variant).toBe('circle');
      expect(root.style.getPropertyValue('--lk-skeleton-height')).toBe('48px');
      expect(root.style.getPropertyValue('--lk-skeleton-width')).toBe('');
      await expectNoAxeViolations();
    });
  });
});
