import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import type { HotelFacets } from '../../../contracts/hotels';
import { currencyRatesQuery, rateOf } from '../../../platform/currency';
import { useTranslator } from '../../../platform/i18n';
import { $currency } from '../../../platform/market';
import { Button } from '../../../ui';
import type { HotelView } from '../model/search-url';
import { usePrice } from './format';
import styles from './filters.module.css';

/** The price filter: from and to in the visitor's currency, sent in roubles (the API's) when applied. */
export function PriceRange({ facets, view, onView }: { facets: HotelFacets; view: HotelView; onView(view: HotelView): void }) {
  const { t } = useTranslator();
  const [rates, currency] = useUnit([currencyRatesQuery.$data, $currency]);
  const rate = rateOf(currency, rates) ?? 1;
  const price = usePrice();
  const shown = (roubles: number | null) => (roubles === null ? '' : String(Math.round(roubles / rate)));
  const [from, setFrom] = useState(shown(view.priceMin));
  const [to, setTo] = useState(shown(view.priceMax));
  const roubles = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Math.round(Number(text) * rate) : null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onView({ ...view, priceMin: roubles(from), priceMax: roubles(to) });
  };
  const active = view.priceMin !== null || view.priceMax !== null;
  return (
    <fieldset className={styles.group} data-filter="price">
      <legend className={styles.legend}>{t('hotels.filters.price')}</legend>
      {facets.price && <p className={styles.hint}>{t('hotels.filters.priceRange', { min: price(facets.price.min), max: price(facets.price.max) })}</p>}
      <form className={styles.range} onSubmit={apply}>
        <label className={styles.rangeField}>
          <span>{t('hotels.filters.priceFrom')}</span>
          <input inputMode="numeric" value={from} onChange={(event) => setFrom(event.target.value)} name="price_min" />
        </label>
        <label className={styles.rangeField}>
          <span>{t('hotels.filters.priceTo')}</span>
          <input inputMode="numeric" value={to} onChange={(event) => setTo(event.target.value)} name="price_max" />
        </label>
        <Button type="submit" variant="secondary">
          {t('hotels.filters.apply')}
        </Button>
      </form>
      {active && (
        <Button
          variant="ghost"
          className={styles.reset}
          onClick={() => {
            setFrom('');
            setTo('');
            onView({ ...view, priceMin: null, priceMax: null });
          }}
        >
          {t('hotels.filters.resetGroup', { group: t('hotels.filters.price') })}
        </Button>
      )}
    </fieldset>
  );
}
