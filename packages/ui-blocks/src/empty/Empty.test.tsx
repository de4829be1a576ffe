import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { describe, expect, it } from 'vitest';
import { Empty } from './Empty';

describe('Empty', () => {
  describe('when given only a title', () => {
    it('shows the title and the decorative illustration, and passes axe', async () => {
      const { container } = render(<Empty title="No records yet" />);
      expect(screen.getByText('No records yet')).toBeTruthy();
      expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      await expectNoAxeViolations();
    });
  });

  describe('when given a description, an action and a custom image', () => {
    it('shows them all, and passes axe', async () => {
      const { container } = render(
        <Empty
          title="No games found"
          description="Try another name"
          image={<img src="/x.png" alt="" />}
          action={<button type="button">Clear search</button>}
          compact
        />,
      );
      expect(screen.getByText('Try another name')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
      expect(container.querySelector('.lk-empty__art')).toBeNull();
      expect(container.querySelector<HTMLElement>('.lk-empty')!.dataset.compact).toBe('true');
      await expectNoAxeViolations();
    });
  });

  describe('when the image is null', () => {
    it('shows no picture', () => {
      const { container } = render(<Empty title="Nothing" image={null} />);
      expect(container.querySelector('svg, img')).toBeNull();
    });
  });
});
