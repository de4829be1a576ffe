import { describe, expect, it } from 'vitest';
import type { LobbyLocationChange } from './location';
import { createMemoryLocation } from './memory-location';

describe('createMemoryLocation', () => {
  describe('when it starts', () => {
    it('is at the given path and query, with nothing behind it', () => {
      const location = createMemoryLocation('/search?q=lucky');
      expect(location.current()).toEqual({
        path: '/search',
        search: '?q=lucky',
        href: '/search?q=lucky',
        index: 0,
      });
      expect(createMemoryLocation().current().href).toBe('/');
    });

    it('keeps an address of another origin on its own', () => {
      expect(createMemoryLocation('//evil.example/x?y=1').current().href).toBe('/x?y=1');
    });
  });

  describe('when entries are pushed and replaced', () => {
    it('counts the entries behind the current one and tells each change', () => {
      const location = createMemoryLocation('/');
      const changes: LobbyLocationChange[] = [];
      location.subscribe((change) => changes.push(change));
      location.push('/search');
      location.replace('/search?q=a');
      expect(location.current()).toMatchObject({ href: '/search?q=a', index: 1 });
      expect(changes).toEqual(['push', 'replace']);
    });

    it('answers the same entry object until something changes', () => {
      const location = createMemoryLocation('/');
      expect(location.current()).toBe(location.current());
    });
  });

  describe('when going back and forward', () => {
    it('moves between the entries and drops the ones ahead on a new push', () => {
      const location = createMemoryLocation('/');
      const changes: LobbyLocationChange[] = [];
      location.push('/search');
      location.push('/provider/HBR');
      location.subscribe((change) => changes.push(change));
      location.back();
      location.back();
      location.back(); // nothing behind the first entry
      expect(location.current()).toMatchObject({ href: '/', index: 0 });
      location.forward();
      expect(location.current()).toMatchObject({ href: '/search', index: 1 });
      location.push('/demo/G1');
      location.forward(); // the provider page was dropped
      expect(location.current()).toMatchObject({ href: '/demo/G1', index: 2 });
      expect(changes).toEqual(['pop', 'pop', 'pop', 'push']);
    });
  });

  describe('when a listener stops', () => {
    it('is not told any more', () => {
      const location = createMemoryLocation('/');
      const changes: LobbyLocationChange[] = [];
      const stop = location.subscribe((change) => changes.push(change));
      stop();
      location.push('/search');
      expect(changes).toEqual([]);
    });
  });

  describe('when the page is scrolled', () => {
    it('remembers the position', () => {
      const location = createMemoryLocation('/');
      expect(location.scrollY()).toBe(0);
      location.scrollTo(480);
      expect(location.scrollY()).toBe(480);
    });
  });
});
