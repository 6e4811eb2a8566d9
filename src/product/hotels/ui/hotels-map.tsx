import { useUnit } from 'effector-react';
import { useCallback, useMemo } from 'react';
import type { HotelCard as Card } from '../../../contracts/hotels';
import { useTranslator } from '../../../platform/i18n';
import { LazyMap, type ClusterView } from '../../../platform/map';
import { ListIcon, MapIcon } from '../../../ui';
import { $chosenHotel, $highlightedHotel, distanceRingsKm, hotelChosen, hotelPoints, pointsKey } from '../model/map';
import { shownPrice } from '../model/price-basis';
import { $failure, $layout, $results, $searchId, $stay, layoutChanged } from '../model/search';
import { stayQuery } from '../model/search-url';
import { usePrice } from './format';
import { HotelCard } from './hotel-card';
import { CentreMark, RingMark } from './map-marks';
import { listedHotelId } from './results-list';
import styles from './map.module.css';

/** List or map: the map beside the list on wide screens, instead of it on phones (`view=map` in the address). */
export function LayoutToggle() {
  const { t } = useTranslator();
  const [layout, change] = useUnit([$layout, layoutChanged]);
  return (
    <div className={styles.layoutToggle} role="group" aria-label={t('hotels.layout.label')} data-testid="hotels-layout">
      <button type="button" className={styles.layoutOption} aria-pressed={layout === 'list'} onClick={() => change('list')}>
        <ListIcon size={18} />
        {t('hotels.layout.list')}
      </button>
      <button type="button" className={styles.layoutOption} aria-pressed={layout === 'map'} onClick={() => change('map')}>
        <MapIcon size={18} />
        {t('hotels.layout.map')}
      </button>
    </div>
  );
}

/** The visible card of a hotel: in the list, or under the map where the map replaces the list. */
function cardOf(id: string): HTMLElement | null {
  const places = [document.getElementById(listedHotelId(id)), document.getElementById(`chosen-${id}`)];
  return places.find((element) => element && element.offsetParent !== null) ?? null;
}

/** Brings the chosen hotel's card into view and gives its link the focus, once it is rendered. */
function showCard(id: string) {
  requestAnimationFrame(() => {
    const card = cardOf(id);
    if (!card) return;
    card.scrollIntoView({ block: 'nearest', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    card.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
  });
}

/**
 * The map of the list's hotels (the same filters, the same prices): each marker is its hotel's best
 * price and a button that brings its card into view; the list stays the map's accessible twin.
 */
export function HotelsMap() {
  const { t } = useTranslator();
  const [results, failure, stay, searchId, highlighted, chosen, choose] = useUnit([
    $results,
    $failure,
    $stay,
    $searchId,
    $highlightedHotel,
    $chosenHotel,
    hotelChosen,
  ]);
  const price = usePrice();
  const hotels = useMemo(() => results?.hotels ?? [], [results]);
  const points = useMemo(() => hotelPoints(hotels), [hotels]);
  const byId = useMemo(() => new Map<string, Card>(hotels.map((hotel) => [hotel.id, hotel])), [hotels]);
  const basis = results?.price_basis ?? 'stay';

  const renderPoint = useCallback(
    (id: string, lit: boolean) => {
      const hotel = byId.get(id);
      if (!hotel) return null;
      const amount = price(shownPrice(hotel.best_offer, basis));
      return (
        <button
          type="button"
          className={styles.pin}
          data-testid="map-marker"
          data-hotel={id}
          data-highlighted={lit || undefined}
          data-chosen={chosen === id || undefined}
          aria-label={t('hotels.map.hotel', { name: hotel.name, price: amount })}
          onClick={() => {
            choose(id);
            showCard(id);
          }}
        >
          {amount}
        </button>
      );
    },
    [byId, price, basis, chosen, choose, t],
  );
  const renderCluster = useCallback(
    ({ count, highlighted: lit, zoomIn }: ClusterView) => (
      <button
        type="button"
        className={styles.cluster}
        data-testid="map-cluster"
        data-highlighted={lit || undefined}
        aria-label={t('hotels.map.cluster', { count })}
        onClick={zoomIn}
      >
        {count}
      </button>
    ),
    [t],
  );

  // A search that failed before any hotel came has nothing to map: the list says why.
  if (!results && failure) return null;
  const chosenHotel = chosen ? byId.get(chosen) : undefined;
  const query = stay ? { ...stayQuery(stay), ...(searchId && { search_id: searchId }) } : {};
  return (
    <div className={styles.mapColumn}>
      {results ? (
        <LazyMap
          className={styles.map}
          centre={results.city.centre}
          rings={distanceRingsKm}
          points={points}
          fitKey={pointsKey(results)}
          highlighted={highlighted}
          label={t('hotels.map.label', { place: results.city.name })}
          zoomInLabel={t('hotels.map.zoomIn')}
          zoomOutLabel={t('hotels.map.zoomOut')}
          loadingText={t('hotels.map.loading')}
          unavailableText={t('hotels.map.unavailable')}
          renderPoint={renderPoint}
          renderCluster={renderCluster}
          renderCentre={() => <CentreMark />}
          renderRing={(km) => <RingMark km={km} />}
        />
      ) : (
        <div className={styles.map} data-testid="map">
          <p role="status">{t('hotels.map.loading')}</p>
        </div>
      )}
      <p className={styles.hint}>{t('hotels.map.keys')}</p>
      {chosenHotel && results && (
        <section className={styles.chosen} id={`chosen-${chosenHotel.id}`} aria-label={t('hotels.map.chosen')}>
          <HotelCard hotel={chosenHotel} basis={results.price_basis} nights={results.stay.nights} query={query} price={price} />
        </section>
      )}
    </div>
  );
}
