import { visitDefaults } from '../../../platform/brand';
import type { BrandCode } from '../../../platform/brand';
import type { HotelOffer, PriceBasis } from '../../../contracts/hotels';

/** Stay totals or per night: the visitor's `use_price_per_night`, else the brand's default (spec §9: per night on WA only). */
export function priceBasisOf(setting: boolean | undefined, visit: { brand: BrandCode; market: string }): PriceBasis {
  return (setting ?? visitDefaults(visit).pricePerNight) ? 'night' : 'stay';
}

/** The amount a price shows on the basis: the stay's total with every mandatory fee, or that total per night. */
export const shownPrice = (offer: Pick<HotelOffer, 'total' | 'per_night'>, basis: PriceBasis): number => (basis === 'night' ? offer.per_night : offer.total);
