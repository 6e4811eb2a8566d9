import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type NodeResult, type Result, type RunOptions } from 'axe-core';

/** WCAG 2.2 A and AA, with the 2.0 and 2.1 rules it keeps. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Layout {
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
}

/**
 * The rules a colour theme can change. A width changes what the page shows (a menu, a sheet), so
 * every width is checked against every rule; the dark theme changes only colours, so it is checked
 * against these, at a fraction of the cost of all of them.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Desktop and phone widths, each in the light and the dark theme. */
export const layouts: Layout[] = [1366, 390].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, height: width > 600 ? 900 : 844, colorScheme })),
);

/** What axe runs in a layout: every WCAG rule in the light theme, the colour rules in the dark one. */
function optionsFor(layout: Layout): RunOptions {
  const runOnly: RunOptions['runOnly'] = layout.colorScheme === 'light' ? { type: 'tag', values: wcagTags } : { type: 'rule', values: colourRules };
  return { runOnly, resultTypes: ['violations'] };
}

export const layoutName = ({ width, colorScheme }: Layout) => `${width}px ${colorScheme}`;

/** What axe measured on a failing node: the contrast figures for colour contrast, else its summary. */
function nodeDetail(node: NodeResult): string {
  const check = [...node.any, ...node.all, ...node.none].find((entry) => entry.data);
  const data = check?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string } | undefined;
  if (data?.contrastRatio !== undefined) {
    return `${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1, needs ${data.expectedContrastRatio}`;
  }
  return (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
}

/** One line per failing node: layout, rule, target and what is wrong. */
export function describeViolations(layout: string, violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `[${layout}] ${violation.id} (${violation.impact ?? 'n/a'}) ${node.target.join(' ')}: ${nodeDetail(node)}`),
  );
}

/**
 * Runs axe over the page in every layout without reloading it: the viewport and the colour scheme
 * change in place. Motion is reduced so no transition is caught halfway between two themes. axe is
 * put into the page once and run there directly: @axe-core/playwright would inject its half a
 * megabyte again for every run, several times slower over four layouts of every page.
 */
export async function violationsInLayouts(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const found: string[] = [];
  for (const layout of layouts) {
    await page.setViewportSize({ width: layout.width, height: layout.height });
    await page.emulateMedia({ colorScheme: layout.colorScheme, reducedMotion: 'reduce' });
    const { violations } = await page.evaluate(
      (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions) as Promise<AxeResults>,
      optionsFor(layout),
    );
    found.push(...describeViolations(layoutName(layout), violations));
  }
  return found;
}

/** Fails the test with every failing node when axe finds any in the four layouts. */
export async function expectNoViolations(page: Page) {
  const violations = await violationsInLayouts(page);
  expect(violations, `axe found ${violations.length} failing nodes:\n${violations.join('\n')}`).toEqual([]);
}
