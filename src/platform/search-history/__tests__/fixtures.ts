import type { SearchQuery, Ticket } from '../../../contracts';

export const query = (destination: string, departDate = '2026-05-12'): SearchQuery => ({
  origin: 'MOW',
  destination,
  departDate,
  passengers: { adults: 1, children: 0, infants: 0 },
  tripClass: 'Y',
});

export const ticket = (id: string, price = 10_000): Ticket => ({
  id,
  segments: [
    {
      duration: 240,
      flights: [
        { carrier: 'SU', number: '2130', origin: 'SVO', destination: 'IST', departure: '2026-05-12T10:00', arrival: '2026-05-12T13:00', duration: 240 },
      ],
    },
  ],
  offers: [{ agency_id: 'a', agency_name: 'Agency', price, baggage: false }],
});
