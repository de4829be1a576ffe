import { describe, expect, it } from 'vitest';
import { socketUrl } from './socket';

describe('socketUrl', () => {
  describe('when the domain has a scheme', () => {
    it('turns https into wss and http into ws', () => {
      expect(socketUrl('https://api.example.com')).toBe('wss://api.example.com/ws/websocket');
      expect(socketUrl('http://127.0.0.1:7300/')).toBe('ws://127.0.0.1:7300/ws/websocket');
    });
    it('keeps ws and wss', () => {
      expect(socketUrl('wss://a.example.com')).toBe('wss://a.example.com/ws/websocket');
      expect(socketUrl('ws://a.example.com')).toBe('ws://a.example.com/ws/websocket');
    });
  });

  describe('when the domain is a bare host', () => {
    it('uses wss', () => {
      expect(socketUrl('api.example.com')).toBe('wss://api.example.com/ws/websocket');
    });
  });

  describe('when authStr goes in the URL', () => {
    it('adds it encoded to the query', () => {
      expect(socketUrl('https://a.example.com', '1001-a b&c')).toBe(
        'wss://a.example.com/ws/websocket?authStr=1001-a%20b%26c',
      );
    });
  });

  describe('when a path is given', () => {
    it('uses it instead of /ws/websocket', () => {
      expect(socketUrl('https://a.example.com', undefined, '/push')).toBe('wss://a.example.com/push');
    });
  });
});
