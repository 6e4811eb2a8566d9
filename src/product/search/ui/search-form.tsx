import { useUnit } from 'effector-react';
import { useId } from 'react';
import type { Passengers, TripClass } from '../../../contracts/search';
import { searchFormPath, searchHorizonDays } from '../../../contracts/plain/search';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { $location } from '../../../platform/router';
import { Button, DateField, SwapIcon } from '../../../ui';
import { localToday } from '../../../platform/calendar';
import { anywhereChosen, anywhereOrigin } from '../model/anywhere';
import * as form from '../model/form';
import { $recentSearches, recentChosen, recentWanted } from '../model/recent';
import { lastSearchDay, type SearchFormField } from '../model/validate';
import { LegRows } from './leg-rows';
import { PassengersPicker } from './passengers-picker';
import { FlightPlaceInput } from './place-input';
import { TripOptions } from './trip-options';
import styles from './search-form.module.css';

export function SearchForm() {
  const t = useT();
  const id = useId();
  const formats = useLocaleFormats();
  const state = useUnit({
    origin: form.$origin,
    destination: form.$destination,
    passengers: form.$passengers,
    tripClass: form.$tripClass,
    trip: form.$trip,
    flexible: form.$flexible,
    errors: form.$errors,
    sentBack: form.$sentBack,
    location: $location,
    recent: $recentSearches,
  });
  const on = useUnit({
    origin: form.originChanged,
    destination: form.destinationChanged,
    swap: form.swapped,
    passengers: form.passengersChanged,
    tripClass: form.tripClassChanged,
    trip: form.tripChanged,
    flexible: form.flexibleChanged,
    submit: form.submitted,
    recentWanted,
    recentChosen,
    anywhere: anywhereChosen,
  });
  const today = localToday();
  const last = lastSearchDay(today);
  // The horizon's message names the last day one may choose, with its year (about a year ahead,
  // a day and month alone would read as this year's). Each language places the year itself.
  const error = (field: SearchFormField) => {
    const key = state.errors[field];
    return key ? t(key, { days: searchHorizonDays, date: formatDate(last, formats, 'long'), year: last.slice(0, 4) }) : undefined;
  };

  return (
    // Without the app (a content page, no JavaScript) the browser sends the form to the server,
    // which opens the results or sends the form back with its problems (form-query.ts).
    <form
      className={styles.form}
      role="search"
      noValidate
      method="get"
      action={searchFormPath}
      data-testid="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        on.submit();
      }}
    >
      {/* Enter in a field submits with the form's first submit button: this one searches, rather than a leg's add or remove button. */}
      <button type="submit" hidden tabIndex={-1} />
      <HiddenFields back={state.location.pathname} passengers={state.passengers} tripClass={state.tripClass} />
      <TripOptions trip={state.trip} flexible={state.flexible} onTrip={on.trip} onFlexible={on.flexible} />
      <div className={styles.places}>
        <FlightPlaceInput
          name="origin"
          label={t('search.origin')}
          placeholder={t('search.originPlaceholder')}
          value={state.origin}
          onChange={on.origin}
          typed={state.sentBack?.origin}
          error={error('origin')}
          recent={state.recent}
          onRecentWanted={on.recentWanted}
          onRecent={on.recentChosen}
        />
        <Button iconOnly className={styles.swap} aria-label={t('search.swap')} onClick={() => on.swap()} data-testid="swap-places">
          <SwapIcon />
        </Button>
        <FlightPlaceInput
          name="destination"
          label={t('search.destination')}
          placeholder={t('search.destinationPlaceholder')}
          value={state.destination}
          onChange={on.destination}
          typed={state.sentBack?.destination}
          error={error('destination')}
          recent={state.recent}
          onRecentWanted={on.recentWanted}
          onRecent={on.recentChosen}
          // "Anywhere" needs a place to leave from, and means nothing as a leg of a multi-city trip.
          anywhereFrom={state.trip === 'multi' ? null : state.origin}
          onAnywhere={(origin) => on.anywhere(anywhereOrigin(origin))}
        />
      </div>
      <SearchDates id={id} today={today} last={last} error={error} />
      <LegRows id={id} today={today} last={last} error={error} />
      <PassengersPicker
        passengers={state.passengers}
        tripClass={state.tripClass}
        onPassengers={on.passengers}
        onTripClass={on.tripClass}
        error={error('passengers')}
      />
      <Button type="submit" variant="cta" className={styles.submit}>
        {t('search.submit')}
      </Button>
    </form>
  );
}

/** The first leg's dates: the departure, and the optional return that a button clears. */
function SearchDates({ id, today, last, error }: { id: string; today: string; last: string; error(field: SearchFormField): string | undefined }) {
  const t = useT();
  const dates = useUnit({ departDate: form.$departDate, returnDate: form.$returnDate });
  const on = useUnit({ depart: form.departDateChanged, back: form.returnDateChanged });
  return (
    <div className={styles.dates}>
      <DateField
        id={`${id}-depart`}
        name="departDate"
        label={t('search.departDate')}
        value={dates.departDate}
        min={today}
        max={last}
        error={error('departDate')}
        onChange={on.depart}
      />
      <DateField
        id={`${id}-return`}
        name="returnDate"
        className={styles.returnField}
        label={dates.returnDate ? t('search.returnDate') : `${t('search.returnDate')} · ${t('search.returnOptional')}`}
        value={dates.returnDate}
        min={dates.departDate || today}
        max={last}
        error={error('returnDate')}
        onChange={on.back}
        clearLabel={t('search.clearReturn')}
      />
    </div>
  );
}

/** What the popover's counters and the page hold, as fields the browser sends without the app. */
function HiddenFields({ back, passengers, tripClass }: { back: string; passengers: Passengers; tripClass: TripClass }) {
  return (
    <>
      <input type="hidden" name="back" value={back} />
      <input type="hidden" name="adults" value={passengers.adults} />
      <input type="hidden" name="children" value={passengers.children} />
      <input type="hidden" name="infants" value={passengers.infants} />
      <input type="hidden" name="tripClass" value={tripClass} />
    </>
  );
}
