import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SlideChallenge } from '../types';
import { SlidePuzzle } from './SlidePuzzle';

const challenge: SlideChallenge = {
  captchaId: 'c',
  lotNumber: 'lot-1',
  width: 300,
  height: 160,
  pieceSize: 50,
  pieceY: 40,
  background: 'data:image/png;base64,AAAA',
  piece: 'data:image/png;base64,BBBB',
};

const piece = (): HTMLElement => document.querySelector<HTMLElement>('[data-piece]')!;

describe('SlidePuzzle', () => {
  afterEach(cleanup);

  describe('when shown', () => {
    it('focuses a labelled slider over the track and has no axe violations', async () => {
      const { container } = render(
        <SlidePuzzle challenge={challenge} onSubmit={vi.fn()} onCancel={vi.fn()} />,
      );
      const slider = screen.getByRole('slider', { name: 'Puzzle piece position' });
      expect(document.activeElement).toBe(slider);
      expect(slider.getAttribute('aria-valuemin')).toBe('0');
      expect(slider.getAttribute('aria-valuemax')).toBe('250');
      expect(slider.getAttribute('aria-valuenow')).toBe('0');
      expect(
        screen.getByRole('img', { name: 'Picture with a gap for the puzzle piece' }).getAttribute('width'),
      ).toBe('300');
      expect(piece().style.top).toBe('40px');
      await expectNoAxeViolations(container);
    });

    it('does not take focus when told not to', () => {
      render(<SlidePuzzle challenge={challenge} onSubmit={vi.fn()} autoFocus={false} />);
      expect(document.activeElement).toBe(document.body);
    });
  });

  describe('when driven by the keyboard', () => {
    it('moves the piece with the arrow keys, 10 px with Shift or Page keys, to the ends with Home and End', async () => {
      const user = userEvent.setup();
      render(<SlidePuzzle challenge={challenge} onSubmit={vi.fn()} />);
      const slider = screen.getByRole('slider');
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
      expect(slider.getAttribute('aria-valuenow')).toBe('3');
      expect(piece().style.left).toBe('3px');
      expect(slider.style.left).toBe('3px');
      await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
      expect(slider.getAttribute('aria-valuenow')).toBe('13');
      await user.keyboard('{ArrowLeft}{ArrowDown}');
      expect(slider.getAttribute('aria-valuenow')).toBe('11');
      await user.keyboard('{PageUp}');
      expect(slider.getAttribute('aria-valuenow')).toBe('21');
      await user.keyboard('{PageDown}{PageDown}{PageDown}');
      expect(slider.getAttribute('aria-valuenow')).toBe('0');
      await user.keyboard('{End}{ArrowRight}');
      expect(slider.getAttribute('aria-valuenow')).toBe('250');
      await user.keyboard('{Home}{ArrowLeft}');
      expect(slider.getAttribute('aria-valuenow')).toBe('0');
      await user.keyboard('a');
      expect(slider.getAttribute('aria-valuenow')).toBe('0');
    });

    it('submits the x with Enter', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SlidePuzzle challenge={challenge} onSubmit={onSubmit} />);
      await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{Enter}');
      expect(onSubmit).toHaveBeenCalledWith(21);
    });
  });

  describe('when driven by buttons', () => {
    it('submits with Verify and cancels with Cancel', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      const onCancel = vi.fn();
      render(<SlidePuzzle challenge={challenge} onSubmit={onSubmit} onCancel={onCancel} />);
      await user.keyboard('{ArrowRight}');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(onSubmit).toHaveBeenCalledWith(1);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('has no Cancel button without onCancel', () => {
      render(<SlidePuzzle challenge={challenge} onSubmit={vi.fn()} />);
      expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    });
  });

  describe('when dragged', () => {
    it('follows the pointer within the track and submits on release', () => {
      const onSubmit = vi.fn();
      render(<SlidePuzzle challenge={challenge} onSubmit={onSubmit} />);
      const slider = screen.getByRole('slider');
      fireEvent.pointerDown(slider, { pointerId: 1, clientX: 100 });
      fireEvent.pointerMove(slider, { pointerId: 2, clientX: 400 });
      expect(slider.getAttribute('aria-valuenow')).toBe('0');
      fireEvent.pointerMove(slider, { pointerId: 1, clientX: 180.4 });
      expect(slider.getAttribute('aria-valuenow')).toBe('80');
      fireEvent.pointerMove(slider, { pointerId: 1, clientX: 900 });
      expect(slider.getAttribute('aria-valuenow')).toBe('250');
      fireEvent.pointerUp(slider, { pointerId: 1, clientX: 230 });
      expect(onSubmit).toHaveBeenCalledWith(130);
    });

    it('does not submit a click without a move, a foreign pointer, or a cancelled drag', () => {
      const onSubmit = vi.fn();
      render(<SlidePuzzle challenge={challenge} onSubmit={onSubmit} />);
      const slider = screen.getByRole('slider');
      fireEvent.pointerUp(slider, { pointerId: 1, clientX: 10 });
      fireEvent.pointerDown(slider, { pointerId: 1, clientX: 10 });
      fireEvent.pointerUp(slider, { pointerId: 2, clientX: 50 });
      fireEvent.pointerUp(slider, { pointerId: 1, clientX: 10 });
      fireEvent.pointerDown(slider, { pointerId: 3, clientX: 10 });
      fireEvent.pointerMove(slider, { pointerId: 3, clientX: 60 });
      fireEvent.pointerCancel(slider, { pointerId: 3 });
      fireEvent.pointerUp(slider, { pointerId: 3, clientX: 60 });
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('when busy', () => {
    it('ignores keys, drags and buttons', async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn();
      render(<SlidePuzzle challenge={challenge} onSubmit={onSubmit} onCancel={vi.fn()} busy />);
      const slider = screen.getByRole('slider');
      expect(slider.getAttribute('aria-disabled')).toBe('true');
      await user.keyboard('{ArrowRight}{Enter}');
      fireEvent.pointerDown(slider, { pointerId: 1, clientX: 0 });
      fireEvent.pointerMove(slider, { pointerId: 1, clientX: 40 });
      fireEvent.pointerUp(slider, { pointerId: 1, clientX: 40 });
      expect(slider.getAttribute('aria-valuenow')).toBe('0');
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' }).disabled).toBe(true);
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('when given texts', () => {
    it('shows them', () => {
      render(
        <SlidePuzzle
          challenge={challenge}
          onSubmit={vi.fn()}
          texts={{ slider: 'Posição da peça', verify: 'Verificar' }}
        />,
      );
      expect(screen.getByRole('slider', { name: 'Posição da peça' }).tagName).toBe('DIV');
      expect(screen.getByRole('button', { name: 'Verificar' }).tagName).toBe('BUTTON');
    });
  });
});
