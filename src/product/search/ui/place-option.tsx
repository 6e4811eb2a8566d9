import { tripLegs } from '../../../contracts/plain/search';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import type { PlaceChoice } from '../../../platform/places';
import { Highlighted, PlaceOption as SharedPlaceOption } from '../../../ui';
import { suggestionKind, type SuggestionItem } from '../model/suggestion-items';
import { routeText } from '../model/trip-stops';

/** What one entry of a flight place list shows: kind icon, name with the typed part marked, where it is, code. */
export function PlaceOption({ item, term }: { item: SuggestionItem; term: string }) {
  const t = useT();
  const formats = useLocaleFormats();
  const kind = suggestionKind(item);
  if (item.kind === 'history') {
    const { stops, query } = item.recent;
    const dates = tripLegs(query).map((leg) => formatDate(leg.date, formats));
    const when = dates.join(query.returnDate ? ' – ' : ', ');
    const route = (name: (place: PlaceChoice) => string) => routeText(stops, name, (origin, destination) => t('search.recentRoute', { origin, destination }));
    const codes = route((place) => place.code);
    // A two-place route keeps its codes at the end; a longer one would squeeze the names, so its
    // codes go to the line below, before the dates.
    const short = stops.length === 1 && stops[0]!.length === 2;
    return <SharedPlaceOption kind={kind} name={route((place) => place.name)} detail={short ? when : `${codes} · ${when}`} code={short ? codes : undefined} />;
  }
  if (item.kind === 'anywhere') {
    return (
      <SharedPlaceOption
        kind={kind}
        name={<Highlighted text={t('search.anywhere')} term={term} />}
        detail={t('search.anywhereFrom', { origin: item.origin.name })}
        code={item.origin.code}
      />
    );
  }
  const { place } = item;
  const where =
    place.type === 'city'
      ? `${place.country_name}, ${t('search.allAirports')}`
      : place.type === 'airport'
        ? `${place.city_name ?? ''}, ${place.country_name}`
        : `${t('search.kind.country')}, ${t('search.chooseCity')}`;
  return (
    <SharedPlaceOption kind={kind} name={<Highlighted text={place.name} term={term} />} detail={where} code={place.code} opens={place.type === 'country'} />
  );
}
