// @vitest-environment jsdom
// The footer on the reference hall's demo site: its config is asked for once the page has
// painted (its options hide the footer and the float bar), and its blocks show once the visitor
// scrolls near them, not while the page starts.
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HALL_WAIT, hallAppSuite } from '../test-support/hall-app-suite';

const { openAs } = hallAppSuite();

/** An IntersectionObserver the test moves: nothing is near until `bringNear()`. */
function controlledObserver() {
  const watched = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  class Observer {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      watched.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      watched.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    bringNear(element: Element) {
      for (const { callback, elements } of [...watched]) {
        if (!elements.includes(element)) continue;
        const entry = { isIntersecting: true, target: element } as unknown as IntersectionObserverEntry;
        callback([entry], {} as IntersectionObserver);
      }
    },
  };
}

describe('SiteFooter', () => {
  it('asks for its config after the first paint and shows its blocks once the visitor nears them', async () => {
    const observer = controlledObserver();
    const { lobby } = await openAs(undefined, '/');
    const footer = await screen.findByRole('contentinfo', {}, HALL_WAIT);
    await waitFor(
      () => expect(lobby.api.endpoints.footerConfig.select()(lobby.store.getState()).isSuccess).toBe(true),
      HALL_WAIT,
    );
    // The line switch is there; the blocks wait (given the time their chunk and render take).
    await within(footer).findByRole('button', { name: /line/i }, HALL_WAIT);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(within(footer).queryByRole('link', { name: 'About us' })).toBeNull();

    const mark = footer.querySelector('.lk-app-footer-mark');
    expect(mark).not.toBeNull();
    act(() => observer.bringNear(mark!));
    expect(await within(footer).findByRole('link', { name: 'About us' }, HALL_WAIT)).toBeTruthy();
  });
});
