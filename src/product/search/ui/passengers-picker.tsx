import { useId } from 'react';
import type { Passengers, TripClass } from '../../../contracts/search';
import { maxPassengers, tripClasses } from '../../../contracts/plain/search';
import { useT } from '../../../platform/i18n';
import { CountsPicker, type CountGroup } from '../../../ui';
import { tripClassKeys } from './labels';
import styles from './passengers.module.css';

interface PassengersPickerProps {
  passengers: Passengers;
  tripClass: TripClass;
  onPassengers(passengers: Passengers): void;
  onTripClass(tripClass: TripClass): void;
  error?: string;
}

/**
 * The counts of each passenger type, bounded as spec §3 asks: one adult at least, no more than
 * `maxPassengers` in all, an infant on each adult's lap at most.
 */
export function passengerGroups(passengers: Passengers, text: (key: keyof Passengers) => { label: string; hint: string }): CountGroup<keyof Passengers>[] {
  const room = maxPassengers - (passengers.adults + passengers.children + passengers.infants);
  return [
    { key: 'adults', ...text('adults'), min: 1, max: passengers.adults + room },
    { key: 'children', ...text('children'), min: 0, max: passengers.children + room },
    { key: 'infants', ...text('infants'), min: 0, max: Math.min(passengers.infants + room, passengers.adults) },
  ];
}

const groupText = {
  adults: { label: 'search.adults', hint: 'search.adultsHint' },
  children: { label: 'search.children', hint: 'search.childrenHint' },
  infants: { label: 'search.infants', hint: 'search.infantsHint' },
} as const;

/** Passengers and cabin class in the shared counts picker; the button shows the summary. */
export function PassengersPicker({ passengers, tripClass, onPassengers, onTripClass, error }: PassengersPickerProps) {
  const t = useT();
  const id = useId();
  const total = passengers.adults + passengers.children + passengers.infants;
  return (
    <CountsPicker
      label={t('search.passengers')}
      summary={t('search.passengersSummary', { count: total, tripClass: t(tripClassKeys[tripClass]) })}
      counts={passengers}
      groups={passengerGroups(passengers, (key) => ({ label: t(groupText[key].label), hint: t(groupText[key].hint) }))}
      // Fewer adults take the infants on their laps with them.
      onCounts={(next) => onPassengers({ ...next, infants: Math.min(next.infants, next.adults) })}
      decreaseLabel={(label) => t('search.decrease', { label })}
      increaseLabel={(label) => t('search.increase', { label })}
      doneLabel={t('search.done')}
      error={error}
    >
      <fieldset className={styles.classes}>
        <legend className="visually-hidden">{t('search.passengers')}</legend>
        {tripClasses.map((value) => (
          <label key={value} className={styles.classOption}>
            <input type="radio" name={`${id}-class`} value={value} checked={tripClass === value} onChange={() => onTripClass(value)} />
            {t(tripClassKeys[value])}
          </label>
        ))}
      </fieldset>
    </CountsPicker>
  );
}
