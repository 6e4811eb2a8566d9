import type { IndexedFare } from '../../../contracts/explore';
import type { Translator } from '../../../platform/i18n';

/** How old an index price is: in hours while current, in days once older (`freshPriceHours`). */
export const fareAge = (fare: Pick<IndexedFare, 'fresh' | 'age_hours'>, t: Translator['t']): string =>
  fare.fresh ? t('seo.route.fresh', { hours: fare.age_hours }) : t('seo.route.older', { days: Math.floor(fare.age_hours / 24) });
