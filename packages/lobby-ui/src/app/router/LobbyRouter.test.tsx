// The router without a hall: a memory location, the lobby's links and hooks, and what they do
// to the address, the page and the scroll position.
import { defineTheme } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'wouter';
import { LobbyAppContext } from '../shell/app-context';
import { testAppContext } from '../test-support/app-context-value';
import { keepMarketingParams } from './keep-marketing-params';
import { lazyPage } from './lazy-page';
import { LobbyRouter } from './LobbyRouter';
import { createMemoryLocation } from './memory-location';
import { LobbyLink, useLobbyNavigate, useLobbyPage } from './navigation';
import type { LobbyTarget } from './targets';

/** Shows the page the router matched, as JSON. */
function PageProbe() {
  return <output aria-label="Page">{JSON.stringify(useLobbyPage())}</output>;
}

function NavigateButton({
  to,
  replace,
  keepScroll,
}: {
  to: LobbyTarget;
  replace?: boolean;
  keepScroll?: boolean;
}) {
  const navigate = useLobbyNavigate();
  return (
    <button type="button" onClick={() => navigate(to, { replace, keepScroll })}>
      Go
    </button>
  );
}

function open(path: string, children: ReactNode = null) {
  const location = createMemoryLocation(path);
  render(
    <LobbyRouter location={location} keep={keepMarketingParams()}>
      <PageProbe />
      {children}
    </LobbyRouter>,
  );
  return location;
}

const shownPage = () => JSON.parse(screen.getByRole('status', { name: 'Page' }).textContent ?? '') as unknown;

describe('LobbyRouter', () => {
  describe('when a path has a page', () => {
    it.each([
      ['/?gameCategoryId=3&tab=recent&evil=1', { page: 'home', gameCategoryId: 3, tab: 'recent' }],
      ['/?gameCategoryId=3abc', { page: 'home' }],
      ['/search?q=%20%20lucky%20', { page: 'search', q: 'lucky' }],
      ['/provider/HBR?scene=hot', { page: 'provider', providerCode: 'HBR', scene: 'hot' }],
      ['/provider/HBR?scene=%22hot%22', { page: 'provider', providerCode: 'HBR' }],
      ['/demo/G1-2', { page: 'demo', gameCode: 'G1-2' }],
      ['/game/30001', { page: 'game', gameCode: '30001' }],
      ['/wallet?tab=records&evil=1', { page: 'wallet' }],
      ['/withdraw?current=crypto', { page: 'withdraw', current: 'crypto' }],
      ['/withdraw?current=%3Cscript%3E', { page: 'withdraw' }],
      [
        '/security?current=withdrawPassword&isCallbackWithdraw=1',
        { page: 'security', current: 'withdrawPassword', isCallbackWithdraw: true },
      ],
      ['/security?current=password&isCallbackWithdraw=yes', { page: 'security' }],
      ['/security?current=loginPassword', { page: 'security', current: 'loginPassword' }],
      ['/notice?noticeType=2', { page: 'notice', noticeType: 2 }],
      ['/notice?noticeType=4', { page: 'notice' }],
      ['/notice?noticeType=1.0', { page: 'notice' }],
      ['/promotions?categoryId=1', { page: 'promotions' }],
      ['/promotions/202', { page: 'promotions', activityId: '202' }],
    ])('reads %s with its own parameters, validated', (path, page) => {
      open(path);
      expect(shownPage()).toEqual(page);
    });
  });

  describe('when a path has no page or a code is not a hall code', () => {
    it.each([
      '/nowhere',
      '/provider/',
      '/provider/%3Cscript%3E',
      '/demo/a%2Fb',
      '/demo/G1/more',
      '/game/a%2Fb',
      '/wallet/more',
      '/promotions/%3Cscript%3E',
      '/promotions/1/more',
    ])('shows %s as not found', (path) => {
      open(path);
      expect(shownPage()).toEqual({ page: 'notFound' });
    });
  });

  describe('when the query is hostile', () => {
    it('reads the page’s parameters and leaves the prototype alone', () => {
      open('/?__proto__=x&__proto__[admin]=1&constructor=y&gameCategoryId=2');
      expect(shownPage()).toEqual({ page: 'home', gameCategoryId: 2 });
      expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
    });
  });

  describe('when wouter’s own hooks are used inside the lobby', () => {
    it('reads the lobby’s location and navigates keeping the marketing parameters', () => {
      function WouterButton() {
        const [path, navigate] = useLocation();
        return (
          <button type="button" onClick={() => navigate('/search?q=jackpot')}>
            From {path}
          </button>
        );
      }
      const location = open('/provider/HBR?cid=abc', <WouterButton />);
      fireEvent.click(screen.getByRole('button', { name: 'From /provider/HBR' }));
      expect(location.current().href).toBe('/search?cid=abc&q=jackpot');
      expect(shownPage()).toEqual({ page: 'search', q: 'jackpot' });
    });
  });
});

describe('LobbyLink', () => {
  describe('when the visit has marketing parameters', () => {
    it('is a real link whose address keeps them and drops the rest', () => {
      open(
        '/?cid=abc&gclid=Cj0K&evil=%3Cscript%3E&gameCategoryId=3',
        <LobbyLink to={{ page: 'search', q: 'lucky 7' }}>Search</LobbyLink>,
      );
      expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe(
        '/search?cid=abc&gclid=Cj0K&q=lucky+7',
      );
    });
  });

  describe('when it is clicked with the main button', () => {
    it('opens the page without a reload, as a new history entry', () => {
      const location = open(
        '/?cid=abc',
        <LobbyLink to={{ page: 'provider', providerCode: 'HBR' }}>Harbor</LobbyLink>,
      );
      const unhandled = fireEvent.click(screen.getByRole('link', { name: 'Harbor' }));
      expect(unhandled).toBe(false); // the browser does not follow it
      expect(location.current()).toMatchObject({ href: '/provider/HBR?cid=abc', index: 1 });
      expect(shownPage()).toEqual({ page: 'provider', providerCode: 'HBR' });
    });
  });

  describe('when it is clicked for a new tab or window', () => {
    it.each([
      ['with Ctrl', { ctrlKey: true }],
      ['with Cmd', { metaKey: true }],
      ['with Shift', { shiftKey: true }],
      ['with the middle button', { button: 1 }],
    ])('leaves it to the browser (%s)', (_name, init) => {
      const location = open('/', <LobbyLink to={{ page: 'search' }}>Search</LobbyLink>);
      let prevented: boolean | undefined;
      // Runs after the lobby's handler; it stops jsdom, which cannot open pages, from trying.
      const browser = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', browser);
      fireEvent.click(screen.getByRole('link', { name: 'Search' }), init);
      document.removeEventListener('click', browser);
      expect(prevented).toBe(false);
      expect(location.current().href).toBe('/');
    });
  });

  describe('when it leads to the page on screen', () => {
    it('is marked current only for the same path and the same own parameters', () => {
      open(
        '/?gameCategoryId=2&cid=abc',
        <nav>
          <LobbyLink to={{ page: 'home', gameCategoryId: 2 }}>Fishing</LobbyLink>
          <LobbyLink to={{ page: 'home' }}>Hot</LobbyLink>
          <LobbyLink to={{ page: 'search' }} aria-current="page">
            Search
          </LobbyLink>
        </nav>,
      );
      expect(screen.getByRole('link', { name: 'Fishing' }).getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('link', { name: 'Hot' }).getAttribute('aria-current')).toBeNull();
      // A theme may mark a link current itself (a section it stands for).
      expect(screen.getByRole('link', { name: 'Search' }).getAttribute('aria-current')).toBe('page');
    });

    it('adds no second history entry when followed', () => {
      const location = open('/search?q=a', <LobbyLink to={{ page: 'search', q: 'a' }}>Again</LobbyLink>);
      fireEvent.click(screen.getByRole('link', { name: 'Again' }));
      expect(location.current()).toMatchObject({ href: '/search?q=a', index: 0 });
    });
  });

  describe('when the visitor shows intent (hover, focus, touch)', () => {
    it('starts loading the target page’s chunk once', async () => {
      const load = vi.fn(() => Promise.resolve({ SearchPage: () => <h1>Search</h1> }));
      const Plain = () => null;
      const theme = defineTheme({
        name: 'test',
        pages: { home: Plain, search: lazyPage(load, 'SearchPage'), subGame: Plain },
        layouts: { main: Plain },
        footer: Plain,
        floatBar: Plain,
        styles: classicTokens,
      });
      const app = testAppContext({ theme });
      open(
        '/',
        <LobbyAppContext value={app}>
          <LobbyLink to={{ page: 'search' }}>Search</LobbyLink>
        </LobbyAppContext>,
      );
      const link = screen.getByRole('link', { name: 'Search' });
      expect(load).not.toHaveBeenCalled();
      fireEvent.mouseEnter(link);
      fireEvent.focus(link);
      await act(() => Promise.resolve(fireEvent.touchStart(link)));
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});

describe('useLobbyNavigate', () => {
  describe('when asked to replace', () => {
    it('rewrites the current entry', () => {
      const location = open('/?cid=abc', <NavigateButton to={{ page: 'home', gameCategoryId: 2 }} replace />);
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
      expect(location.current()).toMatchObject({ href: '/?cid=abc&gameCategoryId=2', index: 0 });
    });
  });
});

describe('scroll positions', () => {
  describe('when a new page opens', () => {
    it('starts at the top', () => {
      const location = open('/', <NavigateButton to={{ page: 'search' }} />);
      location.scrollTo(640);
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
      expect(location.scrollY()).toBe(0);
    });

    it('stays where it was with keepScroll', () => {
      const location = open('/', <NavigateButton to={{ page: 'home', gameCategoryId: 2 }} keepScroll />);
      location.scrollTo(640);
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
      expect(location.current().href).toBe('/?gameCategoryId=2');
      expect(location.scrollY()).toBe(640);
    });
  });

  describe('when the visitor goes back and forward', () => {
    it('brings back where each entry was scrolled to', () => {
      const location = open('/', <NavigateButton to={{ page: 'search' }} />);
      location.scrollTo(900);
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
      location.scrollTo(120);
      act(() => location.back());
      expect(shownPage()).toEqual({ page: 'home' });
      expect(location.scrollY()).toBe(900);
      act(() => location.forward());
      expect(shownPage()).toEqual({ page: 'search' });
      expect(location.scrollY()).toBe(120);
    });
  });
});
