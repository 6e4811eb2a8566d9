import type { ReportHotelFavorite, ReportPlaceFavorite, ReportPriceWatch } from '../../../contracts/data-report';
import type { HotelFavoriteStore } from './hotel-store';
import type { PlaceFavoriteStore } from './place-store';
import type { SubscriptionStore } from './store';

/**
 * This module's part of a user's data report (`app.personalData`, plugins/personal-data.ts): every
 * price watch as kept, with the prices the job saw and told of.
 */
export const priceWatchesOfUser =
  (store: SubscriptionStore) =>
  async (userId: string): Promise<ReportPriceWatch[]> =>
    (await store.list(userId)).map((row) => ({
      id: row.id,
      search_params: row.query,
      ticket: row.ticket,
      channel: row.channel,
      language: row.language,
      subscribed_price: row.subscribedPrice,
      last_price: row.lastPrice,
      notified_price: row.notifiedPrice,
      checked_at: row.checkedAt?.toISOString() ?? null,
      notified_at: row.notifiedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    }));

/** Saved hotels as kept, for the data report (part `hotel_favorites`). */
export const hotelFavoritesOfUser =
  (store: HotelFavoriteStore) =>
  async (userId: string): Promise<ReportHotelFavorite[]> =>
    (await store.list(userId)).map((row) => ({
      id: row.id,
      hotel_id: row.hotelId,
      check_in: row.checkIn,
      check_out: row.checkOut,
      adults: row.adults,
      children: row.children,
      rooms: row.rooms,
      saved_price: row.savedPrice,
      created_at: row.createdAt.toISOString(),
    }));

/** Saved places as kept, for the data report (part `place_favorites`). */
export const placeFavoritesOfUser =
  (store: PlaceFavoriteStore) =>
  async (userId: string): Promise<ReportPlaceFavorite[]> =>
    (await store.list(userId)).map((row) => ({ id: row.id, iata: row.iata, place_id: row.placeId, created_at: row.createdAt.toISOString() }));
