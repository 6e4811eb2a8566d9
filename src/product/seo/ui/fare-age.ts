import type { IndexedFare } from '../../../contracts/explore';
import type { Translator } from '../../../platform/i18n';

/** How old an index price is: in hours while current, in days once older (`freshPriceHours`). */
const fareAge = (fare: Pick<IndexedFare, 'fresh' | 'age_hours'>, t: Translator['t']): string =>
  fare.fresh ? t('seo.route.fresh', { hours: fare.age_hours }) : t('seo.route.older', { days: Math.floor(fare.age_hours / 24) });

/** What an index price rests on: its age and how many searches saw it. */
export const fareBasis = (fare: Pick<IndexedFare, 'fresh' | 'age_hours' | 'searches'>, t: Translator['t']): string =>
  `${fareAge(fare, t)} · ${t('seo.route.searches', { count: fare.searches })}`;
