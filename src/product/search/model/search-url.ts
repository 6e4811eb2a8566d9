import type { Leg, SearchQuery, TripClass } from '../../../contracts';
import { maxFlexDays, maxLegs } from '../../../contracts/plain/search';

/**
 * Search results live at a readable address in the metasearch style (README: Search URLs):
 *
 *   one-way or return: {ORIGIN}{DDMM}{DESTINATION}[{DDMM}]{tail}[~{flex}]
 *   multi-city:        {ORIGIN}{DDMM}{DESTINATION}-{ORIGIN}{DDMM}{DESTINATION}[-…]{tail}
 *   tail:              [{class}]{adults}[{children}[{infants}]]
 *
 * ORIGIN and DESTINATION are IATA city or airport codes; the first DDMM is the departure, the
 * optional second one the return. A multi-city trip writes its 2 to 6 legs joined by `-`, the
 * tail after the last. The class letter is `w` (comfort), `c` (business) or `f` (first) and is
 * left out for economy. Passenger counts are single digits. `~3` asks for flexible dates: each
 * date ± 3 days (one-way and return trips only).
 * Examples: MOW1012IST15121 (Moscow → Istanbul 10 Dec, back 15 Dec, one adult),
 * LED0503AYTc21 (business, one way, two adults and one child), MOW1012IST1512201 (two adults,
 * no children, one infant), MOW1012IST-IST1512LED-LED2012MOW1 (three legs), MOW1012IST15121~3.
 * A day and month without a year mean the next such date from today on; each later date (the
 * return, the next leg) is the next such date from the date before it on. Every date within the
 * search horizon (`searchHorizonDays`) reads back as itself.
 */
const single = /^([a-z]{3})(\d{2})(\d{2})([a-z]{3})(?:(\d{2})(\d{2}))?([wcf])?([1-9])(\d)?(\d)?(?:~([1-9]))?$/i;
const leg = /^([a-z]{3})(\d{2})(\d{2})([a-z]{3})$/i;
const lastLeg = /^([a-z]{3})(\d{2})(\d{2})([a-z]{3})([wcf])?([1-9])(\d)?(\d)?$/i;

const classLetters: Record<TripClass, string> = { Y: '', W: 'w', C: 'c', F: 'f' };

/** The first date on or after `from` (YYYY-MM-DD) that falls on this day and month. */
function nextDate(day: number, month: number, from: string): string | null {
  const fromYear = Number(from.slice(0, 4));
  for (const year of [fromYear, fromYear + 1]) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1) continue; // 30 Feb and the like; 29 Feb may exist next year
    const iso = date.toISOString().slice(0, 10);
    if (iso >= from) return iso;
  }
  return null;
}

const tail = (letter: string | undefined, adults: string, children: string | undefined, infants: string | undefined) => ({
  passengers: { adults: Number(adults), children: Number(children ?? 0), infants: Number(infants ?? 0) },
  tripClass: (Object.entries(classLetters).find(([, l]) => l && l === letter?.toLowerCase())?.[0] ?? 'Y') as TripClass,
});

function parseOneTrip(code: string, today: string): SearchQuery | null {
  const found = single.exec(code);
  if (!found) return null;
  const [, origin, dd, mm, destination, rdd, rmm, letter, adults, children, infants, flex] = found;
  const departDate = nextDate(Number(dd), Number(mm), today);
  if (!departDate) return null;
  const returnDate = rdd && rmm ? nextDate(Number(rdd), Number(rmm), departDate) : undefined;
  if (returnDate === null) return null;
  if (flex && Number(flex) > maxFlexDays) return null;
  return {
    origin: origin!.toUpperCase(),
    destination: destination!.toUpperCase(),
    departDate,
    ...(returnDate ? { returnDate } : {}),
    ...(flex ? { flexDays: Number(flex) } : {}),
    ...tail(letter, adults!, children, infants),
  };
}

function parseMultiCity(parts: string[], today: string): SearchQuery | null {
  const legs: Leg[] = [];
  let from = today;
  for (const [index, part] of parts.entries()) {
    const found = (index === parts.length - 1 ? lastLeg : leg).exec(part);
    if (!found) return null;
    const date = nextDate(Number(found[2]), Number(found[3]), from);
    if (!date) return null;
    legs.push({ origin: found[1]!.toUpperCase(), destination: found[4]!.toUpperCase(), date });
    from = date;
  }
  const found = lastLeg.exec(parts[parts.length - 1]!)!;
  const [first, ...nextLegs] = legs as [Leg, ...Leg[]];
  return { origin: first.origin, destination: first.destination, departDate: first.date, nextLegs, ...tail(found[5], found[6]!, found[7], found[8]) };
}

/** The results' address (README: Search URLs); `:params` is the search as `buildSearchParams` writes it. */
export const searchPath = '/search/:params';

export function parseSearchParams(code: string, today: string): SearchQuery | null {
  const parts = code.split('-');
  if (parts.length === 1) return parseOneTrip(code, today);
  return parts.length <= maxLegs ? parseMultiCity(parts, today) : null;
}

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

export function buildSearchParams(query: SearchQuery): string {
  const { adults, children, infants } = query.passengers;
  const passengers = infants > 0 ? `${adults}${children}${infants}` : children > 0 ? `${adults}${children}` : `${adults}`;
  const trip = [query.origin, ddmm(query.departDate), query.destination];
  if (query.nextLegs?.length) trip.push(...query.nextLegs.map((next) => `-${next.origin}${ddmm(next.date)}${next.destination}`));
  else if (query.returnDate) trip.push(ddmm(query.returnDate));
  const flex = query.flexDays && !query.nextLegs?.length ? `~${query.flexDays}` : '';
  return [...trip, classLetters[query.tripClass], passengers, flex].join('');
}

/**
 * The results route's parameter rule: an address that does not parse is not a search (404).
 * Dates are read from today on, as the results page reads them.
 */
export const searchParamsRule = (today: () => string) => (code: string) => (parseSearchParams(code, today()) ? code : null);
