import { useUnit } from 'effector-react';
import type { IndexedFare } from '../../../contracts/explore';
import { usePriceFormatter } from '../../../platform/currency';
import { useT } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { cityDestinationsQuery, cityOriginsQuery } from '../model/city-index';
import { countryRoutesQuery } from '../model/country-routes';
import { cityToCityRoute } from '../routes';
import { fareBasis } from './fare-age';
import styles from './route-prices.module.css';

/** Routes as links to their pages, each with its lowest price and that price's age. */
export function RouteList({ fares, name, testId }: { fares: IndexedFare[]; name: (fare: IndexedFare) => string; testId: string }) {
  const t = useT();
  const price = usePriceFormatter();
  return (
    <ul className={styles.routes} data-testid={testId}>
      {fares.map((fare) => (
        <li key={`${fare.origin.code}${fare.destination.code}`} className={styles.route}>
          <a href={linkTo(cityToCityRoute, { origin: fare.origin.code, destination: fare.destination.code })}>{name(fare)}</a>
          {price && <span className={styles.routePrice}>{t('seo.route.from', { price: price(fare.price) })}</span>}
          <span className={fare.fresh ? styles.secondary : styles.older}>{fareBasis(fare, t)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A city page's flights: where to fly from the city and where travellers fly to it from, with prices from the price index. */
export function CityFlights({ city, cityName }: { city: string; cityName: string }) {
  const t = useT();
  const { from, to } = useUnit({ from: cityDestinationsQuery.$data, to: cityOriginsQuery.$data });
  const fromCity = from?.origin.code === city ? from.fares : null;
  const toCity = to?.destination.code === city ? to.fares : null;
  if (!fromCity && !toCity) return null;
  return (
    <section className={styles.section} aria-labelledby="city-flights-heading">
      <h2 id="city-flights-heading" className={styles.heading}>
        {t('seo.city.fromHeading', { name: cityName })}
      </h2>
      {fromCity?.length ? <RouteList fares={fromCity} name={(fare) => fare.destination.name} testId="city-from" /> : <p>{t('seo.city.none')}</p>}
      <h2 className={styles.heading}>{t('seo.city.toHeading', { name: cityName })}</h2>
      {toCity?.length ? <RouteList fares={toCity} name={(fare) => fare.origin.name} testId="city-to" /> : <p>{t('seo.city.none')}</p>}
      <p className={styles.note}>{t('seo.route.pricesBasis')}</p>
    </section>
  );
}

/** A "flights from a city to a country" page's routes: the country's cities the index has fares to, cheapest first. */
export function CountryRoutes({ origin, country, heading }: { origin: string; country: string; heading: string }) {
  const t = useT();
  const answer = useUnit(countryRoutesQuery.$data);
  const fares = answer?.origin.code === origin ? answer.fares.filter((fare) => fare.destination.country_code === country) : null;
  return (
    <section className={styles.section} aria-labelledby="country-routes-heading">
      <h2 id="country-routes-heading" className={styles.heading}>
        {heading}
      </h2>
      {fares?.length ? (
        <RouteList fares={fares} name={(fare) => `${fare.origin.name} – ${fare.destination.name}`} testId="country-routes" />
      ) : (
        <p data-testid="country-routes-none">{t('seo.city.none')}</p>
      )}
      <p className={styles.note}>{t('seo.route.pricesBasis')}</p>
    </section>
  );
}
