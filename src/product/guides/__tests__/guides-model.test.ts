import { allSettled, fork } from 'effector';
import { expect, test, vi } from 'vitest';
import { $language, $market } from '../../../platform/market';
import { fetchFx } from '../../../platform/request';
import { $location, routesOpened } from '../../../platform/router';
import '../model/pages';
import { guidesRoute, walkRoute } from '../routes';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The guides' host as a fake fetch that records its calls; every answer is a 404 (the calls are what is checked). */
function host() {
  const calls: string[] = [];
  const answer = vi.fn(async (request: Request) => {
    const { pathname, search } = new URL(request.url);
    calls.push(`${pathname}${search}`);
    return json({ statusCode: 404, error: 'Not Found', message: 'x' }, 404);
  });
  return { answer, calls: (part: string) => calls.filter((call) => call.includes(part)) };
}

test('each guides answer is asked for once: on opening, on another city, not on leaving', async () => {
  const fake = host();
  const scope = fork({
    values: [
      [$market, 'ru'],
      [$language, 'ru'],
      [$location, { pathname: '/guides', search: '?city=LED' }],
    ],
    handlers: [[fetchFx, fake.answer]],
  });
  await allSettled(routesOpened, { scope, params: [{ route: guidesRoute, params: {} }] });
  expect(fake.calls('/v1/guides/LED')).toHaveLength(1);
  expect(fake.calls('/v1/guides?')).toHaveLength(1);
  expect(fake.calls('/v1/fly-there')).toHaveLength(1);

  // Another city on the same route: its guide, once.
  await allSettled($location, { scope, params: { pathname: '/guides', search: '?city=TBS' } });
  expect(fake.calls('/v1/guides/TBS')).toHaveLength(1);
  // A category of the same city asks nothing again.
  await allSettled($location, { scope, params: { pathname: '/guides', search: '?city=TBS&category=museum' } });
  expect(fake.calls('/v1/guides/TBS')).toHaveLength(1);

  // Leaving for a walk: the address changes before the guides close, and asks them nothing.
  const before = fake.calls('/v1/guides').length;
  await allSettled($location, { scope, params: { pathname: '/walks/LED/palace-embankment', search: '' } });
  await allSettled(routesOpened, { scope, params: [{ route: walkRoute, params: { iata: 'LED', slug: 'palace-embankment' } }] });
  expect(fake.calls('/v1/guides').length).toBe(before);
  expect(fake.calls('/v1/walks/LED/palace-embankment')).toHaveLength(1);
});
