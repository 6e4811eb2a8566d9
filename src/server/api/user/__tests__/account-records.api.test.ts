import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DataReport } from '../../../../contracts/data-report';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { userApi } from '..';
import { bearer, outbox, passenger, phoneLogin, searchParams, ticket } from './helpers';

// What the account keeps for the traveller: the data report, documents, searches and the newsletter.

let clock = Date.parse('2026-11-20T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ globalRateLimit: 10_000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) });
  await t.app.register(userApi, { prefix: '/clocked', now: () => clock });
});
afterAll(() => t.close());

let phoneCounter = 0;
/** A fresh account logged in by phone. */
const newUser = async (prefix = '') => {
  phoneCounter += 1;
  const phone = `7926${String(phoneCounter).padStart(7, '0')}`;
  const { jwt } = await phoneLogin(t, phone, prefix);
  return { jwt, phone, headers: bearer(jwt) };
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

/** Activates `email` for the user through the link the outbox got. */
async function activate(headers: Record<string, string>, email: string, prefix = '') {
  const response = await call('POST', `${prefix}/api/v2/user/active_email?uid=anon-1`, headers, { email, marketing_accepted: false });
  expect(response.statusCode, response.body).toBe(200);
  const [mail] = await outbox(t, email.toLowerCase(), prefix);
  const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
  return t.app.inject({ method: 'GET', url: `${prefix}${link.pathname}${link.search}` });
}

describe('data report', () => {
  test('needs an active e-mail (422 User has not active email), goes to it, and is locked for 2 hours (409)', async () => {
    const { headers } = await newUser('/clocked');
    const none = await call('POST', '/clocked/api/user/request-data', headers, { email: 'report@example.com' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ message: 'User has not active email', code: 'no_active_email' });

    await activate(headers, 'report@example.com', '/clocked');
    await call('PUT', '/clocked/api/v1/web/aviasales/user/passengers/actualize.json', headers, { passengers: [passenger()] });
    const wrong = await call('POST', '/clocked/api/user/request-data', headers, { email: 'other@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('email: Email is not the active email');

    const requested = await call('POST', '/clocked/api/user/request-data', headers, { email: 'Report@Example.com' });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toEqual({
      status: 'requested',
      requested_at: new Date(clock).toISOString(),
      locked_until: new Date(clock + 2 * 3600_000).toISOString(),
    });
    // What the report holds and how it reads: data-report.api.test.ts.
    const [report] = await outbox(t, 'report@example.com', '/clocked');
    const attached = DataReport.parse(JSON.parse(report!.attachments![0]!.content));
    expect(attached).toMatchObject({ account: { email_info: { active_email: 'report@example.com' } }, documents: [{ last_name: 'Petrov' }] });

    clock += 2 * 3600_000 - 1000;
    const locked = await call('POST', '/clocked/api/user/request-data', headers, { email: 'report@example.com' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ message: 'Data report already requested', code: 'already_requested' });
    clock += 1000;
    expect((await call('POST', '/clocked/api/user/request-data', headers, { email: 'report@example.com' })).statusCode).toBe(200);
  });

  test('paid-content says whether anything was bought', async () => {
    const { headers } = await newUser();
    expect((await call('GET', '/api/user/paid-content', headers)).json()).toEqual({ paid_content: { has_purchases: false } });
  });
});

describe('passengers and searches', () => {
  test('passengers: empty at first, actualize replaces the list, validation names the field', async () => {
    const { headers } = await newUser();
    const url = '/api/v1/web/aviasales/user/passengers.json';
    expect((await call('GET', url, headers)).json()).toEqual({ passengers: [] });
    const list = [passenger(), passenger({ first_name: 'Анна', last_name: 'Петрова', gender: 'female', document: { type: 'passport', number: '4510123456' } })];
    const saved = await call('PUT', '/api/v1/web/aviasales/user/passengers/actualize.json', headers, { passengers: list });
    expect(saved.json()).toEqual({ passengers: list });
    expect((await call('GET', url, headers)).json()).toEqual({ passengers: list });
    await call('PUT', '/api/v1/web/aviasales/user/passengers/actualize.json', headers, { passengers: [list[1]] });
    expect((await call('GET', url, headers)).json()).toEqual({ passengers: [list[1]] });

    const cases: [object, string][] = [
      [passenger({ first_name: 'Iv4n' }), 'passengers.0.first_name: May hold only letters, with a space, hyphen or apostrophe between parts of the name'],
      [passenger({ birth_date: '17.05.1990' }), 'passengers.0.birth_date: Not a real date: give it as YYYY-MM-DD'],
      [
        passenger({ document: { type: 'passport', number: '45 10' } }),
        'passengers.0.document.number: A Russian passport number is 10 digits: the series (4) and the number (6)',
      ],
      [passenger({ gender: 'x' as 'male' }), 'passengers.0.gender: Gender must be male or female'],
    ];
    for (const [bad, message] of cases) {
      const response = await call('PUT', '/api/v1/web/aviasales/user/passengers/actualize.json', headers, { passengers: [bad] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call('GET', url, headers)).json()).toEqual({ passengers: [list[1]] });
  });

  test('searches: saved newest first, the same id replaces, a search without params or ticket is refused', async () => {
    const { headers } = await newUser();
    const url = '/api/v2/user/searches/';
    expect((await call('GET', url, headers)).json()).toEqual({ searches: [] });
    const first = await call('POST', url, headers, {
      search: { id: 'MOW-IST', ticket: ticket('t1'), search_params: searchParams(), created_at: '2026-11-01T10:00:00.000Z' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().search).toMatchObject({ id: 'MOW-IST', created_at: '2026-11-01T10:00:00.000Z' });
    await call('POST', url, headers, {
      search: { id: 'MOW-LED', ticket: ticket('t2'), search_params: searchParams({ destination: 'LED' }), created_at: '2026-11-02T10:00:00.000Z' },
    });
    await call('POST', url, headers, {
      search: { id: 'MOW-IST', ticket: ticket('t3'), search_params: searchParams(), created_at: '2026-11-03T10:00:00.000Z' },
    });
    const listed = (await call('GET', url, headers)).json().searches as { id: string; ticket: { id: string } }[];
    expect(listed.map((search) => [search.id, search.ticket.id])).toEqual([
      ['MOW-IST', 't3'],
      ['MOW-LED', 't2'],
    ]);
    const missing = await call('POST', url, headers, { search: { id: 'x', search_params: searchParams() } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('search: Saving a search needs search params and the cheapest ticket');
    expect((await call('POST', url, headers, {})).json().message).toBe('search: Saving a search needs search params and the cheapest ticket');
  });

  test('the server keeps the newest 50 searches', async () => {
    const { headers } = await newUser();
    for (let i = 0; i < 52; i++) {
      const day = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      await call('POST', '/api/v2/user/searches/', headers, { search: { id: `s${i}`, ticket: ticket(), search_params: searchParams(), created_at: day } });
    }
    const listed = (await call('GET', '/api/v2/user/searches/', headers)).json().searches as { id: string }[];
    expect(listed).toHaveLength(50);
    expect(listed[0]!.id).toBe('s51');
    expect(listed.at(-1)!.id).toBe('s2');
  });
});

describe('marketing subscriptions', () => {
  test('null before a choice; pending until the e-mail is active, active with it, not_active when left; 422 with no e-mail at all', async () => {
    const { headers } = await newUser();
    const url = '/api/v2/marketing/subscriptions';
    expect((await call('GET', url, headers)).json()).toEqual({ subscription: null });
    const none = await call('POST', url, headers, { market: 'ru', language: 'ru' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ message: 'User has not active email' });
    const pending = await call('POST', url, headers, { market: 'ru', language: 'ru', email: 'news@example.com', topics: ['deals', 'news'] });
    expect(pending.json()).toEqual({ market: 'ru', language: 'ru', email: 'news@example.com', topics: ['deals', 'news'], status: 'pending' });
    await activate(headers, 'news@example.com');
    // The same choice reads active once its e-mail is.
    expect((await call('GET', url, headers)).json()).toEqual({
      subscription: { market: 'ru', language: 'ru', email: 'news@example.com', topics: ['deals', 'news'], status: 'active' },
    });
    expect((await call('POST', url, headers, { market: 'kz', language: 'kk' })).json()).toMatchObject({
      email: 'news@example.com',
      status: 'active',
      topics: ['deals'],
    });
    expect((await call('POST', url, headers, { market: 'kz', language: 'kk', subscribed: false })).json()).toMatchObject({ status: 'not_active' });
    expect((await call('GET', url, headers)).json()).toMatchObject({ subscription: { status: 'not_active', market: 'kz' } });
    expect((await call('POST', url, headers, { market: 'kz', language: 'xx' })).json()).toMatchObject({
      statusCode: 400,
      message: 'language: Unknown language',
    });
  });
});
