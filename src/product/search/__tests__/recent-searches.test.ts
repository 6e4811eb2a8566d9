import { allSettled, fork } from 'effector';
import { expect, test } from 'vitest';
import type { Place, Ticket } from '../../../contracts';
import { fetchFx } from '../../../platform/request';
import { $jwt } from '../../../platform/session';
import { $destination, $origin, $passengers } from '../model/form';
import { $recentSearches, recentChosen, recentWanted } from '../model/recent';

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
const saved = {
  id: 's1',
  ticket,
  created_at: '2099-01-01T00:00:00.000Z',
  search_params: { origin: 'MOW', destination: 'IST', departDate: '2099-12-10', passengers: { adults: 2, children: 0, infants: 0 }, tripClass: 'Y' },
};
const place = (code: string, name: string): Place => ({
  type: 'city',
  code,
  name,
  country_code: 'TR',
  country_name: 'Турция',
  city_code: code,
  city_name: name,
  coordinates: { lat: 0, lon: 0 },
  weight: 1,
});
const names: Record<string, string> = { MOW: 'Москва', IST: 'Стамбул' };

async function server(request: Request) {
  const url = new URL(request.url, 'http://test');
  if (url.pathname === '/api/v2/user/searches/') return new Response(JSON.stringify({ searches: [saved] }), { status: 200 });
  if (url.pathname === '/api/suggest/places2') {
    const code = url.searchParams.get('term')!;
    return new Response(JSON.stringify(Object.hasOwn(names, code) ? [place(code, names[code]!)] : []), { status: 200 });
  }
  return new Response('{}', { status: 404 });
}

test('with a session, an empty field offers the account’s searches by name', async () => {
  const scope = fork({ values: [[$jwt, 'token']], handlers: [[fetchFx, server]] });
  await allSettled(recentWanted, { scope });
  const [recent] = scope.getState($recentSearches);
  expect(recent).toMatchObject({ id: 's1', origin: { code: 'MOW', name: 'Москва' }, destination: { code: 'IST', name: 'Стамбул' } });
});

test('a recent search chosen fills the form with its places and travellers', async () => {
  const scope = fork({ values: [[$jwt, 'token']], handlers: [[fetchFx, server]] });
  await allSettled(recentWanted, { scope });
  await allSettled(recentChosen, { scope, params: scope.getState($recentSearches)[0]! });
  expect(scope.getState($origin)?.name).toBe('Москва');
  expect(scope.getState($destination)?.name).toBe('Стамбул');
  expect(scope.getState($passengers).adults).toBe(2);
});

test('without a session nothing is asked of the account', async () => {
  const asked: string[] = [];
  const scope = fork({ handlers: [[fetchFx, async (request: Request) => (asked.push(new URL(request.url, 'http://test').pathname), server(request))]] });
  await allSettled(recentWanted, { scope });
  expect(asked).not.toContain('/api/v2/user/searches/');
});
