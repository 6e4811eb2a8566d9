import { useMemo } from 'react';
import type { HotelDetails } from '../../../contracts/hotels';
import { formatDistance } from '../../../platform/format';
import { useTranslator } from '../../../platform/i18n';
import { LazyMap } from '../../../platform/map';
import { distanceRingsKm } from '../model/map';
import { CentreMark, RingMark } from './map-marks';
import styles from './map.module.css';

const noCluster = () => null;

/** The hotel's place: its district and distance in words, and the map (loaded as it scrolls into view). */
export function HotelLocation({ details }: { details: HotelDetails }) {
  const { t, language } = useTranslator();
  const { hotel, city } = details;
  const points = useMemo(() => [{ id: hotel.id, lat: hotel.coordinates.lat, lon: hotel.coordinates.lon }], [hotel]);
  return (
    <>
      <p>{t('hotels.card.where', { district: hotel.district.name, distance: formatDistance(hotel.distance_km * 1000, language) })}</p>
      <LazyMap
        whenVisible
        className={`${styles.map} ${styles.placeMap}`}
        centre={city.centre}
        rings={distanceRingsKm}
        points={points}
        fitKey={hotel.id}
        highlighted={hotel.id}
        label={t('hotels.hotel.mapLabel', { name: hotel.name })}
        zoomInLabel={t('hotels.map.zoomIn')}
        zoomOutLabel={t('hotels.map.zoomOut')}
        loadingText={t('hotels.map.loading')}
        unavailableText={t('hotels.hotel.mapUnavailable')}
        renderPoint={() => (
          <span className={`${styles.pin} ${styles.placePin}`} data-testid="map-marker" data-hotel={hotel.id} data-chosen="">
            {hotel.name}
          </span>
        )}
        renderCluster={noCluster}
        renderCentre={() => <CentreMark />}
        renderRing={(km) => <RingMark km={km} />}
      />
    </>
  );
}
