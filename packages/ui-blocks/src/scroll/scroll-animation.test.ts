import { describe, expect, it, vi } from 'vitest';
import { createFakeScheduler } from '../../test/fake-scheduler';
import { animateScroll, easeOutCubic, nearestStep } from './scroll-animation';

function scrollable(size = 1000, view = 200) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'scrollHeight', { value: size });
  Object.defineProperty(element, 'clientHeight', { value: view });
  Object.defineProperty(element, 'scrollWidth', { value: size });
  Object.defineProperty(element, 'clientWidth', { value: view });
  return element;
}

describe('animateScroll', () => {
  describe('when given a duration', () => {
    it('reaches the target exactly at the duration, not before', () => {
      const scheduler = createFakeScheduler();
      const element = scrollable();
      const onDone = vi.fn();
      animateScroll({ element, axis: 'vertical', to: 300, duration: 300, scheduler, onDone });
      scheduler.advance(150);
      expect(element.scrollTop).toBeGreaterThan(0);
      expect(element.scrollTop).toBeLessThan(300);
      expect(onDone).not.toHaveBeenCalled();
      scheduler.advance(170);
      expect(element.scrollTop).toBe(300);
      expect(onDone).toHaveBeenCalledTimes(1);
    });

    it('scrolls horizontally on the horizontal axis', () => {
      const scheduler = createFakeScheduler();
      const element = scrollable();
      animateScroll({ element, axis: 'horizontal', to: 120, duration: 200, scheduler });
      scheduler.advance(250);
      expect(element.scrollLeft).toBe(120);
      expect(element.scrollTop).toBe(0);
    });
  });

  describe('when the target is outside the range', () => {
    it('clamps it', () => {
      const scheduler = createFakeScheduler();
      const element = scrollable(1000, 200);
      animateScroll({ element, axis: 'vertical', to: 5000, duration: 0, scheduler });
      expect(element.scrollTop).toBe(800);
      animateScroll({ element, axis: 'vertical', to: -50, duration: 0, scheduler });
      expect(element.scrollTop).toBe(0);
    });
  });

  describe('when cancelled', () => {
    it('stops where it is and never calls onDone', () => {
      const scheduler = createFakeScheduler();
      const element = scrollable();
      const onDone = vi.fn();
      const cancel = animateScroll({ element, axis: 'vertical', to: 400, duration: 400, scheduler, onDone });
      scheduler.advance(100);
      const at = element.scrollTop;
      cancel();
      scheduler.advance(1000);
      expect(element.scrollTop).toBe(at);
      expect(onDone).not.toHaveBeenCalled();
      expect(scheduler.pendingFrames).toBe(0);
    });
  });
});

describe('easeOutCubic', () => {
  it('runs from 0 to 1 and clamps outside', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(2)).toBe(1);
  });
});

describe('nearestStep', () => {
  it('snaps to the nearest step inside the range', () => {
    expect(nearestStep(130, 100, 1000)).toBe(100);
    expect(nearestStep(151, 100, 1000)).toBe(200);
    expect(nearestStep(990, 100, 950)).toBe(950);
    expect(nearestStep(42, 0, 1000)).toBe(42);
  });
});
