// The counter on the browser's own animation frames and clock.
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../styles.css';
import { JackpotCounter } from './JackpotCounter';

describe('JackpotCounter in Chromium', () => {
  describe('when the pool grows', () => {
    it('rises on animation frames without ever changing what assistive technology reads', async () => {
      const { container } = render(
        <JackpotCounter amount={5000} currency="USD" growthPerSecond={50} reducedMotion={false} />,
      );
      const digits = container.querySelector('.lk-jackpot__digits')!;
      const first = digits.textContent;
      await waitFor(() => expect(digits.textContent).not.toBe(first), { timeout: 5000 });
      expect(Number((digits.textContent ?? '').replace(/[$,]/g, ''))).toBeGreaterThan(5000);
      expect(container.querySelector('.lk-visually-hidden')!.textContent).toBe('$5,000.00');
    });
  });
});
