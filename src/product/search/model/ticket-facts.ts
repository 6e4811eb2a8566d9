import type { Ticket } from '../../../contracts';

/** One leg of a ticket (a segment): where and when it starts and ends. */
export interface LegFacts {
  /** Local wall-clock `YYYY-MM-DDTHH:mm` of the first departure and of the last arrival. */
  departure: string;
  arrival: string;
  /** Minutes since local midnight (0..1439). */
  departMinute: number;
  arriveMinute: number;
  /** Airports the leg starts from and ends at (the metro's airport, e.g. SVO of MOW). */
  from: string;
  to: string;
}

/** What the sort orders and the filters read of a ticket, worked out once per ticket. */
export interface TicketFacts {
  /** The most changes on any leg, capped at 2: the filter groups "two or more". */
  stops: number;
  /** Marketing carriers, each once. */
  carriers: string[];
  /** Minutes in the air and on the ground, over every leg. */
  duration: number;
  /** Each change's wait in minutes. */
  layovers: number[];
  legs: LegFacts[];
}

const minuteOfDay = (local: string) => Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
// A change is in one place: both times are the same airport's (or city's) wall clock.
const minutesBetween = (from: string, to: string) => Math.round((Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 60_000);

function workOut(ticket: Ticket): TicketFacts {
  const layovers: number[] = [];
  for (const segment of ticket.segments)
    for (let index = 1; index < segment.flights.length; index++)
      layovers.push(minutesBetween(segment.flights[index - 1]!.arrival, segment.flights[index]!.departure));
  return {
    stops: Math.min(2, Math.max(...ticket.segments.map((segment) => segment.flights.length - 1))),
    carriers: [...new Set(ticket.segments.flatMap((segment) => segment.flights.map((flight) => flight.carrier)))],
    duration: ticket.segments.reduce((sum, segment) => sum + segment.duration, 0),
    layovers,
    legs: ticket.segments.map((segment) => {
      const first = segment.flights[0]!;
      const last = segment.flights.at(-1)!;
      return {
        departure: first.departure,
        arrival: last.arrival,
        departMinute: minuteOfDay(first.departure),
        arriveMinute: minuteOfDay(last.arrival),
        from: first.origin,
        to: last.destination,
      };
    }),
  };
}

// Tickets are immutable (a merge makes a new object for a changed ticket), so the facts of one
// object never change: filtering and sorting every streamed batch reads them instead of redoing them.
const known = new WeakMap<Ticket, TicketFacts>();

export function factsOf(ticket: Ticket): TicketFacts {
  let facts = known.get(ticket);
  if (!facts) known.set(ticket, (facts = workOut(ticket)));
  return facts;
}
