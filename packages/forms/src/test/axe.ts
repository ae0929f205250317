import axe from 'axe-core';
import { expect } from 'vitest';

/** Runs axe-core on a rendered container and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    // jsdom has no layout, so colour contrast cannot be measured here (Storybook's a11y addon checks it).
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  const problems = results.violations.map(
    (v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(problems).toEqual([]);
}
