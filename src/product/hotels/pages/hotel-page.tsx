import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import type { HotelDetails } from '../../../contracts/hotels';
import { formatDate, formatDistance, useLocaleFormats } from '../../../platform/format';
import { useTranslator } from '../../../platform/i18n';
import { $location, $pageAnswer, linkTo } from '../../../platform/router';
import { AppShell, Breadcrumbs, Button, NotFoundPage } from '../../../ui';
import { SaveHotel } from '../../favorites';
import { $hotel, $hotelFailed, $hotelMissing, listQuery } from '../model/hotel';
import { hotelsSearchRoute } from '../routes';
import { Rating, Stars } from '../ui/hotel-card';
import { PriceSinceVisit, ReviewSummary, SimilarHotels } from '../ui/hotel-extras';
import { usePrice } from '../ui/format';
import { HotelPicture } from '../ui/hotel-picture';
import { HotelLocation } from '../ui/hotel-location';
import { HotelRooms } from '../ui/hotel-rates';
import { amenityText, mealText } from '../ui/labels';
import { ShareLink } from '../ui/share-link';
import styles from '../ui/hotel-page.module.css';

function About({ details }: { details: HotelDetails }) {
  const { t, language } = useTranslator();
  const { hotel, city } = details;
  return (
    <section className={styles.section} aria-labelledby="hotel-about">
      <h2 id="hotel-about">{t('hotels.hotel.about')}</h2>
      <p>
        {t('hotels.hotel.description', {
          name: hotel.name,
          city: city.name,
          district: hotel.district.name,
          distance: formatDistance(hotel.distance_km * 1000, language),
          rating: hotel.rating.toFixed(1),
          reviews: hotel.reviews,
        })}
      </p>
      <dl className={styles.facts}>
        <dt>{t('hotels.hotel.district')}</dt>
        <dd>{hotel.district.name}</dd>
        <dt>{t('hotels.hotel.toCentre')}</dt>
        <dd>{formatDistance(hotel.distance_km * 1000, language)}</dd>
        <dt>{t('hotels.hotel.checkInTime')}</dt>
        <dd>{hotel.check_in_time}</dd>
        <dt>{t('hotels.hotel.checkOutTime')}</dt>
        <dd>{hotel.check_out_time}</dd>
        <dt>{t('hotels.filters.meals')}</dt>
        <dd>{hotel.meal_plans.map((meal) => t(mealText[meal])).join(', ')}</dd>
      </dl>
      <h2>{t('hotels.filters.amenities')}</h2>
      <ul className={styles.amenities}>
        {hotel.amenities.map((amenity) => (
          <li key={amenity}>{t(amenityText[amenity])}</li>
        ))}
      </ul>
    </section>
  );
}

/** The stay the rates are for: its dates, nights and guests. */
function StayLine({ details }: { details: HotelDetails }) {
  const { t } = useTranslator();
  const formats = useLocaleFormats();
  const { stay } = details;
  if (!stay) return null;
  return (
    <p data-testid="hotel-stay">
      {t('hotels.hotel.stay', {
        checkIn: formatDate(stay.check_in, formats, 'long'),
        checkOut: formatDate(stay.check_out, formats, 'long'),
        nights: stay.nights,
        guests: stay.adults + stay.children.length,
      })}
    </p>
  );
}

/** "Save" of the page's hotel with its stay (a stay needs dates). */
function Save({ details }: { details: HotelDetails }) {
  const { stay, hotel } = details;
  if (!stay) return null;
  const saved = { hotel_id: hotel.id, check_in: stay.check_in, check_out: stay.check_out, adults: stay.adults, children: stay.children, rooms: stay.rooms };
  return (
    <Suspense fallback={null}>
      <SaveHotel stay={saved} hotel={hotel.name} />
    </Suspense>
  );
}

/** A hotel: its facts, a generated gallery, every room with every site's rates for the address's stay, and its place on the map. */
export default function HotelPage() {
  const { t } = useTranslator();
  const price = usePrice();
  const { details, missing, failed, answer, location } = useUnit({
    details: $hotel,
    missing: $hotelMissing,
    failed: $hotelFailed,
    answer: $pageAnswer,
    location: $location,
  });
  if (missing || answer.status === 404) return <NotFoundPage />;
  const searchId = new URLSearchParams(location.search).get('search_id');
  const back = details ? linkTo(hotelsSearchRoute, {}, listQuery(details)) : linkTo(hotelsSearchRoute);
  return (
    <AppShell section="hotels">
      <div className={styles.inner}>
        <Breadcrumbs label={t('hotels.hotel.breadcrumbs')} items={[{ label: t('hotels.search.title'), href: back }, { label: details?.hotel.name ?? '' }]} />
        {!details ? (
          failed ? (
            <div className={styles.section} role="alert">
              <p>{t('hotels.error.text')}</p>
              <Button variant="primary" onClick={() => window.location.reload()}>
                {t('hotels.error.retry')}
              </Button>
            </div>
          ) : (
            <div className={styles.skeleton} aria-hidden="true" />
          )
        ) : (
          <>
            <header className={styles.header}>
              <h1 className={styles.name}>{details.hotel.name}</h1>
              <p className={styles.meta}>
                <Stars count={details.hotel.stars} />
                <Rating rating={details.hotel.rating} reviews={details.hotel.reviews} />
                <span>{t('hotels.hotel.place', { district: details.hotel.district.name, city: details.city.name })}</span>
              </p>
              <div className={styles.actions}>
                <ShareLink />
                <Save details={details} />
              </div>
            </header>
            <div className={styles.gallery}>
              {[0, 1, 2].map((variant) => (
                <HotelPicture key={variant} id={details.hotel.id} variant={variant} className={styles.shot} />
              ))}
            </div>
            <section className={styles.section} aria-labelledby="hotel-rooms">
              <h2 id="hotel-rooms">{t('hotels.hotel.rooms')}</h2>
              <StayLine details={details} />
              <p className={styles.muted}>{t('hotels.price.includesFees')}</p>
              <PriceSinceVisit details={details} price={price} />
              <HotelRooms details={details} searchId={searchId} />
            </section>
            <About details={details} />
            <section className={styles.section} aria-labelledby="hotel-location">
              <h2 id="hotel-location">{t('hotels.hotel.location')}</h2>
              <HotelLocation details={details} />
            </section>
            <ReviewSummary details={details} />
            <SimilarHotels details={details} price={price} />
          </>
        )}
      </div>
    </AppShell>
  );
}
