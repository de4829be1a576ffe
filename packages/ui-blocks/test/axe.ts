// Runs axe-core on a rendered block and fails with the rule ids and targets it found.
import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * jsdom has no layout, so colour contrast is left to the browser tests and Storybook's a11y
 * addon; `region` asks for landmarks around the whole page, which a lone block never has.
 */
const jsdomRules = { 'color-contrast': { enabled: false }, region: { enabled: false } };

export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const result = await axe.run(root, { rules: jsdomRules, resultTypes: ['violations'] });
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found).toEqual([]);
}
