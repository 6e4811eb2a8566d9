import type { Translator } from '../platform/i18n';
import type { RouteMatch } from '../platform/router';

/** "Page — Brand"; the not-found page has its own title. */
export function pageTitle(match: RouteMatch | null, t: Translator['t'], brand: string): string {
  if (!match) return `${t('notFound.title')} — ${brand}`;
  const { key, values } = match.route.title(match.params);
  return `${t(key, values)} — ${brand}`;
}
