export const placeKinds = ['city', 'airport', 'country'] as const;

/**
 * The kinds of spec §3 the hotel search adds: a hotel by its name, and a city with hotels. Answered
 * only when asked for: a request without `types` gets the place kinds, as it always has.
 */
export const hotelSuggestionKinds = ['hotel', 'hotelCity'] as const;

export const suggestionKinds = [...placeKinds, ...hotelSuggestionKinds] as const;
