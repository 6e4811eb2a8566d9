import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import type { Place, SearchQuery, Ticket } from '../../../contracts';
import { $translator, createTranslator, I18nProvider } from '../../../platform/i18n';
import { allMessages } from '../../../platform/i18n/__tests__/all-messages';
import { fetchFx } from '../../../platform/request';
import { $jwt } from '../../../platform/session';
import { $departDate, $destination, $legs, $origin, $trip } from '../model/form';
import { $recentSearches, recentChosen, recentFill, recentWanted } from '../model/recent';
import { PlaceOption } from '../ui/place-option';

const ticket: Ticket = {
  id: 't',
  segments: [
    {
      flights: [{ carrier: 'TK', number: '414', origin: 'VKO', destination: 'IST', departure: '2099-12-10T08:00', arrival: '2099-12-10T11:50', duration: 230 }],
      duration: 230,
    },
  ],
  offers: [{ agency_id: 'a', agency_name: 'a', price: 12_000, baggage: true }],
};
const multiCity: SearchQuery = {
  origin: 'MOW',
  destination: 'IST',
  departDate: '2099-12-10',
  nextLegs: [{ origin: 'IST', destination: 'LED', date: '2099-12-15' }],
  passengers: { adults: 1, children: 0, infants: 0 },
  tripClass: 'Y',
};
const names: Record<string, string> = { MOW: 'Москва', IST: 'Стамбул', LED: 'Санкт-Петербург', AYT: 'Анталья' };
const place = (code: string): Place => ({
  type: 'city',
  code,
  name: names[code]!,
  country_code: 'RU',
  country_name: 'Россия',
  city_code: code,
  city_name: names[code]!,
  coordinates: { lat: 0, lon: 0 },
  weight: 1,
});

function server(searches: SearchQuery[]) {
  return async (request: Request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v2/user/searches/') {
      return new Response(
        JSON.stringify({
          searches: searches.map((search_params, index) => ({ id: `s${index}`, ticket, created_at: '2099-01-01T00:00:00.000Z', search_params })),
        }),
        { status: 200 },
      );
    }
    if (url.pathname === '/api/suggest/places2') {
      const code = url.searchParams.get('term')!;
      return new Response(JSON.stringify(Object.hasOwn(names, code) ? [place(code)] : []), { status: 200 });
    }
    return new Response('{}', { status: 404 });
  };
}

async function recentOf(searches: SearchQuery[]) {
  const scope = fork({ values: [[$jwt, 'token']], handlers: [[fetchFx, server(searches)]] });
  await allSettled(recentWanted, { scope });
  return { scope, recent: scope.getState($recentSearches) };
}

test('a recent multi-city search names every place of its route, not only the first leg’s', async () => {
  const { recent } = await recentOf([multiCity]);
  expect(recent[0]!.stops.map((run) => run.map((stop) => stop.name))).toEqual([['Москва', 'Стамбул', 'Санкт-Петербург']]);
  expect(recent[0]!.legs).toEqual([
    {
      origin: { code: 'IST', name: 'Стамбул', type: 'city', cityCode: 'IST', countryName: 'Россия' },
      destination: expect.objectContaining({ code: 'LED', name: 'Санкт-Петербург' }),
      date: '2099-12-15',
    },
  ]);
});

test('the list shows the whole route by name and by code, and every leg’s date', async () => {
  const gap: SearchQuery = { ...multiCity, nextLegs: [{ origin: 'LED', destination: 'AYT', date: '2099-12-15' }] };
  const { recent } = await recentOf([multiCity, gap]);
  const translator = createTranslator({ brand: 'AS', market: 'ru', language: 'ru', messages: await allMessages('ru') });
  const html = (index: number) =>
    renderToString(
      <Provider value={fork({ values: [[$translator, translator]] })}>
        <I18nProvider>
          <PlaceOption item={{ kind: 'history', recent: recent[index]! }} term="" />
        </I18nProvider>
      </Provider>,
    );
  expect(html(0)).toContain('Москва → Стамбул → Санкт-Петербург');
  expect(html(0)).toContain('MOW → IST → LED · ');
  expect(html(0)).toMatch(/10 дек.*, 15 дек/);
  // A leg that starts elsewhere than the one before it ended reads as two runs.
  expect(html(1)).toContain('Москва → Стамбул, Санкт-Петербург → Анталья');
});

test('choosing a recent multi-city search restores every leg in the form, by name', async () => {
  const { scope, recent } = await recentOf([multiCity]);
  await allSettled(recentChosen, { scope, params: recent[0]! });
  expect(scope.getState($trip)).toBe('multi');
  expect(scope.getState($origin)?.name).toBe('Москва');
  expect(scope.getState($destination)?.name).toBe('Стамбул');
  expect(scope.getState($departDate)).toBe('2099-12-10');
  expect(scope.getState($legs)).toEqual([
    {
      origin: expect.objectContaining({ code: 'IST', name: 'Стамбул' }),
      destination: expect.objectContaining({ code: 'LED', name: 'Санкт-Петербург' }),
      date: '2099-12-15',
    },
  ]);
});

test('a multi-city search back in the form keeps only the dates still ahead', async () => {
  const { recent } = await recentOf([multiCity]);
  const filled = recentFill(recent[0]!, '2099-12-12');
  expect(filled.query.departDate).toBe('');
  expect(filled.query.nextLegs).toEqual([{ origin: 'IST', destination: 'LED', date: '2099-12-15' }]);
  expect(filled.legs.map((leg) => leg.date)).toEqual(['2099-12-15']);
  expect(recentFill(recent[0]!, '2099-12-16').legs.map((leg) => leg.date)).toEqual(['']);
});
