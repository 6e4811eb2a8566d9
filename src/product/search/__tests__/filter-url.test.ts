import { describe, expect, test } from 'vitest';
import { readResultsView, viewKey, writeResultsView, type ResultsView } from '../model/filter-url';
import { noFilters, withLeg } from '../model/filters';

const everything: ResultsView = {
  sort: 'cheapest',
  filters: withLeg(
    withLeg(
      {
        stops: [0, 1],
        price: { min: 0, max: 30_000 },
        duration: { min: 0, max: 900 },
        layover: { min: 60, max: 240 },
        airlines: ['SU', 'TK'],
        alliances: ['star', 'skyteam'],
        bags: 1,
        agencies: ['skybasket', 'nord-travel'],
        legs: [],
      },
      0,
      { depart: { min: 360, max: 720 }, from: ['SVO', 'VKO'] },
    ),
    1,
    { arrive: { min: 1080, max: 1440 }, to: ['DME'] },
  ),
};

describe('results view in the address', () => {
  test('written compactly, in a steady order', () => {
    expect(writeResultsView('', everything)).toBe(
      '?sort=cheapest&stops=0,1&price=-30000&duration=-900&layover=60-240&airlines=SU,TK&alliances=star,skyteam&baggage=1' +
        '&agencies=skybasket,nord-travel&dep1=0600-1200&from1=SVO,VKO&arr2=1800-2400&to2=DME',
    );
  });

  test('read back as it was written', () => {
    expect(readResultsView(writeResultsView('', everything))).toEqual(everything);
    const open = { sort: 'arrival' as const, filters: { ...noFilters, price: { min: 5_000, max: Infinity } } };
    expect(writeResultsView('', open)).toBe('?sort=arrival&price=5000-');
    expect(readResultsView(writeResultsView('', open))).toEqual(open);
  });

  test('no sort and no filters: no parameters', () => {
    expect(writeResultsView('', { sort: 'best', filters: noFilters })).toBe('');
    expect(readResultsView('')).toEqual({ sort: 'best', filters: noFilters });
  });

  test("other parameters stay; the previous view's go", () => {
    const view = { sort: 'best' as const, filters: { ...noFilters, stops: [0] } };
    expect(writeResultsView('?marker=direct&stops=1,2&sort=fastest&dep3=0000-0600', view)).toBe('?marker=direct&stops=0');
    expect(writeResultsView('?marker=direct&stops=1', { sort: 'best', filters: noFilters })).toBe('?marker=direct');
  });

  test('a parameter that does not read is ignored; the others apply', () => {
    const view = readResultsView(
      '?sort=weird&stops=x,1,7,1&price=abc&duration=900-60&layover=1-2-3&airlines=su,TK,TOOLONG&alliances=star,foo' +
        '&baggage=yes&agencies=Bad Agency,tripway&dep1=2500-0100&arr1=0060-&from1=SVO,svo,MOSCOW&to7=IST&dep2=%ZZ',
    );
    expect(view).toEqual({
      sort: 'best',
      filters: {
        ...noFilters,
        stops: [1],
        airlines: ['TK'],
        alliances: ['star'],
        agencies: ['tripway'],
        legs: [{ depart: null, arrive: null, from: ['SVO'], to: [] }],
      },
    });
  });

  test('the bags: one or two per passenger; none, the default, is not written', () => {
    expect(readResultsView('?baggage=2').filters.bags).toBe(2);
    expect(writeResultsView('', { sort: 'best', filters: { ...noFilters, bags: 2 } })).toBe('?baggage=2');
    for (const odd of ['0', '3', '-1', '1.5']) expect(readResultsView(`?baggage=${odd}`).filters.bags).toBe(0);
  });

  test('commas written encoded read the same', () => {
    expect(readResultsView('?airlines=SU%2CTK&stops=0').filters).toMatchObject({ airlines: ['SU', 'TK'], stops: [0] });
  });

  test('equal views have equal keys', () => {
    expect(viewKey(readResultsView('?stops=1,0&sort=best'))).toBe(viewKey({ sort: 'best', filters: { ...noFilters, stops: [0, 1] } }));
    expect(viewKey(everything)).not.toBe(viewKey({ ...everything, sort: 'best' }));
  });
});
