import { describe, expect, it } from 'vitest';
import { dragOffset, dragTransition, idleDrag, type DragState } from './drag-machine';

const threshold = 20;

describe('drag machine', () => {
  describe('when idle', () => {
    it('is pressed on press and ignores move, release and cancel', () => {
      expect(dragTransition(idleDrag, { type: 'press', at: 100, offset: 40 }, threshold)).toEqual({
        phase: 'pressed',
        origin: 100,
        startOffset: 40,
      });
      expect(dragTransition(idleDrag, { type: 'move', at: 500 }, threshold)).toBe(idleDrag);
      expect(dragTransition(idleDrag, { type: 'release' }, threshold)).toBe(idleDrag);
      expect(dragTransition(idleDrag, { type: 'cancel' }, threshold)).toBe(idleDrag);
    });
  });

  describe('when pressed', () => {
    const pressed: DragState = { phase: 'pressed', origin: 100, startOffset: 40 };
    it('stays pressed up to 20 px of travel (a click, not a drag)', () => {
      expect(dragTransition(pressed, { type: 'move', at: 120 }, threshold)).toBe(pressed);
      expect(dragTransition(pressed, { type: 'move', at: 80 }, threshold)).toBe(pressed);
      expect(dragOffset(pressed, 120)).toBeUndefined();
    });
    it('becomes a real drag past 20 px either way', () => {
      expect(dragTransition(pressed, { type: 'move', at: 121 }, threshold).phase).toBe('dragging');
      expect(dragTransition(pressed, { type: 'move', at: 79 }, threshold).phase).toBe('dragging');
    });
    it('returns to idle on release or cancel and ignores a second press', () => {
      expect(dragTransition(pressed, { type: 'release' }, threshold)).toBe(idleDrag);
      expect(dragTransition(pressed, { type: 'cancel' }, threshold)).toBe(idleDrag);
      expect(dragTransition(pressed, { type: 'press', at: 0, offset: 0 }, threshold)).toBe(pressed);
    });
  });

  describe('when dragging', () => {
    const dragging: DragState = { phase: 'dragging', origin: 100, startOffset: 40 };
    it('moves the content opposite to the pointer', () => {
      expect(dragOffset(dragging, 60)).toBe(80);
      expect(dragOffset(dragging, 130)).toBe(10);
    });
    it('stays dragging on move and press, ends on release or cancel', () => {
      expect(dragTransition(dragging, { type: 'move', at: 101 }, threshold)).toBe(dragging);
      expect(dragTransition(dragging, { type: 'press', at: 0, offset: 0 }, threshold)).toBe(dragging);
      expect(dragTransition(dragging, { type: 'release' }, threshold)).toBe(idleDrag);
      expect(dragTransition(dragging, { type: 'cancel' }, threshold)).toBe(idleDrag);
    });
  });
});
