import type { Translator } from '../platform/i18n';

/** "Page — Brand"; with no route open, the not-found page's title. */
export function pageTitle(routeTitle: string | null, opened: boolean, t: Translator['t'], brand: string): string {
  if (!opened) return `${t('notFound.title')} — ${brand}`;
  return routeTitle ? `${routeTitle} — ${brand}` : brand;
}

/** The page's `<meta name="description">` after an in-app navigation: the new route's, or none. */
export function setDocumentDescription(description: string | null, head: HTMLElement = document.head): void {
  let meta = head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) return meta?.remove();
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    head.append(meta);
  }
  meta.content = description;
}
