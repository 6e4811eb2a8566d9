import type { Translator } from '../platform/i18n';

/** "Page — Brand"; with no route open, the not-found page's title. */
export function pageTitle(routeTitle: string | null, opened: boolean, t: Translator['t'], brand: string): string {
  if (!opened) return `${t('notFound.title')} — ${brand}`;
  return routeTitle ? `${routeTitle} — ${brand}` : brand;
}
