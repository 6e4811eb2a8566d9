import { useUnit } from 'effector-react';
import { useId } from 'react';
import { searchFormPath } from '../../../contracts/search';
import { useT } from '../../../platform/i18n';
import { $location } from '../../../platform/router';
import { Button, CloseIcon, fieldStyles, SwapIcon } from '../../../ui';
import { localToday } from '../model/dates';
import * as form from '../model/form';
import { $recentSearches, recentChosen, recentWanted } from '../model/recent';
import { destinationSuggestQuery, originSuggestQuery } from '../model/suggest';
import { PassengersPicker } from './passengers-picker';
import { PlaceInput } from './place-input';
import styles from './search-form.module.css';

export function SearchForm() {
  const t = useT();
  const id = useId();
  const state = useUnit({
    origin: form.$origin,
    destination: form.$destination,
    departDate: form.$departDate,
    returnDate: form.$returnDate,
    passengers: form.$passengers,
    tripClass: form.$tripClass,
    errors: form.$errors,
    sentBack: form.$sentBack,
    location: $location,
    recent: $recentSearches,
  });
  const on = useUnit({
    origin: form.originChanged,
    destination: form.destinationChanged,
    swap: form.swapped,
    departDate: form.departDateChanged,
    returnDate: form.returnDateChanged,
    passengers: form.passengersChanged,
    tripClass: form.tripClassChanged,
    submit: form.submitted,
    recentWanted,
    recentChosen,
  });
  const error = (field: keyof typeof state.errors) => (state.errors[field] ? t(state.errors[field]) : undefined);
  const today = localToday();

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
      <input type="hidden" name="back" value={state.location.pathname} />
      <input type="hidden" name="adults" value={state.passengers.adults} />
      <input type="hidden" name="children" value={state.passengers.children} />
      <input type="hidden" name="infants" value={state.passengers.infants} />
      <input type="hidden" name="tripClass" value={state.tripClass} />
      <div className={styles.places}>
        <PlaceInput
          name="origin"
          label={t('search.origin')}
          placeholder={t('search.originPlaceholder')}
          value={state.origin}
          onChange={on.origin}
          suggest={originSuggestQuery}
          typed={state.sentBack?.origin}
          error={error('origin')}
          recent={state.recent}
          onRecentWanted={on.recentWanted}
          onRecent={on.recentChosen}
        />
        <Button iconOnly className={styles.swap} aria-label={t('search.swap')} onClick={() => on.swap()}>
          <SwapIcon />
        </Button>
        <PlaceInput
          name="destination"
          label={t('search.destination')}
          placeholder={t('search.destinationPlaceholder')}
          value={state.destination}
          onChange={on.destination}
          suggest={destinationSuggestQuery}
          typed={state.sentBack?.destination}
          error={error('destination')}
          recent={state.recent}
          onRecentWanted={on.recentWanted}
          onRecent={on.recentChosen}
        />
      </div>
      <div className={styles.dates}>
        <div className={`${fieldStyles.field} ${styles.dateField}`}>
          <label className={fieldStyles.label} htmlFor={`${id}-depart`}>
            {t('search.departDate')}
          </label>
          <input
            id={`${id}-depart`}
            name="departDate"
            type="date"
            className={`${fieldStyles.control} ${styles.dateInput}`}
            min={today}
            value={state.departDate}
            aria-invalid={error('departDate') ? true : undefined}
            aria-describedby={error('departDate') ? `${id}-depart-error` : undefined}
            onChange={(event) => on.departDate(event.target.value)}
          />
          {error('departDate') && (
            <span id={`${id}-depart-error`} role="alert" className={fieldStyles.error}>
              {error('departDate')}
            </span>
          )}
        </div>
        <div className={`${fieldStyles.field} ${styles.dateField}`}>
          <label className={fieldStyles.label} htmlFor={`${id}-return`}>
            {state.returnDate ? t('search.returnDate') : `${t('search.returnDate')} · ${t('search.returnOptional')}`}
          </label>
          <input
            id={`${id}-return`}
            name="returnDate"
            type="date"
            className={`${fieldStyles.control} ${styles.dateInput}`}
            min={state.departDate || today}
            value={state.returnDate}
            aria-invalid={error('returnDate') ? true : undefined}
            aria-describedby={error('returnDate') ? `${id}-return-error` : undefined}
            onChange={(event) => on.returnDate(event.target.value)}
          />
          {state.returnDate && (
            <Button iconOnly variant="ghost" className={styles.clearDate} aria-label={t('search.clearReturn')} onClick={() => on.returnDate('')}>
              <CloseIcon size={16} />
            </Button>
          )}
          {error('returnDate') && (
            <span id={`${id}-return-error`} role="alert" className={fieldStyles.error}>
              {error('returnDate')}
            </span>
          )}
        </div>
      </div>
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
