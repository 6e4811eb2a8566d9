import type { SearchQuery, TripClass } from '../../../contracts';

/**
 * Search results live at a readable address in the metasearch style:
 *
 *   /search/{ORIGIN}{DDMM}{DESTINATION}[{DDMM}][{class}]{adults}[{children}[{infants}]]
 *
 * ORIGIN and DESTINATION are IATA city or airport codes; the first DDMM is the departure, the
 * optional second one the return. The class letter is `w` (comfort), `c` (business) or `f`
 * (first) and is left out for economy. Passenger counts are single digits.
 * Examples: MOW1012IST15121 (Moscow → Istanbul 10 Dec, back 15 Dec, one adult),
 * LED0503AYTc21 (business, one way, two adults and one child), MOW1012IST1512201 (two adults,
 * no children, one infant).
 * A day and month without a year mean the next such date from today on; a return date is the
 * next such date from the departure on.
 */
const pattern = /^([a-z]{3})(\d{2})(\d{2})([a-z]{3})(?:(\d{2})(\d{2}))?([wcf])?([1-9])(\d)?(\d)?$/i;

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

export function parseSearchParams(code: string, today: string): SearchQuery | null {
  const found = pattern.exec(code);
  if (!found) return null;
  const [, origin, dd, mm, destination, rdd, rmm, letter, adults, children, infants] = found;
  const departDate = nextDate(Number(dd), Number(mm), today);
  if (!departDate) return null;
  const returnDate = rdd && rmm ? nextDate(Number(rdd), Number(rmm), departDate) : undefined;
  if (returnDate === null) return null;
  const tripClass = (Object.entries(classLetters).find(([, l]) => l && l === letter?.toLowerCase())?.[0] ?? 'Y') as TripClass;
  return {
    origin: origin!.toUpperCase(),
    destination: destination!.toUpperCase(),
    departDate,
    ...(returnDate ? { returnDate } : {}),
    passengers: { adults: Number(adults), children: Number(children ?? 0), infants: Number(infants ?? 0) },
    tripClass,
  };
}

const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;

export function buildSearchParams(query: SearchQuery): string {
  const { adults, children, infants } = query.passengers;
  const passengers = infants > 0 ? `${adults}${children}${infants}` : children > 0 ? `${adults}${children}` : `${adults}`;
  return [
    query.origin,
    ddmm(query.departDate),
    query.destination,
    query.returnDate ? ddmm(query.returnDate) : '',
    classLetters[query.tripClass],
    passengers,
  ].join('');
}

/**
 * The results route's parameter rule: an address that does not parse is not a search (404).
 * Dates are read from today on, as the results page reads them.
 */
export const searchParamsRule = (today: () => string) => (code: string) => (parseSearchParams(code, today()) ? code : null);

