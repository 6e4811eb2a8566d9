import type { IndexedFare } from '../../../contracts/explore';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { buildSearchParams, searchRoute } from '../../search';

/** The search a fare of the index opens: its route and dates, one adult in economy. */
export function fareSearchHref(origin: string, fare: IndexedFare): string {
  const query = {
    origin,
    destination: fare.destination.code,
    departDate: fare.depart_date,
    ...(fare.return_date && { returnDate: fare.return_date }),
    passengers: { adults: 1, children: 0, infants: 0 },
    tripClass: 'Y' as const,
  };
  return linkTo(searchRoute, { params: buildSearchParams(query) });
}

const visaLabels = { free: 'ideas.visa.free', on_arrival: 'ideas.visa.on_arrival', required: 'ideas.visa.required' } as const;

/** How a fare of the index reads: its dates, what the trip needs, and the basis of its price (age and searches). */
export function useFareTexts() {
  const t = useT();
  const formats = useLocaleFormats();
  return {
    dates: (fare: IndexedFare) =>
      fare.return_date
        ? t('ideas.return', { depart: formatDate(fare.depart_date, formats), back: formatDate(fare.return_date, formats) })
        : t('ideas.oneway', { date: formatDate(fare.depart_date, formats) }),
    /** Non-stop, and the entry rule where the traveller goes abroad. */
    trip: (fare: IndexedFare, citizenship: string) =>
      [...(fare.direct ? [t('ideas.direct')] : []), ...(fare.visa && fare.destination.country_code !== citizenship ? [t(visaLabels[fare.visa])] : [])].join(
        ' · ',
      ),
    basis: (fare: IndexedFare) =>
      `${fare.fresh ? t('ideas.fresh', { hours: fare.age_hours }) : t('ideas.older', { days: Math.floor(fare.age_hours / 24) })} · ${t('ideas.searches', { count: fare.searches })}`,
  };
}
