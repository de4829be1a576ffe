import type { HolidayTheme } from '@lobbykit/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { midAutumnOverlay } from './mid-autumn';
import { HolidayMain, ThemeProvider, useHoliday, useSkinAsset, useTheme, useThemeTokens } from './provider';
import { auroraTokens, classicTokens } from './token-sets';

const SEPT_15 = Date.UTC(2025, 8, 15, 12);
const DAY = 86_400_000;
const holidayThemes: HolidayTheme[] = [
  {
    themeType: 'midAutumn',
    status: 1,
    showStartTime: SEPT_15 - DAY,
    showEndTime: SEPT_15 + DAY,
    currencyCodes: 'CNY,USD',
  },
];

afterEach(cleanup);

function Probe() {
  const theme = useTheme();
  const tokens = useThemeTokens();
  const holiday = useHoliday();
  return (
    <dl>
      <dt>name</dt>
      <dd data-testid="name">{theme.name}</dd>
      <dt>primary</dt>
      <dd data-testid="primary">{tokens.color.primary}</dd>
      <dt>holiday</dt>
      <dd data-testid="holiday">{holiday?.name ?? 'none'}</dd>
    </dl>
  );
}

function Logo() {
  return <img alt="logo" src={useSkinAsset('home/logo.png')} />;
}

function wrapper(container: HTMLElement): HTMLElement {
  return container.firstElementChild as HTMLElement;
}

describe('ThemeProvider', () => {
  describe('when given a base set', () => {
    it('sets every token as a custom property on its wrapper and paints text, font and backdrop', () => {
      const { container } = render(
        <ThemeProvider tokens={auroraTokens} className="app">
          <Probe />
        </ThemeProvider>,
      );
      const element = wrapper(container);
      expect(element.dataset.lkTheme).toBe('aurora');
      expect(element.className).toBe('app');
      expect(element.style.getPropertyValue('--lk-color-primary')).toBe('#5865f2');
      expect(element.style.getPropertyValue('--lk-radius-md')).toBe('14px');
      expect(element.style.color).toBe('var(--lk-color-text)');
      expect(element.style.fontFamily).toBe('var(--lk-font-family)');
      expect(screen.getByTestId('name').textContent).toBe('aurora');
      expect(screen.getByTestId('holiday').textContent).toBe('none');
    });
  });

  describe('when given site info and a layout design', () => {
    it('derives tokens from the skin type and background, and sets area properties', () => {
      const { container } = render(
        <ThemeProvider
          tokens={classicTokens}
          site={{ skinTypeValue: 2, backgroundColor: '#0b0b0b' }}
          layout={{ colors: { headerBg: '#222' } }}
        >
          <Probe />
        </ThemeProvider>,
      );
      const element = wrapper(container);
      expect(screen.getByTestId('primary').textContent).toBe('#34d399');
      expect(element.style.getPropertyValue('--lk-color-bg')).toBe('#0b0b0b');
      expect(element.style.getPropertyValue('--lk-area-header-bg')).toBe('#222');
    });
  });

  describe('when the site has a holiday theme on', () => {
    it('layers the overlay while now is in the window and the currency is listed', () => {
      const { container } = render(
        <ThemeProvider
          tokens={classicTokens}
          site={{ holidayThemes, currencyInfos: [{ currencyCode: 'CNY' }] }}
          overlays={[midAutumnOverlay]}
          now={() => SEPT_15}
        >
          <Probe />
          <HolidayMain>
            <p>games</p>
          </HolidayMain>
        </ThemeProvider>,
      );
      expect(screen.getByTestId('holiday').textContent).toBe('mid-autumn');
      expect(wrapper(container).dataset.lkHoliday).toBe('mid-autumn');
      expect(wrapper(container).style.getPropertyValue('--lk-color-accent')).toBe('#ffd36b');
      const slot = container.querySelector('[data-lk-holiday-slot="main"]');
      expect(slot?.textContent).toBe('games');
    });
    it('stays on the base theme for another currency, another time or without the overlay', () => {
      const cases = [
        { currency: 'BRL', now: SEPT_15, overlays: [midAutumnOverlay] },
        { currency: 'CNY', now: SEPT_15 + 2 * DAY, overlays: [midAutumnOverlay] },
        { currency: 'CNY', now: SEPT_15, overlays: [] },
      ];
      for (const { currency, now, overlays } of cases) {
        const { container, unmount } = render(
          <ThemeProvider
            tokens={classicTokens}
            site={{ holidayThemes }}
            currency={currency}
            now={() => now}
            overlays={overlays}
          >
            <HolidayMain>
              <p>games</p>
            </HolidayMain>
          </ThemeProvider>,
        );
        expect(container.querySelector('[data-lk-holiday-slot]')).toBeNull();
        expect(wrapper(container).dataset.lkHoliday).toBeUndefined();
        unmount();
      }
    });
    it('obeys a forced overlay or a forced none', () => {
      render(
        <ThemeProvider tokens={classicTokens} holiday={midAutumnOverlay}>
          <Probe />
        </ThemeProvider>,
      );
      expect(screen.getByTestId('holiday').textContent).toBe('mid-autumn');
      const { container } = render(
        <ThemeProvider
          tokens={classicTokens}
          site={{ holidayThemes }}
          currency="CNY"
          now={() => SEPT_15}
          overlays={[midAutumnOverlay]}
          holiday={null}
        >
          <HolidayMain>x</HolidayMain>
        </ThemeProvider>,
      );
      expect(container.querySelector('[data-lk-holiday-slot]')).toBeNull();
    });
  });

  describe('when given skin assets', () => {
    it('resolves asset URLs through the skin assets hash', () => {
      render(
        <ThemeProvider
          tokens={classicTokens}
          assets={{ baseUrl: 'https://oss.example/skin', hash: { 'home/logo.png': 'f00d' } }}
        >
          <Logo />
        </ThemeProvider>,
      );
      expect(screen.getByRole('img', { name: 'logo' }).getAttribute('src')).toBe(
        'https://oss.example/skin/home/logo.png?v=f00d',
      );
    });
    it('returns the path as given without them', () => {
      render(
        <ThemeProvider tokens={classicTokens}>
          <Logo />
        </ThemeProvider>,
      );
      expect(screen.getByRole('img', { name: 'logo' }).getAttribute('src')).toBe('home/logo.png');
    });
  });

  describe('when given an element to apply to', () => {
    it('writes the properties there and removes them on unmount', () => {
      const root = document.createElement('div');
      const { unmount, rerender } = render(<ThemeProvider tokens={classicTokens} applyTo={root} />);
      expect(root.style.getPropertyValue('--lk-color-primary')).toBe('#f4b740');
      rerender(<ThemeProvider tokens={auroraTokens} applyTo={root} />);
      expect(root.style.getPropertyValue('--lk-color-primary')).toBe('#5865f2');
      unmount();
      expect(root.style.getPropertyValue('--lk-color-primary')).toBe('');
    });

    it('leaves a property the element already has with the same value, and writes the others', () => {
      const root = document.createElement('div');
      document.body.append(root);
      root.style.setProperty('--lk-color-primary', '#f4b740');
      root.style.setProperty('--lk-color-bg', '#000001');
      const set = vi.spyOn(root.style, 'setProperty');
      const { unmount } = render(<ThemeProvider tokens={classicTokens} applyTo={root} />);
      expect(set.mock.calls.map(([name]) => name)).not.toContain('--lk-color-primary');
      expect(set.mock.calls.map(([name]) => name)).toContain('--lk-color-bg');
      expect(root.style.getPropertyValue('--lk-color-bg')).not.toBe('#000001');
      unmount();
      // What it found stays; what it wrote goes.
      expect(root.style.getPropertyValue('--lk-color-primary')).toBe('#f4b740');
      expect(root.style.getPropertyValue('--lk-color-bg')).toBe('');
      root.remove();
    });
  });
});

describe('useTheme', () => {
  describe('when used outside a ThemeProvider', () => {
    it('throws a clear error', () => {
      const spy = console.error;
      console.error = () => undefined;
      try {
        expect(() => render(<Probe />)).toThrow('must be used inside <ThemeProvider>');
      } finally {
        console.error = spy;
      }
    });
  });
});

describe('HolidayMain', () => {
  describe('when no holiday is active', () => {
    it('renders its children as they are', () => {
      const { container } = render(
        <ThemeProvider tokens={classicTokens}>
          <HolidayMain>
            <p>games</p>
          </HolidayMain>
        </ThemeProvider>,
      );
      expect(wrapper(container).innerHTML).toBe('<p>games</p>');
    });
  });
});
