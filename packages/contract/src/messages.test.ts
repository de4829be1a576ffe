import { describe, expect, it } from 'vitest';
import { errorKeys, hallErrorKeys, lobbyKeys, messageKeys, uiKeys, validationKeys } from './messages';

const groups = [
  ['error', errorKeys],
  ['validation', validationKeys],
  ['ui', uiKeys],
  ['lobby', lobbyKeys],
] as const;

const allKeys: string[] = groups.flatMap(([, keys]) => Object.values(keys));

// A group name, a dot, then one or more camelCase words joined by dots: 'validation.email.format'.
const keyShape = /^(error|validation|ui|lobby)(\.[a-z][A-Za-z]*)+$/;

describe('message keys', () => {
  describe.each(groups)('when the %s keys are read', (group, keys) => {
    it.each(Object.entries(keys))('%s is a dotted key in its own group', (_name, key) => {
      expect(key).toMatch(keyShape);
      expect(key.split('.')[0]).toBe(group);
    });
  });

  describe('when every group is put together', () => {
    it('holds each key once', () => {
      expect(allKeys.length).toBe(13 + 18 + 48 + 497);
      expect(new Set(allKeys).size).toBe(allKeys.length);
    });

    it('is what messageKeys groups', () => {
      expect(Object.keys(messageKeys)).toEqual(groups.map(([group]) => group));
      for (const [group, keys] of groups) expect(messageKeys[group]).toBe(keys);
    });
  });

  describe('when a hall call fails', () => {
    it.each([
      ['timeout', 'error.timeout'],
      ['network', 'error.system'],
      ['invalid-data', 'error.nonJson'],
      ['service', 'error.requestFailed'],
    ] as const)('a %s failure shows %s', (kind, key) => {
      expect(hallErrorKeys[kind]).toBe(key);
    });

    it('only shows error keys', () => {
      const errors: readonly string[] = Object.values(errorKeys);
      for (const key of Object.values(hallErrorKeys)) expect(errors).toContain(key);
    });
  });
});
