// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations, expectNoAxeViolations } from './axe';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('axeViolations', () => {
  describe('when a button has no accessible name', () => {
    it('reports the rule and the element', async () => {
      document.body.innerHTML = '<main><button id="close"></button></main>';

      expect(await axeViolations()).toEqual(['button-name: #close']);
      await expect(expectNoAxeViolations()).rejects.toThrow(/button-name: #close/);
    });
  });

  describe('when a lone block sits outside any landmark', () => {
    it('passes, unless the test turns the region rule back on', async () => {
      document.body.innerHTML = '<p>Loading the lobby…</p>';

      await expectNoAxeViolations();
      expect(await axeViolations(document.body, { region: { enabled: true } })).toEqual([
        expect.stringMatching(/^region: /) as unknown,
      ]);
    });
  });

  describe('when only part of the page is checked', () => {
    it('looks inside that element only', async () => {
      document.body.innerHTML =
        '<main><section id="ok"><button>Close</button></section><button id="bad"></button></main>';

      await expectNoAxeViolations(document.getElementById('ok')!);
      expect(await axeViolations()).toEqual(['button-name: #bad']);
    });
  });
});
