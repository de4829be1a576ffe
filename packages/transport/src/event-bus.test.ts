import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus';

type Events = { ping: number; pong: string };

describe('createEventBus', () => {
  describe('when a listener subscribes', () => {
    it('receives the payloads of its event only, until it unsubscribes', () => {
      const bus = createEventBus<Events>();
      const ping = vi.fn();
      const pong = vi.fn();
      const stop = bus.on('ping', ping);
      bus.on('pong', pong);
      bus.emit('ping', 1);
      stop();
      bus.emit('ping', 2);
      expect(ping.mock.calls).toEqual([[1]]);
      expect(pong).not.toHaveBeenCalled();
      expect(bus.listenerCount('ping')).toBe(0);
    });
  });

  describe('when more than 50 listeners subscribe to one event', () => {
    it('warns once', () => {
      const warn = vi.fn();
      const bus = createEventBus<Events>({ warn });
      for (let i = 0; i < 50; i++) bus.on('ping', () => undefined);
      expect(warn).not.toHaveBeenCalled();
      bus.on('ping', () => undefined);
      bus.on('ping', () => undefined);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/51 listeners for "ping"/);
    });
  });

  describe('when a listener throws', () => {
    it('reports it and still calls the others', () => {
      const onListenerError = vi.fn();
      const bus = createEventBus<Events>({ onListenerError });
      const after = vi.fn();
      bus.on('ping', () => {
        throw new Error('boom');
      });
      bus.on('ping', after);
      bus.emit('ping', 3);
      expect(onListenerError).toHaveBeenCalledWith(expect.any(Error), 'ping');
      expect(after).toHaveBeenCalledWith(3);
    });
  });

  describe('when a listener unsubscribes during emit', () => {
    it('does not skip the next listener', () => {
      const bus = createEventBus<Events>();
      const second = vi.fn();
      const stop = bus.on('ping', () => stop());
      bus.on('ping', second);
      bus.emit('ping', 1);
      expect(second).toHaveBeenCalledOnce();
    });
  });
});
