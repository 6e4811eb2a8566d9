import { afterAll, beforeAll, expect, test } from 'vitest';
import { localToday } from '../../platform/calendar';
import { buildTestApp, type TestApp } from '../testing/test-app';

// The search form and the region picker as plain HTML forms (src/server/page-forms.ts).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const inDays = (days: number) => {
  const date = new Date(`${localToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const ddmm = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}`;
const search = (fields: Record<string, string>) => get(`/search?${new URLSearchParams(fields)}`);

test('a valid form goes to its results page, places given by code or by name', async () => {
  const depart = inDays(20);
  const back = inDays(27);
  const response = await search({
    origin: 'Москва',
    destination: 'ist',
    departDate: depart,
    returnDate: back,
    adults: '2',
    children: '1',
    infants: '0',
    tripClass: 'C',
    back: '/routes/MOW/IST',
  });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(`/search/MOW${ddmm(depart)}IST${ddmm(back)}c21`);
});

test('the results keep the market prefix of the page the form was on', async () => {
  const depart = inDays(10);
  const response = await search({ origin: 'LED', destination: 'AER', departDate: depart, back: '/kz/routes/LED/AER' });
  expect(response.headers.location).toBe(`/kz/search/LED${ddmm(depart)}AER1`);
});

test('a multi-city form goes to its legs’ results; its add button brings the form back with one more leg', async () => {
  const [first, second, third] = [inDays(20), inDays(25), inDays(30)];
  const fields = {
    trip: 'multi',
    origin: 'MOW',
    destination: 'IST',
    departDate: first,
    leg2Origin: 'IST',
    leg2Destination: 'LED',
    leg2Date: second,
    back: '/',
  };
  const searched = await search({ ...fields, leg3Origin: 'LED', leg3Destination: 'MOW', leg3Date: third });
  expect(searched.headers.location).toBe(`/search/MOW${ddmm(first)}IST-IST${ddmm(second)}LED-LED${ddmm(third)}MOW1`);
  const added = new URL((await search({ ...fields, addLeg: '1' })).headers.location as string, 'http://localhost');
  expect(added.pathname).toBe('/');
  expect(Object.fromEntries(added.searchParams)).toMatchObject({ trip: 'multi', leg2Destination: 'LED', leg3Origin: 'LED', legs: '2', formErrors: '' });
  const flexible = await search({ origin: 'MOW', destination: 'IST', departDate: first, trip: 'oneway', returnDate: second, flex: '3', back: '/' });
  expect(flexible.headers.location).toBe(`/search/MOW${ddmm(first)}IST1~3`);
});

test('a form with problems goes back to its page with what was typed and the problems', async () => {
  const response = await search({ origin: 'Qxqxqx', destination: 'IST', departDate: '2020-01-01', adults: '1', back: '/routes/MOW/IST' });
  expect(response.statusCode).toBe(303);
  const location = new URL(response.headers.location as string, 'http://localhost');
  expect(location.pathname).toBe('/routes/MOW/IST');
  expect(location.searchParams.get('origin')).toBe('Qxqxqx');
  expect(location.searchParams.get('destination')).toBe('IST');
  expect(location.searchParams.get('departDate')).toBe('2020-01-01');
  expect(location.searchParams.get('formErrors')).toBe('origin:origin,departDate:pastDate');
});

test('hostile input answers 4xx or a redirect to this site, never 5xx', async () => {
  const cases = [
    '/search?origin=a&origin=b',
    `/search?origin=${'x'.repeat(500)}`,
    '/search?back=//evil.example/x&origin=MOW&destination=IST&departDate=2030-01-01',
    '/search?back=https://evil.example/&origin=%00%FF',
    '/search?back=/\\evil.example&adults=99&infants=-1',
    '/search?departDate=9999-99-99&returnDate=<script>&tripClass=Z&adults=x',
    `/search?back=/routes/MOW/IST&formErrors=${encodeURIComponent('__proto__:x,origin:<b>')}`,
    '/settings?market=<x>&language=../../&currency=usd&back=//evil.example',
    `/settings?back=${'/a'.repeat(1500)}`,
  ];
  for (const url of cases) {
    const response = await get(url);
    expect(response.statusCode, url).toBeGreaterThanOrEqual(300);
    expect(response.statusCode, url).toBeLessThan(500);
    if (response.statusCode === 303) expect(response.headers.location, url).toMatch(/^\/(?!\/)/);
  }
});

// The page remembers a choice that comes in its query (cookies): the end-to-end test sees it.
test('the region picker goes back to the page with the choice in the query', async () => {
  const response = await get('/settings?market=ru&language=en&currency=usd&back=/faq');
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/faq?market=ru&language=en&currency=usd');
});

test('a market change on a page with a market prefix moves the prefix', async () => {
  const response = await get('/settings?market=kz&back=/ua/faq');
  expect(response.headers.location).toBe('/kz/faq?market=kz');
});

test('"anywhere" typed as the destination, in any UI language, opens the origin’s destinations', async () => {
  const fields = { departDate: inDays(20), back: '/routes/MOW/IST' };
  expect((await search({ ...fields, origin: 'Москва', destination: 'куда угодно' })).headers.location).toBe('/routes/MOW');
  expect((await search({ ...fields, origin: 'LED', destination: ' Anywhere ' })).headers.location).toBe('/routes/LED');
  expect((await search({ ...fields, origin: 'AER', destination: 'A cualquier lugar', back: '/kz/' })).headers.location).toBe('/kz/routes/AER');
  // Without an origin it is the origin's problem, with what was typed kept.
  const sentBack = new URL((await search({ ...fields, origin: '', destination: 'Куда угодно' })).headers.location!, 'http://localhost');
  expect(sentBack.searchParams.get('formErrors')).toBe('origin:origin');
  expect(sentBack.searchParams.get('destination')).toBe('Куда угодно');
  // A multi-city leg is a place, not "anywhere".
  const multi = await search({
    ...fields,
    trip: 'multi',
    origin: 'MOW',
    destination: 'Anywhere',
    leg2Origin: 'IST',
    leg2Destination: 'LED',
    leg2Date: inDays(25),
  });
  expect(new URL(multi.headers.location!, 'http://localhost').searchParams.get('formErrors')).toBe('destination:destination');
});
