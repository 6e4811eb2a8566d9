/** The attributes the check (./check.js) and the entry exchange on <html>. */
export const browserSupportAttributes = {
  /** `unsupported` once the check decided so. */
  verdict: 'data-browser',
  /** What was missing, space-separated: features, or `syntax` when the bundle never ran. */
  missing: 'data-browser-missing',
  /** Set by the entry as it starts: the bundle parsed and runs. */
  entry: 'data-entry',
} as const;

/**
 * Called first by the entry. Tells the check that the bundle runs, and whether the app may start:
 * not when the check found the browser unsupported, as its notice chunk takes the page over.
 */
export function entryMayStart(root: HTMLElement = document.documentElement): boolean {
  root.setAttribute(browserSupportAttributes.entry, 'running');
  return root.getAttribute(browserSupportAttributes.verdict) !== 'unsupported';
}
