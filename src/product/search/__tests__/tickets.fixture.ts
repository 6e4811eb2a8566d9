import type { Alliance, Offer, Ticket } from '../../../contracts';
import { cardTotal, onePassenger, type PriceBasis } from '../model/card-offer';

/** A leg: its flights as `[carrier, from, to, departure HH:mm, arrival HH:mm]`, on 10 (or a later) Dec 2099. */
export type LegPlan = [string, string, string, string, string][];

const at = (time: string, day = 10) => `2099-12-${day}T${time}`;

/** A ticket built from legs; times are on one day, so a leg's duration is its arrival minus its departure. */
export function planTicket(id: string, legs: LegPlan[], offers: Partial<Offer>[]): Ticket {
  return {
    id,
    segments: legs.map((flights, index) => {
      const day = 10 + index * 5;
      const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
      return {
        flights: flights.map(([carrier, origin, destination, departure, arrival]) => ({
          carrier,
          number: '100',
          origin,
          destination,
          departure: at(departure, day),
          arrival: at(arrival, day),
          duration: minutes(arrival) - minutes(departure),
        })),
        duration: minutes(flights.at(-1)![4]) - minutes(flights[0]![3]),
      };
    }),
    offers: offers.map((offer) => ({ agency_id: 'a1', agency_name: 'Agency 1', price: 10_000, baggage: false, ...offer })).sort((a, b) => a.price - b.price),
  };
}

// Return trips Moscow ⇄ Istanbul; Moscow has three airports.
export const direct = planTicket(
  'direct',
  [[['SU', 'SVO', 'IST', '08:00', '12:00']], [['SU', 'IST', 'SVO', '13:00', '17:00']]],
  [{ price: 20_000 }, { agency_id: 'a2', agency_name: 'Agency 2', price: 23_000, baggage: true }],
);
export const turkish = planTicket(
  'turkish',
  [[['TK', 'VKO', 'IST', '06:00', '10:00']], [['TK', 'IST', 'VKO', '19:00', '23:00']]],
  [{ price: 18_000, baggage: true }],
);
export const oneStop = planTicket(
  'one-stop',
  [
    [
      ['TK', 'SVO', 'ESB', '09:00', '12:00'],
      ['TK', 'ESB', 'IST', '14:00', '15:00'],
    ],
    [['PC', 'IST', 'DME', '10:00', '14:00']],
  ],
  [{ agency_id: 'a2', agency_name: 'Agency 2', price: 12_000 }],
);
export const twoStops = planTicket(
  'two-stops',
  [
    [
      ['U6', 'DME', 'SVX', '01:00', '04:00'],
      ['U6', 'SVX', 'TAS', '05:00', '08:00'],
      ['HY', 'TAS', 'IST', '20:00', '23:30'],
    ],
    [['U6', 'IST', 'DME', '07:00', '11:00']],
  ],
  [{ price: 9_000 }],
);
export const tickets = [direct, turkish, oneStop, twoStops];
export const alliances = new Map<string, Alliance>([
  ['SU', 'skyteam'],
  ['TK', 'star'],
]);

/** Prices of agencies that tell no card fees, for one passenger: each offer's fare. */
export const fareBasis: PriceBasis = { agencies: {}, passengers: onePassenger, methods: ['ru_card'] };
/** The card's price without bags, as the results order tickets by it. */
export const farePrice = (ticket: Ticket) => cardTotal(ticket, fareBasis, 0);
