import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter';

interface Events {
  ping: number;
  pong: string;
}

describe('createEmitter', () => {
  describe('when an event is emitted', () => {
    it('calls the listeners of that event only, with the payload', () => {
      const emitter = createEmitter<Events>(() => undefined);
      const ping = vi.fn();
      const pong = vi.fn();
      emitter.on('ping', ping);
      emitter.on('pong', pong);
      emitter.emit('ping', 7);
      expect(ping).toHaveBeenCalledWith(7);
      expect(pong).not.toHaveBeenCalled();
    });
  });

  describe('when a listener unsubscribes', () => {
    it('is not called again', () => {
      const emitter = createEmitter<Events>(() => undefined);
      const ping = vi.fn();
      const off = emitter.on('ping', ping);
      off();
      emitter.emit('ping', 1);
      expect(ping).not.toHaveBeenCalled();
    });
  });

  describe('when a listener throws', () => {
    it('hands the error over and still calls the others', () => {
      const onThrow = vi.fn();
      const emitter = createEmitter<Events>(onThrow);
      const boom = new Error('boom');
      const after = vi.fn();
      emitter.on('ping', () => {
        throw boom;
      });
      emitter.on('ping', after);
      expect(() => emitter.emit('ping', 1)).not.toThrow();
      expect(onThrow).toHaveBeenCalledWith(boom);
      expect(after).toHaveBeenCalledWith(1);
    });
  });
});
