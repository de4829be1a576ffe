import { initialLinesState } from '@lobbykit/transport/lines';
import { describe, expect, it } from 'vitest';
import { configuredLines } from './lines-slice';

describe('configuredLines', () => {
  describe('when the build lists lines with trailing slashes, repeats, blanks and more than 20', () => {
    it("is the state transport's line store starts from", () => {
      const api = [
        'https://api1.lobby.test/',
        ' https://api1.lobby.test',
        '',
        ...Array.from({ length: 24 }, (_, i) => `https://api${i + 2}.lobby.test//`),
      ];
      const oss = ['https://oss1.lobby.test', 'https://oss2.lobby.test/'];

      const state = configuredLines(api, oss);

      expect(state).toEqual(initialLinesState(api, oss));
      expect(state.api.lines).toHaveLength(20);
      expect(state.api.lines[0]).toEqual({
        url: 'https://api1.lobby.test',
        lineNumber: 1,
        ping: 0,
        pending: false,
      });
    });
  });

  describe('when the build lists no asset line', () => {
    it('holds an empty list with nothing current', () => {
      expect(configuredLines(['https://api1.lobby.test'], []).oss).toEqual({
        lines: [],
        current: 0,
        testing: false,
      });
    });
  });
});
