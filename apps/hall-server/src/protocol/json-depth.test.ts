import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

describe('nestsDeeperThan', () => {
  describe('when the text nests objects and arrays', () => {
    it('counts both kinds of bracket and stops at the limit', () => {
      expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
      expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
      expect(nestsDeeperThan(`${'['.repeat(5000)}${']'.repeat(5000)}`, 32)).toBe(true);
    });
  });

  describe('when brackets are inside strings', () => {
    it('does not count them, escaped quotes included', () => {
      expect(nestsDeeperThan(`{"a":"${'[{'.repeat(100)}"}`, 1)).toBe(false);
      expect(nestsDeeperThan(`{"a":"\\"[[[[","b":1}`, 1)).toBe(false);
      expect(nestsDeeperThan(`{"a":"\\\\","b":[[1]]}`, 2)).toBe(true);
    });
  });
});
