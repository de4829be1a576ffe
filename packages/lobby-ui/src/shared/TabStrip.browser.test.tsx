// The selected tab kept in view inside its own scroll box, in real Chromium: at mount it is
// brought into view after the first paint (no forced layout during React's commit), and a later
// selection at once.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../styles.css';
import { TabStrip, type TabStripItem } from './TabStrip';

const items: TabStripItem<number>[] = Array.from({ length: 14 }, (_, index) => ({
  id: index,
  label: `Category ${index + 1}`,
}));

function Strip({ selected }: { readonly selected: number }) {
  return (
    <div style={{ width: '240px' }}>
      <TabStrip
        items={items}
        selected={selected}
        onSelect={() => {}}
        label="Categories"
        orientation="horizontal"
        className="strip"
      />
    </div>
  );
}

/** Whether `tab` lies wholly inside the visible part of `list`. */
function inView(list: HTMLElement, tab: HTMLElement): boolean {
  const outer = list.getBoundingClientRect();
  const inner = tab.getBoundingClientRect();
  return inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
}

describe('TabStrip in Chromium', () => {
  describe('when it mounts with a tab far along the row selected', () => {
    it('scrolls that tab into view once the page has painted', async () => {
      render(<Strip selected={11} />);
      const list = screen.getByRole('tablist', { name: 'Categories' });
      Object.assign(list.style, { display: 'flex', overflowX: 'auto', whiteSpace: 'nowrap' });
      const tab = screen.getByRole('tab', { name: 'Category 12' });
      await waitFor(() => expect(inView(list, tab)).toBe(true));
      expect(list.scrollLeft).toBeGreaterThan(0);
    });
  });

  describe('when another tab is selected later', () => {
    it('brings it into view in the same commit', async () => {
      const { rerender } = render(<Strip selected={0} />);
      const list = screen.getByRole('tablist', { name: 'Categories' });
      Object.assign(list.style, { display: 'flex', overflowX: 'auto', whiteSpace: 'nowrap' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(list.scrollLeft).toBe(0);
      act(() => rerender(<Strip selected={13} />));
      expect(inView(list, screen.getByRole('tab', { name: 'Category 14' }))).toBe(true);
    });
  });
});
