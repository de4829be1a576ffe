import { describe, expect, it } from 'vitest';
import {
  dragScrollOffset,
  dragScrollTransition,
  initialDragScrollState,
  type DragScrollState,
} from './drag-machine';

const threshold = 20;
const idle = initialDragScrollState();

describe('dragScrollTransition', () => {
  describe('when idle', () => {
    it('is pressed on press and ignores move, release and cancel', () => {
      expect(dragScrollTransition(idle, { type: 'press', at: 100, offset: 40 }, threshold)).toEqual({
        status: 'pressed',
        origin: 100,
        startOffset: 40,
      });
      expect(dragScrollTransition(idle, { type: 'move', at: 500 }, threshold)).toBe(idle);
      expect(dragScrollTransition(idle, { type: 'release' }, threshold)).toBe(idle);
      expect(dragScrollTransition(idle, { type: 'cancel' }, threshold)).toBe(idle);
    });
  });

  describe('when pressed', () => {
    const pressed: DragScrollState = { status: 'pressed', origin: 100, startOffset: 40 };
    it('stays pressed up to 20 px of travel (a click, not a drag)', () => {
      expect(dragScrollTransition(pressed, { type: 'move', at: 120 }, threshold)).toBe(pressed);
      expect(dragScrollTransition(pressed, { type: 'move', at: 80 }, threshold)).toBe(pressed);
      expect(dragScrollOffset(pressed, 120)).toBeUndefined();
    });
    it('becomes a real drag past 20 px either way', () => {
      expect(dragScrollTransition(pressed, { type: 'move', at: 121 }, threshold).status).toBe('dragging');
      expect(dragScrollTransition(pressed, { type: 'move', at: 79 }, threshold).status).toBe('dragging');
    });
    it('returns to idle on release or cancel and ignores a second press', () => {
      expect(dragScrollTransition(pressed, { type: 'release' }, threshold)).toEqual(idle);
      expect(dragScrollTransition(pressed, { type: 'cancel' }, threshold)).toEqual(idle);
      expect(dragScrollTransition(pressed, { type: 'press', at: 0, offset: 0 }, threshold)).toBe(pressed);
    });
  });

  describe('when dragging', () => {
    const dragging: DragScrollState = { status: 'dragging', origin: 100, startOffset: 40 };
    it('moves the content opposite to the pointer', () => {
      expect(dragScrollOffset(dragging, 60)).toBe(80);
      expect(dragScrollOffset(dragging, 130)).toBe(10);
    });
    it('stays dragging on move and press, ends on release or cancel', () => {
      expect(dragScrollTransition(dragging, { type: 'move', at: 101 }, threshold)).toBe(dragging);
      expect(dragScrollTransition(dragging, { type: 'press', at: 0, offset: 0 }, threshold)).toBe(dragging);
      expect(dragScrollTransition(dragging, { type: 'release' }, threshold)).toEqual(idle);
      expect(dragScrollTransition(dragging, { type: 'cancel' }, threshold)).toEqual(idle);
    });
  });
});
