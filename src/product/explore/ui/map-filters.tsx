import { useUnit } from 'effector-react';
import { usePriceFormatter } from '../../../platform/currency';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { SelectField, toggleStyles } from '../../../ui';
import { $budgets } from '../model/ideas';
import {
  $mapChoice,
  $mapOrigin,
  mapBudgetChosen,
  mapDirectToggled,
  mapMonthChosen,
  mapNoVisaToggled,
  mapOriginChosen,
  mapTripChosen,
  monthsFrom,
  mapQuery,
  originOptions,
  sampledOriginsQuery,
  type MapTrip,
} from '../model/map';
import styles from './map-page.module.css';

const tripLabels = { oneway: 'map.trip.oneway', return: 'map.trip.return', weekend: 'map.trip.weekend', week: 'map.trip.week' } as const;
const trips = Object.keys(tripLabels) as MapTrip[];
const anything = 'any';

/** The map's filters: where from, what trip, which month, the budget, non-stop and entry rules. */
export function MapFilters({ firstMonth }: { firstMonth: string | null }) {
  const t = useT();
  const price = usePriceFormatter();
  const formats = useLocaleFormats();
  const { choice, origin, sampled, answer, budgets } = useUnit({
    choice: $mapChoice,
    origin: $mapOrigin,
    sampled: sampledOriginsQuery.$data,
    answer: mapQuery.$data,
    budgets: $budgets,
  });
  const events = useUnit({ mapOriginChosen, mapTripChosen, mapMonthChosen, mapBudgetChosen, mapDirectToggled, mapNoVisaToggled });
  // The map's own origin is named by its answer until the sampled cities' names arrive.
  const origins = originOptions(sampled?.origins ?? [], origin ? { code: origin, ...(answer?.origin.code === origin && { name: answer.origin.name }) } : null);
  const months = firstMonth ? monthsFrom(firstMonth) : [];

  return (
    <div className={styles.filters}>
      {origin && <SelectField label={t('map.origin')} value={origin} options={origins} onValue={events.mapOriginChosen} />}
      <SelectField
        label={t('map.trip')}
        value={choice.trip}
        options={trips.map((trip) => ({ value: trip, label: t(tripLabels[trip]) }))}
        onValue={events.mapTripChosen}
      />
      <SelectField
        label={t('map.month')}
        value={choice.month ?? anything}
        options={[
          { value: anything, label: t('map.anyMonth') },
          ...months.map((month) => ({ value: month, label: formatDate(`${month}-01`, formats, 'month') })),
        ]}
        onValue={(value) => events.mapMonthChosen(value === anything ? null : value)}
      />
      {price && (
        <SelectField
          label={t('map.budget')}
          value={choice.budget === null ? anything : String(choice.budget)}
          options={[
            { value: anything, label: t('map.anyPrice') },
            ...budgets.map((budget, index) => ({ value: String(index), label: t('map.under', { price: price(budget) }) })),
          ]}
          onValue={(value) => events.mapBudgetChosen(value === anything ? null : Number(value))}
        />
      )}
      <div className={styles.toggles}>
        <label className={toggleStyles.toggle}>
          <input type="checkbox" checked={choice.direct} onChange={(event) => events.mapDirectToggled(event.currentTarget.checked)} />
          {t('ideas.directOnly')}
        </label>
        <label className={toggleStyles.toggle}>
          <input type="checkbox" checked={choice.noVisa} onChange={(event) => events.mapNoVisaToggled(event.currentTarget.checked)} />
          {t('ideas.noVisa')}
        </label>
      </div>
    </div>
  );
}
