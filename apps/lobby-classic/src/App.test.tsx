import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from './pages/HomePage';

describe('HomePage', () => {
  it('shows the site title as the page heading', () => {
    render(<HomePage title="Lucky Harbor Lobby" siteName="Lucky Harbor" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lucky Harbor Lobby');
    expect(screen.getByRole('navigation', { name: 'Game categories' }).children).toHaveLength(9);
  });
});
