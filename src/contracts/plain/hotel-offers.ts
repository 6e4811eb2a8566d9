/** The fixed list of amenities hotels have and the filters offer. */
export const hotelAmenities = [
  'wifi',
  'parking',
  'restaurant',
  'bar',
  'room_service',
  'fitness',
  'pool',
  'spa',
  'airport_shuttle',
  'family_rooms',
  'pets_allowed',
  'air_conditioning',
  'kitchen',
  'laundry',
  'accessible',
  'reception_24h',
  'beach',
  'ev_charging',
] as const;

export const mealPlans = ['room_only', 'breakfast', 'half_board', 'all_inclusive'] as const;

export const hotelKinds = ['hotel', 'boutique', 'mini_hotel', 'apartments', 'hostel', 'guest_house', 'resort'] as const;

export const hotelSortKeys = ['price', 'rating', 'distance', 'popularity'] as const;

/** A stay's limits: guests, rooms and nights. */
export const maxHotelGuests = 8;
export const maxHotelRooms = 4;
export const maxStayNights = 30;
