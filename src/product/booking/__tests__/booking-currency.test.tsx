import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { ClickResponse, CreatePaymentBody } from '../../../contracts/booking';
import type { AgencyDetails } from '../../../contracts/offers';
import type { Offer, SearchOffer } from '../../../contracts/search';
import { currencyRatesQuery } from '../../../platform/currency';
import { $translator, createTranslator, I18nProvider } from '../../../platform/i18n';
import { allMessages } from '../../../platform/i18n/__tests__/all-messages';
import { $currency } from '../../../platform/market';
import { offerTotal } from '../../../platform/payment';
import { fetchFx } from '../../../platform/request';
import { $jwt, $sessionState } from '../../../platform/session';
import { $started } from '../../../platform/start';
import { $choice, $offer, paySubmitted } from '../model/booking';
import { $choice as $clickChoice, $clickState, retried } from '../model/click';
import ClickPage from '../pages/click-page';
import BookingPage from '../pages/booking-page';

// The visit's currency from the transitional page to the payment (issue 28, item 2).

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const choice = { search_id: '6f1c2a9e-8a5b-4c1d-9e2f-1a2b3c4d5e6f', ticket_id: 'T1', agency_id: 'skybasket' };
const rates = { rub: 1, usd: 82.17, eur: 95.18 };
const trust = {
  score: 8,
  bookings: 1000,
  reviews: 100,
  rating: 4.5,
  complaints_per_1000: 1,
  refund_disputes: 0,
  years: 5,
  points: { rating: 4, complaints: 2, disputes: 1, years: 1 },
};
const agency: AgencyDetails = { name: 'SkyBasket', payment: [{ method: 'ww_card', percent: 2.5, fixed: 0 }], trust };
const offer: Offer = {
  agency_id: 'skybasket',
  agency_name: 'SkyBasket',
  sells_here: true,
  price: 8_966,
  baggage: false,
  bags_included: 0,
  extra_bags: [1500, 2500],
};
const passengers = { adults: 1, children: 0, infants: 0 };
const flight = { carrier: 'SU', number: '100', origin: 'SVO', destination: 'IST', departure: '2026-12-10T08:00', arrival: '2026-12-10T12:30', duration: 270 };
const searchOffer: SearchOffer = {
  search_id: choice.search_id,
  started_at: '2026-03-02T09:00:00.000Z',
  query: { origin: 'MOW', destination: 'IST', departDate: '2026-12-10', passengers, tripClass: 'Y' },
  ticket: { id: 'T1', segments: [{ flights: [flight], duration: 270 }], offers: [offer] },
  offer,
  agency,
  bags: 1,
  method: 'ww_card',
  total: offerTotal(offer, agency, passengers, 1, 'ww_card')!,
};
const body: Omit<CreatePaymentBody, 'idempotency_key'> = {
  ...choice,
  passengers: [
    {
      first_name: 'Anna',
      last_name: 'Smirnova',
      birth_date: '1988-03-14',
      gender: 'female',
      citizenship: 'RU',
      document: { type: 'passport', number: '4510123456' },
    },
  ],
  contact: { email: 'anna@example.com', phone: '+79161234567' },
  method: 'ww_card',
  card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'ANNA SMIRNOVA' },
};

/** A scope of a WA visit in `currency` whose host answers the rates (or fails them) and records what was sent. */
function visit(currency: 'usd' | 'rub', ratesDown = false) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const answer = async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/currency.json')) return ratesDown ? json({ message: 'down' }, 503) : json(rates);
    sent.push({ path, body: (await request.json()) as Record<string, unknown> });
    return json({ statusCode: 404, error: 'Not Found', message: 'Offer not found', code: 'offer_not_found' }, 404);
  };
  const scope = fork({
    values: [
      [$currency, currency],
      [$jwt, 'jwt-1'],
      [$started, true],
      [$choice, choice],
      [$clickChoice, choice],
    ],
    handlers: [[fetchFx, answer]],
  });
  return { scope, sent };
}

async function html(scope: Scope, page: React.ReactNode) {
  await allSettled($translator, { scope, params: createTranslator({ brand: 'WA', market: 'us', language: 'en', messages: await allMessages('en') }) });
  return renderToString(
    <Provider value={scope}>
      <I18nProvider>{page}</I18nProvider>
    </Provider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");
}

describe('the visit’s currency through the click and the payment', () => {
  test('the click asks for the price in the visit’s currency', async () => {
    const { scope, sent } = visit('usd');
    await allSettled(retried, { scope });
    expect(sent).toEqual([{ path: '/api/my-orders/v1/clicks', body: expect.objectContaining({ ...choice, currency: 'usd' }) }]);
  });

  test('the payment is made in the currency the rates allow: the visit’s, or roubles when they failed', async () => {
    const inDollars = visit('usd');
    await allSettled(currencyRatesQuery.refresh, { scope: inDollars.scope });
    await allSettled(paySubmitted, { scope: inDollars.scope, params: body });
    expect(inDollars.sent.at(-1)).toMatchObject({ path: '/api/payments/v1/payments', body: { currency: 'usd' } });

    const ratesFailed = visit('usd', true);
    await allSettled(currencyRatesQuery.refresh, { scope: ratesFailed.scope });
    await allSettled(paySubmitted, { scope: ratesFailed.scope, params: body });
    expect(ratesFailed.sent.at(-1)).toMatchObject({ path: '/api/payments/v1/payments', body: { currency: 'rub' } });
  });

  test('booking shows the total, its parts and the pay button in dollars, the amount the card showed', async () => {
    const { scope } = visit('usd');
    await allSettled(currencyRatesQuery.refresh, { scope });
    await allSettled($offer, { scope, params: searchOffer });
    await allSettled($sessionState, { scope, params: 'authorized' });
    const page = await html(scope, <BookingPage />);
    // Fare 8,966 + a bag 1,500 + 2.5 % = 10,728 roubles: $130.56, which every page shows as $131; the parts
    // ($109.12, $18.25, $3.19) would round to $130 each on its own, so the unit left goes to the bag.
    expect(searchOffer.total.total).toBe(10_728);
    expect(page).toContain('Total for 1 passenger: $131');
    expect(page).toContain('fare $109 + 1 bag $19 + card fee $3');
    expect(page).toMatch(/data-testid="booking-pay"[^>]*>Pay \$131</);
    expect(page).not.toMatch(/₽|RUB/);
  });

  test('while the rates load the pay button waits; when they failed, roubles are shown and said so', async () => {
    const loading = visit('usd');
    await allSettled($offer, { scope: loading.scope, params: searchOffer });
    await allSettled($sessionState, { scope: loading.scope, params: 'authorized' });
    const waiting = await html(loading.scope, <BookingPage />);
    expect(waiting).toContain('data-testid="booking-total-loading"');
    expect(waiting).toMatch(/<button[^>]*disabled=""[^>]*data-testid="booking-pay"[^>]*>Loading the price…</);

    const failed = visit('usd', true);
    await allSettled(currencyRatesQuery.refresh, { scope: failed.scope });
    await allSettled($offer, { scope: failed.scope, params: searchOffer });
    await allSettled($sessionState, { scope: failed.scope, params: 'authorized' });
    const inRoubles = await html(failed.scope, <BookingPage />);
    expect(inRoubles).toContain('Total for 1 passenger: ₽10,728');
    expect(inRoubles).toContain('the total is shown and charged in roubles');
  });

  test('the transitional page states the price in dollars; an agency charging roubles shows its amount with the rate and its date', async () => {
    const { scope } = visit('usd');
    const click: ClickResponse = {
      click_id: '0b7a7c1e-4a8e-4d7e-9a51-6f0d1c1c2a33',
      agency_id: 'biletik',
      agency_name: 'Biletik',
      price: 110,
      total: { total: 110, perPassenger: 110, parts: [{ kind: 'fare', amount: 110 }] },
      currency: 'usd',
      conversion: { rate: 82.17, rated_at: '2026-03-02T09:00:00.000Z', rub_amount: 9_054 },
      seller_currency: 'rub',
      bags: 0,
      method: 'ru_card',
      sells_here: false,
      deep_link: 'https://www.biletik.example/flights/book',
      expires_at: '2026-03-02T10:00:00.000Z',
    };
    await allSettled($clickState, { scope, params: { kind: 'ready', click } });
    const page = await html(scope, <ClickPage />);
    expect(page).toContain('$110 at Biletik');
    expect(page).toContain('Biletik charges in its own currency: ₽9,054, at $1 = ₽82.17 on March 2.');

    await allSettled($clickState, {
      scope,
      params: {
        kind: 'ready',
        click: { ...click, agency_id: 'skybasket', agency_name: 'SkyBasket', sells_here: true, seller_currency: 'usd', deep_link: null },
      },
    });
    const here = await html(scope, <ClickPage />);
    expect(here).toContain('$110 at SkyBasket');
    expect(here).not.toContain('click-seller-currency');
  });

  test('the transitional page of a sale on the site says the ticket is booked here, not on the way to a seller', async () => {
    const { scope } = visit('usd');
    const click: ClickResponse = {
      click_id: '0b7a7c1e-4a8e-4d7e-9a51-6f0d1c1c2a33',
      agency_id: 'skybasket',
      agency_name: 'SkyBasket',
      price: 110,
      total: { total: 110, perPassenger: 110, parts: [{ kind: 'fare', amount: 110 }] },
      currency: 'usd',
      conversion: null,
      seller_currency: 'usd',
      bags: 0,
      method: 'ww_card',
      sells_here: true,
      deep_link: null,
      expires_at: '2026-03-02T10:00:00.000Z',
    };
    await allSettled($clickState, { scope, params: { kind: 'ready', click } });
    const here = await html(scope, <ClickPage />);
    expect(here).toMatch(/<h1[^>]*>Booking on our site<\/h1>/);
    expect(here).toContain('This ticket is sold right here: you book and pay on our site');
    expect(here).not.toContain('On the way to');
    expect(here).not.toContain('hands you over to the seller');

    await allSettled($clickState, {
      scope,
      params: {
        kind: 'ready',
        click: { ...click, agency_id: 'biletik', agency_name: 'Biletik', sells_here: false, deep_link: 'https://www.biletik.example/flights/book' },
      },
    });
    const away = await html(scope, <ClickPage />);
    expect(away).toMatch(/<h1[^>]*>On the way to the seller<\/h1>/);
    expect(away).toContain('On the way to Biletik');
  });
});
