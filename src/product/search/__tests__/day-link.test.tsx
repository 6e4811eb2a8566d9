import { fork, type StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { $location } from '../../../platform/router';
import { parseSearchParams } from '../model/search-url';
import { $filters, $sort } from '../model/view';
import { noFilters } from '../model/filters';
import { DayLink } from '../ui/prices/day-link';

const query = parseSearchParams('MOW1012IST15121', '2099-01-01')!;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a pair of any store and its value, as fork takes them
const href = ({ values }: { values: [StoreWritable<any>, unknown][] }) => {
  const html = renderToString(
    <Provider value={fork({ values })}>
      <DayLink query={query} departDate="2099-12-11" returnDate="2099-12-16" tabStop>
        11
      </DayLink>
    </Provider>,
  );
  return /href="([^"]*)"/.exec(html)![1]!.replaceAll('&amp;', '&');
};

describe('a price calendar day', () => {
  test('opens the trip on its dates, with no query when the results are neither sorted nor filtered', () => {
    expect(href({ values: [[$location, { pathname: '/search/MOW1012IST15121', search: '', hash: '' }]] })).toBe('/search/MOW1112IST16121');
  });

  test("keeps the sort, the filters and the address's other parameters", () => {
    const link = href({
      values: [
        [$location, { pathname: '/search/MOW1012IST15121', search: '?marker=abc&sort=fastest', hash: '' }],
        [$sort, 'cheapest'],
        [$filters, { ...noFilters, stops: [0], airlines: ['TK'] }],
      ],
    });
    const [path, search] = link.split('?');
    expect(path).toBe('/search/MOW1112IST16121');
    const params = new URLSearchParams(search);
    expect(params.get('sort')).toBe('cheapest');
    expect(params.get('stops')).toBe('0');
    expect(params.get('airlines')).toBe('TK');
    expect(params.get('marker')).toBe('abc');
  });
});
