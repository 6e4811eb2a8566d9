import type { Alliance } from '../../../contracts';
import { alliances as allianceNames, maxLegs } from '../../../contracts/plain/search';
import { noFilters, noLegFilter, trimLegs, type LegFilter, type Range, type TicketFilters } from './filters';
import { isSortOrder, type SortOrder } from './ticket-list';

/**
 * The sort and the filters of the results in the address's query string (README: Search URLs),
 * so that a filtered search can be shared and reloaded:
 *
 *   ?sort=cheapest&stops=0,1&price=-30000&airlines=SU,TK&alliances=star&baggage=1
 *    &agencies=skybasket&duration=-900&layover=60-240&dep1=0600-1200&arr2=1800-2400&from1=SVO
 *
 * Ranges are `min-max` with either end left out; times of day are `HHMM`, per leg (1 to 6);
 * minutes for durations, whole roubles for prices; `baggage` is the checked bags per passenger
 * the prices are for (1 or 2; `baggage=1` was "a bag included" before and means one bag). A parameter that does not read is ignored
 * (the others still apply): an address never breaks the page.
 */
export interface ResultsView {
  sort: SortOrder;
  filters: TicketFilters;
}

const listOf = (raw: string | null, valid: RegExp, limit = 60): string[] =>
  raw ? [...new Set(raw.split(',').filter((item) => valid.test(item)))].slice(0, limit) : [];

const number = /^\d{1,9}$/;

function rangeOf(raw: string | null, read: (text: string) => number | null = (text) => (number.test(text) ? Number(text) : null)): Range | null {
  const parts = raw?.split('-');
  if (!parts || parts.length !== 2 || (parts[0] === '' && parts[1] === '')) return null;
  const min = parts[0] === '' ? 0 : read(parts[0]!);
  const max = parts[1] === '' ? Infinity : read(parts[1]!);
  return min === null || max === null || min > max ? null : { min, max };
}

const clockTime = (text: string) => {
  const found = /^(\d{2})(\d{2})$/.exec(text);
  if (!found) return null;
  const minutes = Number(found[1]) * 60 + Number(found[2]);
  return Number(found[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
};
const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;

const rangeText = (range: Range, write: (value: number) => string = String) =>
  `${range.min > 0 ? write(range.min) : ''}-${range.max === Infinity ? '' : write(range.max)}`;

const airline = /^[A-Z0-9]{2}$/;
const airport = /^[A-Z]{3}$/;
const agency = /^[a-z0-9][a-z0-9-]{0,39}$/;
const alliance = new RegExp(`^(?:${allianceNames.join('|')})$`);

export function readResultsView(search: string): ResultsView {
  const query = new URLSearchParams(search);
  const sort = query.get('sort') ?? '';
  const legs: LegFilter[] = Array.from({ length: maxLegs }, (_, index) => {
    const leg = index + 1;
    return {
      depart: rangeOf(query.get(`dep${leg}`), clockTime),
      arrive: rangeOf(query.get(`arr${leg}`), clockTime),
      from: listOf(query.get(`from${leg}`), airport),
      to: listOf(query.get(`to${leg}`), airport),
    };
  });
  const stops = listOf(query.get('stops'), /^[0-2]$/)
    .map(Number)
    .sort();
  return {
    sort: isSortOrder(sort) ? sort : 'best',
    filters: trimLegs({
      stops,
      price: rangeOf(query.get('price')),
      duration: rangeOf(query.get('duration')),
      layover: rangeOf(query.get('layover')),
      airlines: listOf(query.get('airlines'), airline),
      alliances: listOf(query.get('alliances'), alliance) as Alliance[],
      bags: /^[12]$/.test(query.get('baggage') ?? '') ? Number(query.get('baggage')) : noFilters.bags,
      agencies: listOf(query.get('agencies'), agency),
      legs,
    }),
  };
}

/** The parameters of a view, only those that differ from no sort and no filters, in a steady order. */
function viewParams({ sort, filters }: ResultsView): [string, string][] {
  const params: [string, string][] = [];
  const list = (key: string, values: readonly (string | number)[]) => values.length > 0 && params.push([key, values.join(',')]);
  const range = (key: string, value: Range | null, write?: (value: number) => string) => value && params.push([key, rangeText(value, write)]);
  if (sort !== 'best') params.push(['sort', sort]);
  list('stops', filters.stops);
  range('price', filters.price);
  range('duration', filters.duration);
  range('layover', filters.layover);
  list('airlines', filters.airlines);
  list('alliances', filters.alliances);
  if (filters.bags !== noFilters.bags) params.push(['baggage', String(filters.bags)]);
  list('agencies', filters.agencies);
  for (const [index, leg] of filters.legs.entries()) {
    const { depart, arrive, from, to } = leg ?? noLegFilter;
    range(`dep${index + 1}`, depart, clockText);
    range(`arr${index + 1}`, arrive, clockText);
    list(`from${index + 1}`, from);
    list(`to${index + 1}`, to);
  }
  return params;
}

const viewKeys = /^(?:sort|stops|price|duration|layover|airlines|alliances|baggage|agencies|(?:dep|arr|from|to)\d)$/;

/**
 * The query string (with its `?`, or empty) showing a view: the view's parameters replace those
 * of the previous one; every other parameter (a marker, a campaign's) stays where it was.
 * Values are letters, digits, commas and dashes, written as they are for a readable address.
 */
export function writeResultsView(search: string, view: ResultsView): string {
  const kept = [...new URLSearchParams(search)].filter(([key]) => !viewKeys.test(key));
  const others = new URLSearchParams(kept).toString();
  const own = viewParams(view)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const query = [others, own].filter(Boolean).join('&');
  return query ? `?${query}` : '';
}

/** One text per view: equal views give equal keys. */
export const viewKey = (view: ResultsView) =>
  viewParams(view)
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
