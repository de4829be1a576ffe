import { describe, expect, it, vi } from 'vitest';
import {
  createLoginGate,
  initialLoginGateState,
  loginGateTransition,
  LoginGateResetError,
  type LoginGateEvent,
  type LoginGateState,
} from './login-gate';

describe('initialLoginGateState', () => {
  describe('when nobody logged in yet', () => {
    it('is wait, so calls that need a user token wait', () => {
      expect(initialLoginGateState()).toBe('wait');
      expect(createLoginGate().state).toBe('wait');
    });
  });
});

describe('loginGateTransition', () => {
  const edges: [LoginGateState, LoginGateEvent['type'], LoginGateState][] = [
    ['wait', 'login', 'logined'],
    ['wait', 'fakeLogin', 'fakeLogined'],
    ['wait', 'reset', 'wait'],
    ['fakeLogined', 'login', 'logined'],
    ['fakeLogined', 'fakeLogin', 'fakeLogined'],
    ['fakeLogined', 'reset', 'wait'],
    ['logined', 'login', 'logined'],
    ['logined', 'fakeLogin', 'logined'],
    ['logined', 'reset', 'wait'],
  ];

  describe('when walking every edge', () => {
    it.each(edges)('%s --%s--> %s', (from, type, to) => {
      const event: LoginGateEvent = { type };
      expect(loginGateTransition(from, event)).toBe(to);
    });
  });
});

describe('createLoginGate', () => {
  describe('when a call waits and the user logs in', () => {
    it('resumes it', async () => {
      const gate = createLoginGate();
      const resumed = vi.fn();
      const waiting = gate.ready().then(resumed);
      expect(gate.waiting).toBe(1);
      await Promise.resolve();
      expect(resumed).not.toHaveBeenCalled();
      gate.send({ type: 'login' });
      await waiting;
      expect(resumed).toHaveBeenCalledOnce();
      expect(gate.waiting).toBe(0);
    });
  });

  describe('when the demo guest logs in', () => {
    it('resumes the waiting calls too', async () => {
      const gate = createLoginGate();
      const waiting = gate.ready();
      gate.send({ type: 'fakeLogin' });
      await expect(waiting).resolves.toBeUndefined();
      expect(gate.state).toBe('fakeLogined');
    });
  });

  describe('when already logged in', () => {
    it('does not wait', async () => {
      const gate = createLoginGate('logined');
      await expect(gate.ready()).resolves.toBeUndefined();
      expect(gate.waiting).toBe(0);
    });
  });

  describe('when reset while calls wait', () => {
    it('rejects them with a clear error and clears the queue', async () => {
      const gate = createLoginGate();
      const a = gate.ready();
      const b = gate.ready();
      gate.send({ type: 'reset' });
      await expect(a).rejects.toBeInstanceOf(LoginGateResetError);
      await expect(b).rejects.toThrow(/reset/);
      expect(gate.waiting).toBe(0);
      gate.send({ type: 'login' });
      expect(gate.state).toBe('logined');
    });
  });

  describe('when a waiting call is aborted', () => {
    it('rejects it and leaves the queue', async () => {
      const gate = createLoginGate();
      const controller = new AbortController();
      const waiting = gate.ready(controller.signal);
      controller.abort(new Error('gone'));
      await expect(waiting).rejects.toThrow('gone');
      expect(gate.waiting).toBe(0);
      await expect(gate.ready(controller.signal)).rejects.toThrow('gone');
    });
  });

  describe('when the state changes', () => {
    it('tells subscribers, only on a change', () => {
      const gate = createLoginGate();
      const listener = vi.fn();
      const stop = gate.subscribe(listener);
      gate.send({ type: 'fakeLogin' });
      gate.send({ type: 'fakeLogin' });
      gate.send({ type: 'login' });
      stop();
      gate.send({ type: 'reset' });
      expect(listener.mock.calls).toEqual([['fakeLogined'], ['logined']]);
    });
  });
});
