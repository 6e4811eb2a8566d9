import type { HotelAmenity, HotelFee, HotelSort, MealPlan } from '../../../contracts/hotels';
import type { MessageKey } from '../../../platform/i18n';

export const amenityText: Record<HotelAmenity, MessageKey> = {
  wifi: 'hotels.amenity.wifi',
  parking: 'hotels.amenity.parking',
  restaurant: 'hotels.amenity.restaurant',
  bar: 'hotels.amenity.bar',
  room_service: 'hotels.amenity.room_service',
  fitness: 'hotels.amenity.fitness',
  pool: 'hotels.amenity.pool',
  spa: 'hotels.amenity.spa',
  airport_shuttle: 'hotels.amenity.airport_shuttle',
  family_rooms: 'hotels.amenity.family_rooms',
  pets_allowed: 'hotels.amenity.pets_allowed',
  air_conditioning: 'hotels.amenity.air_conditioning',
  kitchen: 'hotels.amenity.kitchen',
  laundry: 'hotels.amenity.laundry',
  accessible: 'hotels.amenity.accessible',
  reception_24h: 'hotels.amenity.reception_24h',
  beach: 'hotels.amenity.beach',
  ev_charging: 'hotels.amenity.ev_charging',
};

export const mealText: Record<MealPlan, MessageKey> = {
  room_only: 'hotels.meal.room_only',
  breakfast: 'hotels.meal.breakfast',
  half_board: 'hotels.meal.half_board',
  all_inclusive: 'hotels.meal.all_inclusive',
};

export const sortText: Record<HotelSort, MessageKey> = {
  price: 'hotels.sort.price',
  rating: 'hotels.sort.rating',
  distance: 'hotels.sort.distance',
  popularity: 'hotels.sort.popularity',
};

export const feeText: Record<HotelFee['kind'], MessageKey> = {
  city_tax: 'hotels.fee.city_tax',
  service_fee: 'hotels.fee.service_fee',
  resort_fee: 'hotels.fee.resort_fee',
};
