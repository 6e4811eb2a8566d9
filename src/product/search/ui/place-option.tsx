import { tripLegs } from '../../../contracts/search';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import type { PlaceChoice } from '../../../platform/places';
import { BuildingIcon, ChevronDownIcon, ClockIcon, CompassIcon, GlobeIcon, PlaneIcon } from '../../../ui';
import { suggestionKind, type SuggestionItem, type SuggestionKind } from '../model/suggestion-items';
import { routeText } from '../model/trip-stops';
import styles from './place-input.module.css';

const kindIcon: Record<SuggestionKind, typeof PlaneIcon> = { city: BuildingIcon, airport: PlaneIcon, country: GlobeIcon, anywhere: CompassIcon, history: ClockIcon };

/** The matched part of a name, marked; matching ignores case. */
function Highlighted({ text, term }: { text: string; term: string }) {
  const at = term ? text.toLowerCase().indexOf(term.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + term.length)}</mark>
      {text.slice(at + term.length)}
    </>
  );
}

/** What one entry of the list shows: kind icon, name with the typed part marked, where it is, code. */
export function PlaceOption({ item, term }: { item: SuggestionItem; term: string }) {
  const t = useT();
  const formats = useLocaleFormats();
  const Icon = kindIcon[suggestionKind(item)];
  if (item.kind === 'history') {
    const { stops, query } = item.recent;
    const dates = tripLegs(query).map((leg) => formatDate(leg.date, formats));
    const when = dates.join(query.returnDate ? ' – ' : ', ');
    const route = (name: (place: PlaceChoice) => string) => routeText(stops, name, (origin, destination) => t('search.recentRoute', { origin, destination }));
    const codes = route((place) => place.code);
    // A two-place route keeps its codes at the end; a longer one would squeeze the names, so its
    // codes go to the line below, before the dates.
    const short = stops.length === 1 && stops[0]!.length === 2;
    return (
      <>
        <Icon className={styles.kind} />
        <span className={styles.text}>
          <span className={styles.name}>{route((place) => place.name)}</span>
          <span className={styles.country}>{short ? when : `${codes} · ${when}`}</span>
        </span>
        {short && <span className={styles.optionCode}>{codes}</span>}
      </>
    );
  }
  if (item.kind === 'anywhere') {
    return (
      <>
        <Icon className={styles.kind} />
        <span className={styles.text}>
          <span className={styles.name}>
            <Highlighted text={t('search.anywhere')} term={term} />
          </span>
          <span className={styles.country}>{t('search.anywhereFrom', { origin: item.origin.name })}</span>
        </span>
        <span className={styles.optionCode}>{item.origin.code}</span>
      </>
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
    <>
      <Icon className={styles.kind} />
      <span className={styles.text}>
        <span className={styles.name}>
          <Highlighted text={place.name} term={term} />
        </span>
        <span className={styles.country}>{where}</span>
      </span>
      <span className={styles.optionCode}>{place.code}</span>
      {place.type === 'country' && <ChevronDownIcon className={styles.expand} size={16} />}
    </>
  );
}
