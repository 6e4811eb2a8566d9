import type { SearchQuery } from '../../../contracts/search';
import { tripLegs } from '../../../contracts/plain/search';
import { formatDate, type LocaleFormats } from '../../../platform/format';
import type { Translator } from '../../../platform/i18n';

/** Every date of a trip, and the flexible days when the search covers them. */
export function tripDates(query: SearchQuery, formats: LocaleFormats, t: Translator['t']): string {
  const dates = tripLegs(query)
    .map((leg) => formatDate(leg.date, formats, 'long'))
    .join(' – ');
  return query.flexDays ? `${dates} ${t('results.flexibleDates', { days: query.flexDays })}` : dates;
}
