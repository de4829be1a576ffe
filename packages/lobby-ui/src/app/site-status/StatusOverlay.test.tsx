// The status page over the lobby, as SiteStatusHost draws it (keyed by the condition's status):
// the page's words go to its frame once it says it is ready, again whenever they change, always
// to the lobby's own origin; closing the site status takes the frame away.
import type { SiteCondition } from '@lobbykit/lobby-core';
import { LobbyProvider } from '@lobbykit/lobby-core/react';
import {
  STATUS_PAGE_READY,
  readStatusPageContent,
  type StatusPageContent,
} from '@lobbykit/lobby-core/site-status';
import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { offlineLobby } from '../test-support/offline-lobby';
import { StatusOverlay } from './StatusOverlay';
import type { ClosedSiteCondition } from './status-content';

const lobby = offlineLobby('BRL');
afterAll(() => lobby.dispose());

const END_MS = Date.UTC(2031, 0, 1, 12);
const MAINTENANCE_TITLE = 'We’re under maintenance';

const maintenance = (
  details: { endMs?: number; onlineService?: string },
  reason: 'maintenance' | 'frozen' = 'maintenance',
): ClosedSiteCondition => ({
  status: 'maintenance',
  reason,
  code: reason === 'frozen' ? '9111' : '-3',
  since: 1,
  details,
  serverOffsetMs: -250,
});

/** What SiteStatusHost draws for `condition`, with the rest of the lobby beside it. */
function Host({ condition }: { readonly condition: SiteCondition }) {
  return (
    <LobbyProvider lobby={lobby}>
      <button type="button">Deposit</button>
      {condition.status !== 'open' && <StatusOverlay key={condition.status} condition={condition} />}
    </LobbyProvider>
  );
}

/** The frame of the page titled `title`, its key, and a spy on what the lobby posts to it. */
function framed(title: string) {
  const frame = screen.getByTitle<HTMLIFrameElement>(title);
  const key = new URL(frame.src, globalThis.location.href).searchParams.get('payloadKey');
  const post: MockInstance<Window['postMessage']> = vi.spyOn(frame.contentWindow!, 'postMessage');
  return { frame, key, post };
}

/** The frame's page says something (by default: it is ready), from `origin`. */
function frameSays(frame: HTMLIFrameElement, data: unknown, origin = globalThis.location.origin) {
  act(() => {
    globalThis.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
}

/** The content messages posted, read as the page reads them, each with its target origin. */
const posted = (post: MockInstance<Window['postMessage']>) =>
  post.mock.calls.map(([message, target]) => ({
    content: readStatusPageContent(message),
    target,
  }));

describe('StatusOverlay', () => {
  describe('when the page says it is ready', () => {
    it('sends its words to the lobby’s own origin, only then, and only for its own key', () => {
      render(<Host condition={maintenance({ endMs: END_MS })} />);
      const { frame, key, post } = framed(MAINTENANCE_TITLE);
      frameSays(frame, { type: STATUS_PAGE_READY, key: 'someone-elses-key' });
      frameSays(frame, { type: STATUS_PAGE_READY, key }, 'https://elsewhere.example');
      expect(post).not.toHaveBeenCalled();

      frameSays(frame, { type: STATUS_PAGE_READY, key });
      expect(posted(post)).toEqual([
        {
          content: expect.objectContaining({
            key,
            title: MAINTENANCE_TITLE,
            countdown: expect.objectContaining({ endMs: END_MS, serverOffsetMs: -250 }),
          }) as StatusPageContent,
          target: globalThis.location.origin,
        },
      ]);
    });
  });

  describe('when the answer changes while the page shows', () => {
    it.each<[string, ClosedSiteCondition, Partial<StatusPageContent>]>([
      [
        'a new end time',
        maintenance({ endMs: END_MS + 3_600_000 }),
        {
          countdown: expect.objectContaining({ endMs: END_MS + 3_600_000 }) as StatusPageContent['countdown'],
        },
      ],
      ['no end time any more', maintenance({}), { countdown: undefined, note: 'We’ll be back shortly' }],
      [
        'a new reason (maintenance to frozen)',
        maintenance({ endMs: END_MS }, 'frozen'),
        { title: 'The site is paused' },
      ],
      [
        'a customer-service link',
        maintenance({ endMs: END_MS, onlineService: 'https://help.example/chat' }),
        { link: expect.objectContaining({ href: 'https://help.example/chat' }) as StatusPageContent['link'] },
      ],
    ])('sends the page %s, to the lobby’s own origin', (_name, next, expected) => {
      const view = render(<Host condition={maintenance({ endMs: END_MS })} />);
      const { frame, key, post } = framed(MAINTENANCE_TITLE);
      frameSays(frame, { type: STATUS_PAGE_READY, key });
      expect(post).toHaveBeenCalledTimes(1);

      view.rerender(<Host condition={next} />);
      // The same frame: a new answer never reloads the page.
      expect(screen.getByRole('dialog').querySelector('iframe')).toBe(frame);
      expect(post).toHaveBeenCalledTimes(2);
      expect(posted(post)[1]).toEqual({
        content: expect.objectContaining({ key, ...expected }) as StatusPageContent,
        target: globalThis.location.origin,
      });

      // The same answer again sends nothing.
      view.rerender(<Host condition={{ ...next }} />);
      expect(post).toHaveBeenCalledTimes(2);
    });
  });

  describe('when the site status closes', () => {
    it('takes the frame away and gives the lobby back', () => {
      const view = render(<Host condition={maintenance({ endMs: END_MS })} />);
      expect(screen.getByRole('dialog', { name: MAINTENANCE_TITLE })).toBeDefined();
      // testing-library's queries do not see `inert`: the lobby behind is asked directly.
      expect(screen.getByRole('button', { name: 'Deposit' }).closest('[inert]')).not.toBeNull();

      view.rerender(<Host condition={{ status: 'open' }} />);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByTitle(MAINTENANCE_TITLE)).toBeNull();
      expect(screen.getByRole('button', { name: 'Deposit' }).closest('[inert]')).toBeNull();
    });
  });
});
