import { maxFlexDays } from '../../../contracts/plain/search';
import { useT } from '../../../platform/i18n';
import { tripKinds, type TripKind } from '../model/validate';
import styles from './search-form.module.css';

const tripKeys = { oneway: 'search.trip.oneway', return: 'search.trip.return', multi: 'search.trip.multi' } as const;

interface TripOptionsProps {
  trip: TripKind;
  flexible: boolean;
  onTrip(trip: TripKind): void;
  onFlexible(flexible: boolean): void;
}

/**
 * The kind of trip and flexible dates: real radios and a checkbox, so that a page without the app
 * sends them too; the form's stylesheet shows the fields each kind of trip needs.
 */
export function TripOptions({ trip, flexible, onTrip, onFlexible }: TripOptionsProps) {
  const t = useT();
  return (
    <div className={styles.options}>
      <fieldset className={styles.trip}>
        <legend className="visually-hidden">{t('search.trip')}</legend>
        {tripKinds.map((kind) => (
          <label key={kind} className={styles.tripChoice}>
            <input type="radio" name="trip" value={kind} data-trip={kind} checked={trip === kind} onChange={() => onTrip(kind)} />
            <span>{t(tripKeys[kind])}</span>
          </label>
        ))}
      </fieldset>
      <label className={styles.flexible}>
        <input type="checkbox" name="flex" value={maxFlexDays} checked={flexible} onChange={(event) => onFlexible(event.target.checked)} />
        <span>{t('search.flexible', { days: maxFlexDays })}</span>
      </label>
    </div>
  );
}
