import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EmailInfo, UserResponse } from '../../../../contracts/user';
import { settingKeys, type UserSettings } from '../../../../contracts/user-settings';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { userApi } from '..';
import { userSocials } from '../schema';
import { admin, bearer, finishResult, outbox, passenger, phoneLogin, searchParams, socialLogin, ticket } from './helpers';

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

const everySetting: Required<UserSettings> = {
  origin: 'MOW',
  use_price_per_passenger: true,
  use_price_per_night: false,
  market: 'kz',
  citizenship: 'KZ',
  currency: 'kzt',
  payment_options: { ru_card: true, ww_card: false },
  name: 'Айгерим',
  // E-mail alerts need an active e-mail (alert-channels.api.test.ts): this account has none.
  notification_channels: { price_alert: { mob_push: true, web_push: false, email: false } },
  notification_language: 'kk',
  priority_support_channel: 'telegram',
  autosave_documents: true,
  passengers: { adults: 2, children: 1, infants: 0 },
  contact_info: { email: 'a@example.com', phone: '+77011234567' },
  prevent_geoip: true,
  geoip: 'ALA',
  know_english: false,
  pageview_promos: true,
  pageview_partners: false,
  user_marker: '123456.direct',
  searchHistory: [{ id: 's1', ticket: ticket(), search_params: searchParams(), created_at: '2026-11-01T10:00:00.000Z' }],
};

describe('user and settings', () => {
  test('GET /api/v2/user answers every part, not cached', async () => {
    const { headers, phone } = await newUser();
    const response = await call('GET', '/api/v2/user', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(UserResponse.parse(response.json())).toMatchObject({
      user_info: { phone, last_login_method: 'phone', email_info: { active_email: null, candidate_email: null, activation_status: 'not_active' } },
      premium: { status: 'not_active', expires_at: null },
      settings: {},
      socials: {},
      properties: { orders: { order_counters: { total: 0, active: 0 } } },
    });
  });

  test('every §3 setting key round-trips through POST and GET /api/v2/user/settings', async () => {
    expect(Object.keys(everySetting).sort()).toEqual([...settingKeys].sort());
    const { headers } = await newUser();
    const saved = await call('POST', '/api/v2/user/settings', headers, { settings: everySetting });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ user: { settings: everySetting, email: null } });
    const read = await call('GET', '/api/v2/user/settings', headers);
    expect(read.json()).toMatchObject({ user: { email: null, settings: everySetting } });
    expect(read.json().user.id).toMatch(/^[0-9a-f-]{36}$/);
    // POST replaces: keys left out are gone.
    await call('POST', '/api/v2/user/settings', headers, { settings: { currency: 'eur' } });
    expect((await call('GET', '/api/v2/user/settings', headers)).json().user.settings).toEqual({ currency: 'eur' });
  });

  test('PATCH /api/user/settings merges keys; unknown keys and bad values answer 400 in the spec wording', async () => {
    const { headers } = await newUser();
    await call('POST', '/api/v2/user/settings', headers, { settings: { currency: 'rub', market: 'ru' } });
    const patched = await call('PATCH', '/api/user/settings', headers, { currency: 'usd', prevent_geoip: true });
    expect(patched.json()).toEqual({ settings: { currency: 'usd', market: 'ru', prevent_geoip: true } });
    expect((await call('GET', '/api/v2/user', headers)).json().settings).toEqual({ currency: 'usd', market: 'ru', prevent_geoip: true });

    const unknown = await call('PATCH', '/api/user/settings', headers, { currency: 'usd', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown property colour');
    const unknownInPost = await call('POST', '/api/v2/user/settings', headers, { settings: { __proto__x: 1 } });
    expect(unknownInPost.json().message).toBe('settings: Unknown property __proto__x');
    const badCurrency = await call('PATCH', '/api/user/settings', headers, { currency: 'xyz' });
    expect(badCurrency.json()).toMatchObject({ statusCode: 400, message: 'currency: Unknown currency' });
    expect((await call('GET', '/api/v2/user', headers)).json().settings.currency).toBe('usd');
  });
});

test('text the database cannot keep (NUL, a lone surrogate) is a 400 naming the field, not a 500', async () => {
  const { headers } = await newUser();
  const nul = await call('PATCH', '/api/user/settings', headers, { name: 'Ivan\u0000' });
  expect(nul.statusCode).toBe(400);
  expect(nul.json().message).toBe('name: text must be well-formed and without NUL');
  const surrogate = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/settings',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: '{"geoip":"\\ud800"}',
  });
  expect(surrogate.statusCode).toBe(400);
  expect(surrogate.json().message).toBe('geoip: text must be well-formed and without NUL');
  const inQuery = await t.app.inject({ method: 'GET', url: '/auth/v2/test/callback?state=%00' });
  expect(inQuery.statusCode).toBe(400);
  expect((await call('GET', '/api/v2/user', headers)).json().settings).toEqual({});
});

describe('e-mail activation', () => {
  test('active_email sends a link through the outbox; the candidate is pending until the link activates it', async () => {
    const { headers } = await newUser();
    const sent = await call('POST', '/api/v2/user/active_email?uid=anon-1', headers, { email: 'Traveller.One@Example.com', marketing_accepted: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(EmailInfo.parse(sent.json())).toEqual({ active_email: null, candidate_email: 'traveller.one@example.com', activation_status: 'pending' });
    const [mail] = await outbox(t, 'traveller.one@example.com');
    // The regional brand's visit is Russian.
    expect(mail).toMatchObject({ channel: 'email', subject: 'Подтвердите почту' });
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/api/v2/user/active_email/activate');

    const landed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe('/my?email=activated');
    expect((await call('GET', '/api/v2/user', headers)).json().user_info.email_info).toEqual({
      active_email: 'traveller.one@example.com',
      candidate_email: null,
      activation_status: 'active',
    });
    // The link works once.
    expect((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).headers.location).toBe('/my?email=invalid');
    // Given on the international brand's site, the link opens there.
    await call('POST', '/api/v2/user/active_email', { ...headers, host: 'wa.localhost' }, { email: 'traveller.two@example.com' });
    const [international] = await outbox(t, 'traveller.two@example.com');
    expect(international!.body).toContain('http://wa.localhost:3000/api/v2/user/active_email/activate?token=');
    // Asking again for the active e-mail changes nothing and sends nothing.
    const again = await call('POST', '/api/v2/user/active_email', headers, { email: 'traveller.one@example.com' });
    expect(again.json()).toMatchObject({ activation_status: 'active' });
    expect(await outbox(t, 'traveller.one@example.com')).toHaveLength(1);
  });

  test("the link's e-mail is in the visit's language: its cookie where the market has it, else the brand's", async () => {
    const { headers } = await newUser();
    const international = { ...headers, host: 'wa.localhost' };
    await call(
      'POST',
      '/api/v2/user/active_email',
      { ...international, cookie: 'language=es-ES' },
      { email: 'viajera@example.com', marketing_accepted: false },
    );
    const [mail] = await outbox(t, 'viajera@example.com');
    expect(mail).toMatchObject({ subject: 'Confirma tu correo' });
    expect(mail!.body).toMatch(/^Abre este enlace en las próximas 24 horas/);
    await call('POST', '/api/v2/user/active_email', international, { email: 'traveller@example.com', marketing_accepted: false });
    expect((await outbox(t, 'traveller@example.com'))[0]).toMatchObject({ subject: 'Confirm your e-mail' });
    // The Russian market's pages are Russian only: a Spanish cookie there changes nothing.
    await call('POST', '/api/v2/user/active_email', { ...headers, cookie: 'language=es-ES' }, { email: 'viajero@example.com', marketing_accepted: false });
    expect((await outbox(t, 'viajero@example.com'))[0]).toMatchObject({ subject: 'Подтвердите почту' });
  });

  test('403 when another account has the e-mail active; in_use when another activated it first', async () => {
    const owner = await newUser();
    expect((await activate(owner.headers, 'taken@example.com')).headers.location).toBe('/my?email=activated');
    const other = await newUser();
    const refused = await call('POST', '/api/v2/user/active_email', other.headers, { email: 'TAKEN@example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Email is already in use', code: 'email_in_use' });

    const first = await newUser();
    const second = await newUser();
    await call('POST', '/api/v2/user/active_email', second.headers, { email: 'race@example.com' });
    const [secondMail] = await outbox(t, 'race@example.com');
    expect((await activate(first.headers, 'race@example.com')).headers.location).toBe('/my?email=activated');
    const late = new URL(secondMail!.body.match(/https?:\/\/\S+/)![0]);
    expect((await t.app.inject({ method: 'GET', url: late.pathname + late.search })).headers.location).toBe('/my?email=in_use');
  });

  test('an activation link expires after 24 hours', async () => {
    const { headers } = await newUser('/clocked');
    await call('POST', '/clocked/api/v2/user/active_email', headers, { email: 'late@example.com' });
    const [mail] = await outbox(t, 'late@example.com');
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
    clock += 24 * 60 * 60 * 1000 + 1;
    expect((await t.app.inject({ method: 'GET', url: `/clocked${link.pathname}${link.search}` })).headers.location).toBe('/my?email=expired');
  });

  test('a malformed e-mail is 400 in the contract wording', async () => {
    const { headers } = await newUser();
    const response = await call('POST', '/api/v2/user/active_email', headers, { email: 'not-an-email' });
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'Email is invalid' });
  });
});

describe('DELETE /api/user', () => {
  test("removes the user's rows from every table, and the JWT stops working", async () => {
    const { headers, phone } = await newUser();
    await activate(headers, 'gone@example.com');
    await call('POST', '/api/v2/user/settings', headers, { settings: { currency: 'eur' } });
    await call('PUT', '/api/v1/web/aviasales/user/passengers/actualize.json', headers, { passengers: [passenger()] });
    await call('POST', '/api/v2/user/searches/', headers, { search: { id: 'a', ticket: ticket(), search_params: searchParams() } });
    await call('POST', '/api/v2/marketing/subscriptions', headers, { market: 'ru', language: 'ru' });
    const id = (await call('GET', '/api/v2/user', headers)).json().user_info.id as string;
    // A second login of the same person: sessions of every device go.
    const social = finishResult((await socialLogin(t, { email: 'gone.social@example.com' })).body)!;
    // Counted on the private page that shows a person's rows per table.
    const rowsOf = async () => {
      const page = await t.app.inject({ method: 'GET', url: `/api/v2/user-rows?format=json&user=${id}&phone=${phone}&email=gone@example.com`, headers: admin });
      expect(page.statusCode, page.body).toBe(200);
      return (page.json() as { rows: Record<string, number> }).rows;
    };
    const before = await rowsOf();
    expect(Object.keys(before).sort()).toEqual([
      'auth_handoffs',
      'marketing_subscriptions',
      'outbox_messages',
      'phone_auth_sessions',
      'user_passengers',
      'user_searches',
      'user_sessions',
      'user_socials',
      'users',
    ]);
    // Everything but the social tables, which this phone account never used.
    expect(
      Object.entries(before)
        .filter(([, count]) => count === 0)
        .map(([table]) => table),
    ).toEqual(['user_socials', 'auth_handoffs']);

    const deleted = await call('DELETE', '/api/user', headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect(Object.values(await rowsOf()).every((count) => count === 0)).toBe(true);
    expect((await call('GET', '/api/v2/user', headers)).statusCode).toBe(401);
    // Another account is untouched.
    if (!social.message.ok) throw new Error('social login failed');
    expect((await call('GET', '/api/v2/user', bearer(social.message.jwt))).statusCode).toBe(200);
    expect((await t.app.database.db.select().from(userSocials).where(eq(userSocials.email, 'gone.social@example.com'))).length).toBe(1);
  });
});
