import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createChunkFailures } from './chunk-failures';
import { lazyBlock } from './lazy-block';

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

const chunk = { Greeting };
const missing = () => new TypeError('Failed to fetch dynamically imported module');
const wait = () => Promise.resolve();

/** The block in a page that has more on it than the block. */
function Page({ Block }: { readonly Block: ComponentType<{ readonly name: string }> }) {
  return (
    <main>
      <h1>Lobby home</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Block name="Ana" />
      </Suspense>
    </main>
  );
}

describe('lazyBlock', () => {
  describe('when its chunk downloads', () => {
    it('shows the fallback, then the block with its props, downloading once', async () => {
      const load = vi.fn(() => Promise.resolve(chunk));
      const Block = lazyBlock(load, 'Greeting', { wait });
      const view = render(<Page Block={Block} />);
      expect(screen.getByText('Loading…')).toBeTruthy();
      expect(await screen.findByText('Hello Ana')).toBeTruthy();

      view.rerender(<Page Block={Block} />);
      expect(screen.getByText('Hello Ana')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the first download fails', () => {
    it('tries once more, and shows the block', async () => {
      const load = vi
        .fn<() => Promise<typeof chunk>>()
        .mockRejectedValueOnce(missing())
        .mockResolvedValue(chunk);
      const Block = lazyBlock(load, 'Greeting', { wait });
      render(<Page Block={Block} />);
      expect(await screen.findByText('Hello Ana')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });

  describe('when both downloads fail', () => {
    it('draws nothing, keeps the page, tells the failure once, and never downloads again by itself', async () => {
      const error = missing();
      const load = vi.fn<() => Promise<typeof chunk>>(() => Promise.reject(error));
      const failures = createChunkFailures();
      const heard = vi.fn();
      failures.subscribe(heard);
      const Block = lazyBlock(load, 'Greeting', { wait, failures });
      const view = render(<Page Block={Block} />);
      await act(async () => {
        await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
      });
      await vi.waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
      expect(screen.getByRole('heading', { name: 'Lobby home' })).toBeTruthy();
      expect(screen.queryByText(/Hello/)).toBeNull();
      expect(heard).toHaveBeenCalledExactlyOnceWith(error);

      view.rerender(<Page Block={Block} />);
      expect(screen.getByRole('heading', { name: 'Lobby home' })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });

  describe('when both downloads of a block the player opens fail', () => {
    /** What the app's BlockNotOpened does, without the app: tells the player, draws nothing. */
    const told = vi.fn();
    function NotOpened() {
      told();
      return <p role="status">Check your connection and try again.</p>;
    }

    it('says so, keeps that opening as it is, and the next opening downloads it again', async () => {
      const load = vi
        .fn<() => Promise<typeof chunk>>()
        .mockRejectedValueOnce(missing())
        .mockRejectedValueOnce(missing())
        .mockResolvedValue(chunk);
      const Block = lazyBlock(load, 'Greeting', {
        wait,
        failures: createChunkFailures(),
        whenMissing: NotOpened,
      });
      const view = render(<Page Block={Block} />);
      expect(await screen.findByRole('status')).toHaveProperty(
        'textContent',
        'Check your connection and try again.',
      );
      expect(load).toHaveBeenCalledTimes(2);

      // A render of the same opening: no download in a loop.
      view.rerender(<Page Block={Block} />);
      expect(screen.getByRole('status')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(2);

      // The player opens it again: a new mount, a new download, and the block.
      view.unmount();
      render(<Page Block={Block} />);
      expect(await screen.findByText('Hello Ana')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(3);
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('closes a dialog that stays mounted, and its next opening downloads it again', async () => {
      function Dialog({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
        return open ? (
          <div role="dialog" aria-label="Log in">
            <button type="button" onClick={onClose}>
              Close
            </button>
          </div>
        ) : null;
      }
      /** As BlockNotOpened: tells the player, and ends the opening. */
      function DialogNotOpened({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
        useEffect(() => {
          if (open) onClose();
        }, [open, onClose]);
        return <p role="status">Check your connection and try again.</p>;
      }
      const load = vi
        .fn<() => Promise<{ Dialog: typeof Dialog }>>()
        .mockRejectedValueOnce(missing())
        .mockRejectedValueOnce(missing())
        .mockResolvedValue({ Dialog });
      const LazyDialog = lazyBlock(load, 'Dialog', {
        wait,
        failures: createChunkFailures(),
        whenMissing: DialogNotOpened,
      });
      const closed = vi.fn();
      const host = (open: boolean) => (
        <Suspense fallback={null}>
          <LazyDialog open={open} onClose={closed} />
        </Suspense>
      );
      const view = render(host(true));
      expect(await screen.findByRole('status')).toBeTruthy();
      expect(closed).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledTimes(2);

      // The owner closed it, and renders again while it is closed (a toast, the page behind): no
      // download in the background, whose failure would meet the next opening.
      view.rerender(host(false));
      await act(() => Promise.resolve());
      view.rerender(host(false));
      await act(() => Promise.resolve());
      expect(load).toHaveBeenCalledTimes(2);
      // The player taps "Log in" again: the download starts now.
      view.rerender(host(true));
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(3);
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});
