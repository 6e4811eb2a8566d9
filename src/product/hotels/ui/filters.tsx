import { useUnit } from 'effector-react';
import { useId, useState, type ReactNode } from 'react';
import type { HotelAmenity, HotelFacets, MealPlan } from '../../../contracts/hotels';
import { useTranslator } from '../../../platform/i18n';
import { Button, FilterIcon } from '../../../ui';
import { activeFilters, filtersReset, groupReset, toggled, type FilterGroup } from '../model/filters';
import { $results, $view, viewChanged } from '../model/search';
import type { HotelView } from '../model/search-url';
import { amenityText, mealText } from './labels';
import { PriceRange } from './price-range';
import styles from './filters.module.css';

function Group({ title, group, active, children }: { title: string; group: FilterGroup; active: boolean; children: ReactNode }) {
  const { t } = useTranslator();
  const [view, change] = useUnit([$view, viewChanged]);
  return (
    <fieldset className={styles.group} data-filter={group}>
      <legend className={styles.legend}>{title}</legend>
      {children}
      {active && (
        <Button variant="ghost" className={styles.reset} onClick={() => change(groupReset(view, group))}>
          {t('hotels.filters.resetGroup', { group: title })}
        </Button>
      )}
    </fieldset>
  );
}

function Check({
  label,
  count,
  checked,
  onChange,
  type = 'checkbox',
  name,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange(): void;
  type?: 'checkbox' | 'radio';
  name?: string;
}) {
  return (
    <label className={styles.option} data-empty={count === 0 && !checked ? '' : undefined}>
      <input type={type} name={name} checked={checked} onChange={onChange} disabled={count === 0 && !checked} />
      <span className={styles.label}>{label}</span>
      <span className={styles.count}>{count}</span>
    </label>
  );
}

function FilterGroups({ facets, view, change }: { facets: HotelFacets; view: HotelView; change(view: HotelView): void }) {
  const { t } = useTranslator();
  const amenities = facets.amenities.filter(({ count, value }) => count > 0 || view.amenities.includes(value));
  return (
    <>
      <PriceRange facets={facets} view={view} onView={change} />
      <Group title={t('hotels.filters.stars')} group="stars" active={view.stars.length > 0}>
        {facets.stars.map(({ value, count }) => (
          <Check
            key={value}
            label={t('hotels.stars', { count: value })}
            count={count}
            checked={view.stars.includes(value)}
            onChange={() => change(toggled(view, 'stars', value))}
          />
        ))}
      </Group>
      <Group title={t('hotels.filters.rating')} group="rating" active={view.ratingMin !== null}>
        {facets.rating.map(({ min, count }) => (
          <Check
            key={min}
            type="radio"
            name="rating"
            label={t('hotels.filters.ratingFrom', { rating: min })}
            count={count}
            checked={view.ratingMin === min}
            onChange={() => change({ ...view, ratingMin: min })}
          />
        ))}
      </Group>
      <Group title={t('hotels.filters.conditions')} group="freeCancellation" active={view.freeCancellation}>
        <Check
          label={t('hotels.card.freeCancellation')}
          count={facets.free_cancellation}
          checked={view.freeCancellation}
          onChange={() => change({ ...view, freeCancellation: !view.freeCancellation })}
        />
      </Group>
      <Group title={t('hotels.filters.meals')} group="mealPlans" active={view.mealPlans.length > 0}>
        {facets.meal_plans.map(({ value, count }) => (
          <Check
            key={value}
            label={t(mealText[value as MealPlan])}
            count={count}
            checked={view.mealPlans.includes(value)}
            onChange={() => change(toggled(view, 'mealPlans', value))}
          />
        ))}
      </Group>
      <Group title={t('hotels.filters.amenities')} group="amenities" active={view.amenities.length > 0}>
        {amenities.map(({ value, count }) => (
          <Check
            key={value}
            label={t(amenityText[value as HotelAmenity])}
            count={count}
            checked={view.amenities.includes(value)}
            onChange={() => change(toggled(view, 'amenities', value))}
          />
        ))}
      </Group>
      <Group title={t('hotels.filters.districts')} group="districts" active={view.districts.length > 0}>
        {facets.districts.map(({ id, name, count }) => (
          <Check key={id} label={name} count={count} checked={view.districts.includes(id)} onChange={() => change(toggled(view, 'districts', id))} />
        ))}
      </Group>
    </>
  );
}

/** The list's filters, each value with how many hotels it would leave: a sidebar on desktop, behind a button on phones. */
export function HotelFilters() {
  const { t } = useTranslator();
  const [results, view, change] = useUnit([$results, $view, viewChanged]);
  const [open, setOpen] = useState(false);
  const id = useId();
  const active = activeFilters(view);
  const title = active > 0 ? t('hotels.filters.titleActive', { count: active }) : t('hotels.filters.title');
  return (
    <div className={styles.filters} data-open={open || undefined} data-testid="hotel-filters">
      <Button variant="secondary" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <FilterIcon />
        {title}
      </Button>
      <h2 className={styles.title}>{title}</h2>
      <div id={id} className={styles.content}>
        {active > 0 && (
          <Button variant="secondary" className={styles.resetAll} onClick={() => change(filtersReset(view))}>
            {t('hotels.filters.resetAll')}
          </Button>
        )}
        {results ? <FilterGroups facets={results.facets} view={view} change={change} /> : <div className={styles.skeleton} aria-hidden="true" />}
      </div>
    </div>
  );
}
