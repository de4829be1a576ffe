// The accessibility check every component test runs: axe-core on the rendered DOM, failing
// with each rule id and the elements it found.
import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * jsdom has no layout, so colour contrast is left to the Chromium story tests and e2e pages;
 * `region` asks for landmarks around a whole page, which a lone block never has.
 */
const JSDOM_RULES = { 'color-contrast': { enabled: false }, region: { enabled: false } };

/** The violations axe finds in `root`, one line each: `rule-id: target, target`. */
export async function axeViolations(
  root: Element = document.body,
  rules: Record<string, { enabled: boolean }> = {},
): Promise<string[]> {
  const result = await axe.run(root, { rules: { ...JSDOM_RULES, ...rules }, resultTypes: ['violations'] });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Fails with the rule ids and targets when axe finds a violation in `root`. */
export async function expectNoAxeViolations(
  root: Element = document.body,
  rules: Record<string, { enabled: boolean }> = {},
): Promise<void> {
  expect(await axeViolations(root, rules)).toEqual([]);
}
