import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DataReport, dataReportFile } from '../../../../contracts/data-report';
import { Payment } from '../../../../contracts/booking';
import { SearchResults, StartSearchResponse, type Ticket } from '../../../../contracts/search';
import { buildTestApp, testUserAuth, type TestApp } from '../../../testing/test-app';
import { cheapestTicket, futureQuery, testNow } from '../../../testing/fare-fixtures';
import { paymentBody } from '../../../testing/payment-body';
import { paymentsApi } from '../../orders';
import { searchApi } from '../../search';
import type { Db } from '../../../db/query';
import { admin, bearer, outbox, passenger, phoneLogin, ticket as savedTicket } from './helpers';

// The data report (issue 28, item 9): every kind of record the server keeps for a person is in it,
// in the language of the visit (or of the notification settings), readable, with the JSON attached.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { globalRateLimit: 10_000, searchRateLimit: 1000, userAuth: testUserAuth({ phoneAuthRateLimit: 1000, accountRateLimit: 1000 }) },
    { now: () => testNow },
  );
  // This app's clock stands still: searches whose agencies all answer at once, and payments over them.
  await t.app.register(searchApi, { prefix: '/instant/api/search', delayScale: 0 });
  await t.app.register(paymentsApi, { prefix: '/instant/api/payments', searchPrefix: '/instant/api/search' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, payload?: object, status = 200) => {
  const response = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response;
};

let phones = 0;
/** A fresh account logged in by phone, with `email` confirmed through the activation link. */
async function accountWithEmail(email: string): Promise<{ headers: Headers; userId: string }> {
  phones += 1;
  const headers = bearer((await phoneLogin(t, `7925${String(phones).padStart(7, '0')}`)).jwt);
  await call('POST', '/api/v2/user/active_email?uid=anon-1', headers, { email, marketing_accepted: true });
  const [mail] = await outbox(t, email);
  const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
  await call('GET', `${link.pathname}${link.search}`, {}, undefined, 303);
  const userId = (await call('GET', '/api/v2/user', headers)).json().user_info.id as string;
  return { headers, userId };
}

/** A paid order (and a declined payment beside it) through a search of the instant engine. */
async function buyTicket(headers: Headers): Promise<{ orderId: string }> {
  const start = await call('POST', '/instant/api/search/v1/searches', {}, futureQuery({ destination: 'AYT' }), 201);
  const searchId = StartSearchResponse.parse(start.json()).search_id;
  const results = SearchResults.parse((await call('GET', `/instant/api/search/v1/searches/${searchId}/results?since=0`, {})).json());
  const ticket = results.tickets.find((item) => item.offers.some((offer) => offer.agency_id === 'skybasket')) as Ticket;
  const paid = Payment.parse((await call('POST', '/instant/api/payments/v1/payments', headers, paymentBody(searchId, ticket), 201)).json());
  expect(paid.status).toBe('succeeded');
  const declined = paymentBody(searchId, ticket, { card: { number: '4000000000000002', expiry: '12/30', cvc: '123', holder: 'IVAN PETROV' } });
  expect(Payment.parse((await call('POST', '/instant/api/payments/v1/payments', headers, declined, 201)).json()).status).toBe('declined');
  return { orderId: paid.order_id! };
}

/** Every kind of record the account can have: settings, documents, a search, a price watch, an order and payments, the newsletter. */
async function keepEverything(headers: Headers): Promise<{ orderId: string }> {
  await call('PATCH', '/api/user/settings', headers, {
    currency: 'eur',
    notification_channels: { price_alert: { email: true, web_push: false, mob_push: false } },
  });
  await call('PUT', '/api/v1/web/aviasales/user/passengers/actualize.json', headers, { passengers: [passenger()] });
  await call('POST', '/api/v2/user/searches/', headers, { search: { id: 'search-1', search_params: futureQuery(), ticket: savedTicket() } });
  const watched = futureQuery({ destination: 'LED' });
  await call('POST', '/api/favorites/v1/subscriptions', headers, { search_params: watched, ticket: cheapestTicket(t, watched), channel: 'web_push' }, 201);
  await call('POST', '/api/v2/marketing/subscriptions', headers, { market: 'ru', language: 'ru', subscribed: true, topics: ['deals', 'news'] });
  await keepHotels(headers);
  return buyTicket(headers);
}

/** A saved hotel and a click from its page to a booking site while logged in. */
async function keepHotels(headers: Headers): Promise<void> {
  const stay = { check_in: '2026-03-20', check_out: '2026-03-22', adults: 2, children: [], rooms: 1 };
  await call('POST', '/api/favorites/v1/hotels', headers, { hotel_id: 'LED-3', ...stay }, 201);
  await call('POST', '/api/favorites/v1/places', headers, { iata: 'LED', place_id: 'hermitage' }, 201);
  const searchId = (await call('POST', '/api/hotels/v1/searches', {}, { hotel_id: 'LED-3', ...stay }, 201)).json().search_id as string;
  const page = await call('GET', `/api/hotels/v1/hotels/LED-3?check_in=2026-03-20&check_out=2026-03-22&search_id=${searchId}`, {});
  await call('POST', '/api/hotels/v1/clicks', headers, { search_id: searchId, rate_id: page.json().best_offer.rate_id, marker: 'direct' });
}

/** The latest message to `email`, and its attachment read with the contract. */
async function reportTo(email: string) {
  const [message] = await outbox(t, email);
  expect(message?.attachments).toHaveLength(1);
  const [file] = message!.attachments!;
  expect(file).toMatchObject({ filename: dataReportFile, contentType: 'application/json' });
  return { subject: message!.subject, text: message!.body, report: DataReport.parse(JSON.parse(file!.content)) };
}

const rowsOf = <Row>(result: unknown): Row[] => (Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []));

/** How many of the report's records each table's rows are (a table of rows keyed by `user_id`). */
const recordsOf: Record<string, (report: DataReport) => number> = {
  user_sessions: (report) => report.sessions.length,
  user_socials: (report) => Object.keys(report.socials).length,
  // One row holds the whole list of documents.
  user_passengers: (report) => Math.min(report.documents.length, 1),
  user_searches: (report) => report.searches.length,
  marketing_subscriptions: (report) => (report.marketing_subscription ? 1 : 0),
  price_subscriptions: (report) => report.price_watches.length,
  hotel_favorites: (report) => report.hotel_favorites.length,
  place_favorites: (report) => report.place_favorites.length,
  hotel_clicks: (report) => report.hotel_clicks.length,
  payments: (report) => report.payments.length,
  orders: (report) => report.orders.length,
};
/** Tables keyed by a user that hold no record of the person: a social login's handoff to the browser (single use, 5 minutes). */
const notRecords = new Set(['auth_handoffs']);

describe('the data report', () => {
  test('holds every kind of record kept, readable in the visit’s language, with the JSON attached', async () => {
    const email = 'everything@example.com';
    const { headers, userId } = await accountWithEmail(email);
    const { orderId } = await keepEverything(headers);
    await call('POST', '/api/user/request-data', headers, { email });
    const { subject, text, report } = await reportTo(email);

    // Every table that keeps rows of this person has them all in the report.
    const db = t.app.database.db as unknown as Db;
    const tables = rowsOf<{ table_name: string }>(
      await db.execute(sql`select distinct table_name from information_schema.columns where column_name = 'user_id' and table_schema = current_schema()`),
    );
    expect(tables.length).toBeGreaterThan(5);
    for (const { table_name: table } of tables) {
      if (notRecords.has(table)) continue;
      expect(Object.hasOwn(recordsOf, table), `${table} keeps a user's rows the report does not cover`).toBe(true);
      const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
        await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)} where user_id = ${userId}`),
      );
      expect(recordsOf[table]!(report), table).toBe(Number(count));
      // The account was made to have every kind of record (a social login's link needs the provider's popup).
      if (table !== 'user_socials') expect(Number(count), table).toBeGreaterThan(0);
    }
    expect(report).toMatchObject({
      created_at: new Date(testNow).toISOString(),
      account: { id: userId, email_info: { active_email: email }, marketing_accepted: true, data_requested_at: new Date(testNow).toISOString() },
      settings: { currency: 'eur' },
      documents: [{ last_name: 'Petrov', document: { number: '751234567' } }],
      searches: [{ id: 'search-1' }],
      marketing_subscription: { topics: ['deals', 'news'], status: 'active' },
      orders: [{ id: orderId, status: 'confirmed', passengers: [{ last_name: 'Petrov', document: { number: '751234567' } }] }],
      price_watches: [{ channel: 'web_push', search_params: { destination: 'LED' } }],
      hotel_favorites: [{ hotel_id: 'LED-3', check_in: '2026-03-20', saved_price: expect.any(Number) }],
      hotel_clicks: [{ hotel_id: 'LED-3', marker: 'direct' }],
      place_favorites: [{ iata: 'LED', place_id: 'hermitage' }],
    });
    expect(report.payments.map((payment) => payment.status).sort()).toEqual(['declined', 'succeeded']);

    // The message: Russian on the regional brand's host without a language chosen, every part with its records.
    expect(subject).toBe('Данные, которые Авиасмарт хранит о вас');
    for (const heading of [
      'АККАУНТ',
      'НАСТРОЙКИ',
      'ДОКУМЕНТЫ ПАССАЖИРОВ (1)',
      'СОХРАНЁННЫЕ ПОИСКИ (1)',
      'ЗАКАЗЫ (1)',
      'ПЛАТЕЖИ (2)',
      'ОТСЛЕЖИВАНИЕ ЦЕН (1)',
      'СОХРАНЁННЫЕ ОТЕЛИ (1)',
      'СОХРАНЁННЫЕ МЕСТА (1)',
      'ПЕРЕХОДЫ НА САЙТЫ БРОНИРОВАНИЯ ОТЕЛЕЙ (1)',
      'РАССЫЛКА ПРЕДЛОЖЕНИЙ И НОВОСТЕЙ',
    ]) {
      expect(text).toContain(`\n${heading}\n`);
    }
    expect(text).toContain(`Эл. почта: ${email}, подтверждена`);
    expect(text).toContain('Валюта: евро');
    expect(text).toContain('Уведомления о ценах: эл. почта');
    expect(text).toContain('Ivan Petrov, дата рождения: 17 мая 1990 г., пол: мужской, гражданство: Россия');
    // A document's number shows its end only; the attachment has it whole.
    expect(text).toContain('Загранпаспорт, номер заканчивается на 4567, срок действия до 1 января 2036 г.');
    expect(text).not.toContain('751234567');
    // Places by their names, days with their month's name: the tests' today plus 60 days.
    expect(text).toContain('Москва → Стамбул, 1 мая 2026 г., 1 пассажир');
    expect(text).toContain('Москва → Санкт-Петербург, 1 мая 2026 г., 1 пассажир');
    expect(text).toContain(`Заказ ${orderId} от 2 марта 2026 г.`);
    expect(text).toMatch(/ → Анталья, 1 мая 2026 г\.\n/);
    expect(text).toContain('Темы: скидки и распродажи, новости путешествий и гиды; страна: Россия; язык: русский');
    expect(text).toContain('отклонён');
    expect(text).toContain('карта зарубежного банка, номер заканчивается на 4242');
    expect(text).toContain('Оповещения: уведомления в браузере');
    expect(text).toContain('Место hermitage из путеводителя по LED, сохранено ');
    expect(text).toContain('Отель LED-3, 20 марта 2026 г. – 22 марта 2026 г., 2 гостя, 1 номер');
    expect(text).toContain(`Подписка оформлена; письма приходят на ${email}.`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).toContain('http://localhost:3000/my');

    // The outbox page lists the attachment and opens it.
    const page = await call('GET', `/api/v2/outbox?recipient=${encodeURIComponent(email)}`, admin);
    expect(page.body).toMatch(/<details class="attachment"><summary>data-report\.json \(application\/json, \d+ B\)<\/summary><pre>\{/);
  });

  test('is written in the language of the visit’s brand and cookie, or of the notification settings', async () => {
    const spanish = await accountWithEmail('spanish@example.com');
    await call('POST', '/api/user/request-data', { ...spanish.headers, host: 'wa.localhost', cookie: 'language=es-ES' }, { email: 'spanish@example.com' });
    const inSpanish = await reportTo('spanish@example.com');
    expect(inSpanish.subject).toBe('Tus datos en WayAround');
    expect(inSpanish.text).toContain('\nPEDIDOS (0)\nninguno\n');
    expect(inSpanish.text).toContain('Correo electrónico: spanish@example.com, confirmado');

    const english = await accountWithEmail('english@example.com');
    await call('POST', '/api/user/request-data', { ...english.headers, host: 'wa.localhost' }, { email: 'english@example.com' });
    expect((await reportTo('english@example.com')).subject).toBe('Your data at WayAround');

    const kazakh = await accountWithEmail('kazakh@example.com');
    await call('PATCH', '/api/user/settings', kazakh.headers, { notification_language: 'kk' });
    await call('POST', '/api/user/request-data', { ...kazakh.headers, cookie: 'language=ru' }, { email: 'kazakh@example.com' });
    const inKazakh = await reportTo('kazakh@example.com');
    expect(inKazakh.subject).toBe('Aviasmart сақтайтын деректеріңіз');
    expect(inKazakh.text).toContain('Хабарландырулар тілі: қазақ тілі');
    expect(inKazakh.text).toContain('2026 ж. 2 наурыз');
  });
});
