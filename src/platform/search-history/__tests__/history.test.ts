import { describe, expect, test } from 'vitest';
import { addSearch, parseHistory, SAVE_SEARCH_NEEDS, type SavedSearch, SEARCH_HISTORY_LIMIT, searchKey } from '../history';
import { query, ticket } from './fixtures';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 12, minute));
const destinations = (history: SavedSearch[]) => history.map((entry) => entry.search_params.destination);

describe('local search history (spec §5, §9)', () => {
  test('keeps the latest 5, newest first', () => {
    expect(SEARCH_HISTORY_LIMIT).toBe(5);
    let history: SavedSearch[] = [];
    for (const [minute, city] of ['IST', 'LED', 'AER', 'KZN', 'TBS', 'EVN', 'ALA'].entries()) {
      history = addSearch(history, { search_params: query(city), ticket: ticket(city) }, at(minute));
    }
    expect(destinations(history)).toEqual(['ALA', 'EVN', 'TBS', 'KZN', 'AER']);
    expect(history[0]).toMatchObject({ id: searchKey(query('ALA')), created_at: '2026-05-01T12:06:00.000Z' });
  });

  test('the same search again replaces the earlier one and moves to the front, with its new cheapest ticket', () => {
    let history = addSearch([], { search_params: query('IST'), ticket: ticket('old', 12_000) }, at(0));
    history = addSearch(history, { search_params: query('LED'), ticket: ticket('led') }, at(1));
    history = addSearch(history, { search_params: query('IST'), ticket: ticket('new', 9_000) }, at(2));
    expect(destinations(history)).toEqual(['IST', 'LED']);
    expect(history[0]!.ticket.id).toBe('new');
  });

  test.each([
    ['another date', query('IST', '2026-05-13')],
    ['a return', { ...query('IST'), returnDate: '2026-05-19' }],
    ['another class', { ...query('IST'), tripClass: 'C' as const }],
    ['more travellers', { ...query('IST'), passengers: { adults: 2, children: 0, infants: 0 } }],
    ['a further leg', { ...query('IST'), nextLegs: [{ origin: 'IST', destination: 'LED', date: '2026-05-20' }] }],
    ['flexible dates', { ...query('IST'), flexDays: 3 }],
  ])('%s is a different search', (_, params) => {
    const history = addSearch(
      addSearch([], { search_params: query('IST'), ticket: ticket('a') }, at(0)),
      { search_params: params, ticket: ticket('b') },
      at(1),
    );
    expect(history).toHaveLength(2);
  });

  test.each([
    ['no parameters', { ticket: ticket('a') }],
    ['no ticket', { search_params: query('IST') }],
    ['nulls', { search_params: null, ticket: null }],
  ])('saving with %s fails with the spec text', (_, search) => {
    expect(() => addSearch([], search, at(0))).toThrow(SAVE_SEARCH_NEEDS);
    expect(SAVE_SEARCH_NEEDS).toBe('Saving a search needs search params and the cheapest ticket');
  });

  test('an id given by the caller is kept', () => {
    expect(addSearch([], { id: 'server-1', search_params: query('IST'), ticket: ticket('a') }, at(0))[0]!.id).toBe('server-1');
  });
});

describe('reading the stored history', () => {
  const good = addSearch([], { search_params: query('IST'), ticket: ticket('a') }, at(0))[0]!;

  test.each([
    ['nothing', null, 0],
    ['not a list', { searches: [] }, 0],
    ['a good entry', [good], 1],
    ['broken entries dropped', [good, null, 'x', { ...good, id: 1 }, { ...good, search_params: { origin: 'moscow' } }, { ...good, ticket: {} }], 1],
    ['duplicates dropped', [good, { ...good, id: 'other' }], 1],
    ['more than 5 cut', Array.from({ length: 7 }, (_, i) => ({ ...good, search_params: query('IST', `2026-05-1${i}`) })), 5],
  ])('%s → %d entries', async (_, stored, count) => {
    expect(await parseHistory(stored)).toHaveLength(count);
  });
});
