import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPopupQueue } from './queue';
import type { PopupQueue } from './queue';
import { usePopupQueue } from './use-popup-queue';

function Popups({ queue }: { queue: PopupQueue }) {
  const { state, current, close } = usePopupQueue(queue);
  return (
    <div>
      <p>queue {state.status}</p>
      {current && (
        <div role="dialog" aria-label={current.id}>
          <p>{JSON.stringify(current.data)}</p>
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      )}
    </div>
  );
}

describe('usePopupQueue', () => {
  describe('when the queue shows items', () => {
    it('renders the shown item and closes it through the view', async () => {
      const queue = createPopupQueue(
        [
          { id: 'first-charge', load: () => ({ bonus: 20 }) },
          { id: 'daily-tasks', load: () => true },
        ],
        { isGameRoute: () => true },
      );
      render(<Popups queue={queue} />);
      expect(screen.getByText('queue idle')).toBeTruthy();
      await act(async () => {
        queue.start();
        await Promise.resolve();
      });
      expect(await screen.findByRole('dialog', { name: 'first-charge' })).toBeTruthy();
      expect(screen.getByText('{"bonus":20}')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(await screen.findByRole('dialog', { name: 'daily-tasks' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('queue ended')).toBeTruthy();
    });
  });

  describe('when nothing is shown', () => {
    it('returns no current item and a close that does nothing', () => {
      const queue = createPopupQueue([{ id: 'a' }], { isGameRoute: () => false });
      const { result } = renderHook(() => usePopupQueue(queue));
      const view = result.current;
      expect(view.current).toBeUndefined();
      view.close();
      expect(queue.getState().status).toBe('idle');
    });
  });
});
