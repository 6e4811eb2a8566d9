import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import type { SearchQuery } from '../../../contracts/search';
import type { SavedSearch } from '../../../contracts/user-searches';
import { $translator, createTranslator, I18nProvider } from '../../../platform/i18n';
import { allMessages } from '../../../platform/i18n/__tests__/all-messages';
import { lookupPlacesFx, type PlaceChoice } from '../../../platform/places';
import { tripStops } from '../../search';
import { searchPlaceCodes } from '../../search';
import { $searchPlaceNames, searchNamesWanted } from '../model/saved-searches';
import { SavedSearches } from '../ui/saved-searches';

const passengers = { adults: 1, children: 0, infants: 0 };
const multiCity: SearchQuery = {
  origin: 'MOW',
  destination: 'IST',
  departDate: '2027-03-10',
  nextLegs: [
    { origin: 'IST', destination: 'LED', date: '2027-03-15' },
    { origin: 'LED', destination: 'MOW', date: '2027-03-20' },
  ],
  passengers,
  tripClass: 'Y',
};
const saved = (id: string, search_params: SearchQuery): SavedSearch => ({
  id,
  search_params,
  created_at: '2026-11-20T10:00:00.000Z',
  ticket: {
    id: `${id}-ticket`,
    segments: [
      {
        flights: [
          { carrier: 'TK', number: '414', origin: 'VKO', destination: 'IST', departure: '2027-03-10T08:00', arrival: '2027-03-10T11:50', duration: 230 },
        ],
        duration: 230,
      },
    ],
    offers: [{ agency_id: 'a', agency_name: 'A', price: 30_000, baggage: true }],
  },
});
const city = (code: string, name: string): PlaceChoice => ({ code, name, type: 'city' });
const names = { MOW: city('MOW', 'Moscow'), IST: city('IST', 'Istanbul'), LED: city('LED', 'Saint Petersburg') };

describe('the account’s saved searches', () => {
  test('a multi-city trip goes through every leg’s places; a gap between legs and a return trip read as travelled', () => {
    expect(tripStops(multiCity)).toEqual([['MOW', 'IST', 'LED', 'MOW']]);
    expect(tripStops({ ...multiCity, nextLegs: [{ origin: 'LED', destination: 'MOW', date: '2027-03-20' }] })).toEqual([
      ['MOW', 'IST'],
      ['LED', 'MOW'],
    ]);
    expect(tripStops({ ...multiCity, nextLegs: undefined, returnDate: '2027-03-20' })).toEqual([['MOW', 'IST']]);
  });

  test('the names of every leg’s places are looked up once', async () => {
    const lookup = vi.fn(async ({ codes }: { codes: string[] }) => Object.fromEntries(codes.map((code) => [code, names[code as keyof typeof names]])));
    const scope = fork({ handlers: [[lookupPlacesFx, lookup]] });
    const searches = [saved('s1', multiCity)];
    expect(searchPlaceCodes(searches)).toEqual(['MOW', 'IST', 'LED']);
    await allSettled(searchNamesWanted, { scope, params: searches });
    await allSettled(searchNamesWanted, { scope, params: searches });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(scope.getState($searchPlaceNames)).toEqual(names);
  });

  test('each entry names every leg and opens the whole multi-city search', async () => {
    const translator = createTranslator({ brand: 'WA', market: 'us', language: 'en', messages: await allMessages('en') });
    const scope = fork({
      values: [
        [$translator, translator],
        [$searchPlaceNames, names],
      ],
    });
    const html = renderToString(
      <Provider value={scope}>
        <I18nProvider>
          <SavedSearches searches={[saved('s1', multiCity), saved('s2', { ...multiCity, nextLegs: undefined, returnDate: '2027-03-20' })]} />
        </I18nProvider>
      </Provider>,
    );
    expect(html).toContain('Moscow → Istanbul → Saint Petersburg → Moscow');
    expect(html).toContain('MOW → IST → LED → MOW');
    expect(html).toContain('href="/search/MOW1003IST-IST1503LED-LED2003MOW1"');
    // A return trip: its way out, both dates, and its own address.
    expect(html).toContain('Moscow → Istanbul<');
    expect(html).toContain('href="/search/MOW1003IST20031"');
  });
});
