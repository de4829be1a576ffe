// Shrink-to-fit needs real text measurement.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../styles.css';
import { PageTitleBar } from './PageTitleBar';

describe('PageTitleBar in Chromium', () => {
  describe('when the title is longer than its box', () => {
    it('shrinks the font, never below the minimum scale', () => {
      render(
        <div style={{ width: '320px' }}>
          <PageTitleBar title="Weekly tournament leaderboard and rewards" badge={3} />
        </div>,
      );
      const heading = screen.getByRole('heading', { level: 1 });
      const scale = Number(heading.style.getPropertyValue('--lk-title-scale'));
      expect(scale).toBeLessThan(1);
      expect(scale).toBeGreaterThanOrEqual(0.7);
      expect(parseFloat(getComputedStyle(heading).fontSize)).toBeLessThan(18);
    });
  });

  describe('when the title is short', () => {
    it('keeps the full size and stays centred in the bar', () => {
      render(
        <div style={{ width: '400px' }}>
          <PageTitleBar title="Wallet" />
        </div>,
      );
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading.style.getPropertyValue('--lk-title-scale')).toBe('1.000');
      const bar = heading.closest('header')!.getBoundingClientRect();
      const title = heading.getBoundingClientRect();
      expect(Math.abs(title.left + title.width / 2 - (bar.left + bar.width / 2))).toBeLessThan(2);
    });
  });
});
