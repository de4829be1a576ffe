import axe from 'axe-core';
import { expect } from 'vitest';

/** Fails with the rule ids and targets when axe finds a violation in `element`. */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  // jsdom has no layout, so colour contrast cannot be measured here (the story tests in
  // Chromium check it).
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
