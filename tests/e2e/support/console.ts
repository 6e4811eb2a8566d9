import type { Page } from '@playwright/test';

/**
 * What a page reports going wrong, from the next request on: its console errors (and warnings,
 * when asked: React reports a hydration mismatch as one) and its uncaught exceptions.
 */
export function watchConsole(page: Page, { warnings = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
