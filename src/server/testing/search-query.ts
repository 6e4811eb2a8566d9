import type { SearchQuery } from '../../contracts';

/** Moscow → Istanbul, one adult, economy, on a fixed spring day; tests change what they need. */
export const searchQuery = (change: Partial<SearchQuery> = {}): SearchQuery => ({
  origin: 'MOW',
  destination: 'IST',
  departDate: '2026-04-10',
  passengers: { adults: 1, children: 0, infants: 0 },
  tripClass: 'Y',
  ...change,
});
