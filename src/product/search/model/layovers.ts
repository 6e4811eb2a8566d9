import type { Segment } from '../../../contracts/search';

/** A change of plane between two flights of a segment, with what the traveller should know. */
export interface Layover {
  /** Airport arrived at and airport the next flight leaves from. */
  arrival: string;
  departure: string;
  minutes: number;
  /** The next flight leaves from another airport of the city. */
  airportChange: boolean;
  /** The wait runs past midnight, local time. */
  overnight: boolean;
  /** Separate tickets of different airlines: bags are collected and checked in again, a missed connection is the traveller's risk. */
  selfTransfer: boolean;
}

const at = (local: string) => Date.parse(`${local}Z`);

/** The layovers of a segment, in order. */
export function layovers(segment: Segment): Layover[] {
  return segment.flights.slice(1).map((next, index) => {
    const flight = segment.flights[index]!;
    return {
      arrival: flight.destination,
      departure: next.origin,
      minutes: Math.round((at(next.departure) - at(flight.arrival)) / 60_000),
      airportChange: flight.destination !== next.origin,
      overnight: flight.arrival.slice(0, 10) !== next.departure.slice(0, 10),
      // A codeshare sold under one airline's code is one ticket, whoever operates it.
      selfTransfer: flight.carrier !== next.carrier,
    };
  });
}
