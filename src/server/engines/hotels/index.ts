export type {
  Cancellation,
  CityHotels,
  Fee,
  FeeKind,
  Hotel,
  HotelKind,
  HotelProvider,
  HotelSearchContext,
  LocalText,
  Rate,
  SiteBatch,
  SiteInfo,
  Stay,
} from './types';
export { SimulatedHotelProvider, parseHotelId } from './simulated';
export { amenities, type Amenity } from './amenities';
export { mealPlans, roomTypes, type MealPlan, type RoomType } from './rooms';
export { bookingSites, type BookingSite } from './sites';
export { maxGuests, maxGuestsPerRoom, maxNights, maxRooms, stayHorizonDays, stayNights, stayProblem, type StayProblem, type StayProblemCode } from './stay';
export { hotelInventory } from './shared';
export { priceDrift, steadyMinutes } from './drift';
export { reviewAspects, reviewSummary, scoreBands, similarHotels, type ReviewAspect, type ReviewSummary, type ScoreBand } from './reviews';
