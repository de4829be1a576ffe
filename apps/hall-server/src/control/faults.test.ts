import { describe, expect, it } from 'vitest';
import { createFaultRegistry, faultPhase } from './faults';

const route = (name: string | undefined, path = '/hall/x', method = 'POST', domainId = 'api:0') => ({
  name,
  path,
  method,
  domainId,
});

describe('fault registry', () => {
  describe('when a fault is added', () => {
    it('refuses a bad spec with the field named', () => {
      const faults = createFaultRegistry();
      expect(() => faults.add({ kind: 'explode' })).toThrow(/kind must be one of/);
      expect(() => faults.add({ kind: 'status' })).toThrow(/needs status/);
      expect(() => faults.add({ kind: 'status', status: 99 })).toThrow(/status must be/);
      expect(() => faults.add({ kind: 'delay' })).toThrow(/needs ms/);
      expect(() => faults.add({ kind: 'code' })).toThrow(/needs code/);
      expect(() => faults.add({ kind: 'reset', domain: 'cdn' })).toThrow(/domain must be/);
      expect(() => faults.add({ kind: 'reset', times: 0 })).toThrow(/times must be/);
      expect(() => faults.add('reset')).toThrow(/JSON object/);
      expect(faults.list()).toEqual([]);
    });
  });

  describe('when requests arrive', () => {
    it('matches by route name or path, method and domain, and wears out after `times`', () => {
      const faults = createFaultRegistry();
      faults.add({ kind: 'reset', route: 'login', domain: 'api:1', times: 2 });
      faults.add({ kind: 'hang', route: '/op.json', method: 'GET' });
      expect(faults.take(route('login'))).toBeUndefined();
      expect(faults.take(route('login', '/hall/home/login', 'POST', 'api:1'))?.kind).toBe('reset');
      expect(faults.take(route('login', '/hall/home/login', 'POST', 'api:1'))?.hits).toBe(2);
      expect(faults.take(route('login', '/hall/home/login', 'POST', 'api:1'))).toBeUndefined();
      expect(faults.take(route(undefined, '/op.json', 'POST'))).toBeUndefined();
      expect(faults.take(route(undefined, '/op.json', 'GET', 'oss:0'))?.kind).toBe('hang');
      expect(faults.take(route(undefined, '/op.json', 'GET', 'oss:0'))?.kind).toBe('hang');
    });

    it('matches every route for * and a domain kind without index', () => {
      const faults = createFaultRegistry();
      const added = faults.add({ kind: 'delay', ms: 5, domain: 'oss' });
      expect(faults.take(route('siteInfo', '/hall/a', 'GET', 'api:0'))).toBeUndefined();
      expect(faults.take(route('siteInfo', '/hall/a', 'GET', 'oss:3'))?.id).toBe(added.id);
      expect(faults.remove(added.id)).toBe(true);
      expect(faults.remove(added.id)).toBe(false);
    });
  });

  describe('when deciding where a fault acts', () => {
    it('puts body faults after the route and codes before it', () => {
      expect(faultPhase({ kind: 'code', code: 1 })).toBe('before');
      expect(faultPhase({ kind: 'reset' })).toBe('before');
      expect(faultPhase({ kind: 'reset', when: 'after' })).toBe('after');
      expect(faultPhase({ kind: 'truncated-json' })).toBe('after');
      expect(faultPhase({ kind: 'slow-body' })).toBe('after');
    });
  });
});
