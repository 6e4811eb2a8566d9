export type VisitSettings = Partial<Record<'language' | 'currency' | 'market', string>>;

/**
 * Changing the language, currency or market reloads the page with the choice in the query
 * string (spec §2.9); the server keeps it in a cookie. `toRoot` leaves a page that must be
 * cleared for the main page.
 */
export function switchVisitSettings(settings: VisitSettings, options: { toRoot?: boolean } = {}) {
  const url = new URL(window.location.href);
  for (const [name, value] of Object.entries(settings)) if (value) url.searchParams.set(name, value);
  if (options.toRoot) url.pathname = '/';
  window.location.assign(url.toString());
}
