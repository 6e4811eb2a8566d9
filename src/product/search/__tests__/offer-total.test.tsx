import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AgencyDetails } from '../../../contracts/offers';
import { currencyRatesQuery } from '../../../platform/currency';
import { $translator, createTranslator, I18nProvider } from '../../../platform/i18n';
import { allMessages } from '../../../platform/i18n/__tests__/all-messages';
import { $brand, $currency, $market } from '../../../platform/market';
import { fetchFx } from '../../../platform/request';
import { $agencyDetails } from '../model/agencies';
import { cardOffer, type PriceBasis } from '../model/card-offer';
import { $query, $searchId } from '../model/results';
import { OfferChoice } from '../ui/offer-choice';
import { planTicket } from './tickets.fixture';

const trust = {
  score: 8,
  bookings: 1000,
  reviews: 10,
  rating: 4.5,
  complaints_per_1000: 1,
  refund_disputes: 0,
  years: 5,
  points: { rating: 3, complaints: 2.4, disputes: 2, years: 0.6 },
};
// 2.5 % on an international card: 8 688 ₽ gives a fee of 217 ₽.
const agencies: Record<string, AgencyDetails> = { skybasket: { name: 'SkyBasket', payment: [{ method: 'ww_card', percent: 2.5, fixed: 0 }], trust } };
const ticket = planTicket(
  't',
  [[['TK', 'VKO', 'IST', '08:00', '12:00']]],
  [{ agency_id: 'skybasket', agency_name: 'SkyBasket', price: 8688, bags_included: 0, extra_bags: [] }],
);
const rates = { rub: 1, usd: 80 };
const query = { origin: 'MOW', destination: 'IST', departDate: '2099-12-10', tripClass: 'Y' as const };

async function details(adults: number) {
  const translator = createTranslator({ brand: 'WA', market: 'us', language: 'en', messages: await allMessages('en') });
  const passengers = { adults, children: 0, infants: 0 };
  const basis: PriceBasis = { agencies, passengers, methods: ['ww_card'] };
  const choice = cardOffer(ticket, basis, 0)!;
  const scope = fork({
    values: [
      [$translator, translator],
      [$brand, 'WA'],
      [$market, 'us'],
      [$currency, 'usd'],
      [$agencyDetails, agencies],
      [$query, { ...query, passengers }],
      [$searchId, '6f1c2d38-4a57-4b0e-9d53-5f1a6a1d6b11'],
    ],
    handlers: [[fetchFx, async () => new Response(JSON.stringify(rates), { headers: { 'content-type': 'application/json' } })]],
  });
  await allSettled(currencyRatesQuery.start, { scope });
  const price = (roubles: number) => `$${Math.round(roubles / 80)}`;
  const html = renderToString(
    <Provider value={scope}>
      <I18nProvider>
        <OfferChoice ticket={ticket} price={price} choice={choice} />
      </I18nProvider>
    </Provider>,
  );
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&amp;/g, '')
    .replace(/\s+/g, ' ');
  return { choice, text };
}

// Requests use paths relative to the page's origin.
beforeEach(() => vi.stubGlobal('location', { href: 'http://test/search' }));
afterEach(() => vi.unstubAllGlobals());

const dollars = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((found) => Number(found[1]));

describe("an offer's total in the details", () => {
  test('fare + card fee add up to the total as written ($108.60 + $2.71 = $111.31: $108 + $3, not $109 + $3)', async () => {
    const { choice, text } = await details(1);
    expect(choice.total.total).toBe(8688 + 217);
    const [total] = dollars(text, /Total \$(\d+)/g);
    const parts = dollars(text, /(?:fare|card fee) \$(\d+)/g);
    expect(total).toBe(111);
    // Rounded alone: $109 + $3 beside a total of $111.
    expect([8688 / 80, 217 / 80].map(Math.round)).toEqual([109, 3]);
    expect(parts).toEqual([108, 3]);
    expect(parts[0]! + parts[1]!).toBe(total);
  });

  test('one total line; the share per passenger only when several travel', async () => {
    const one = (await details(1)).text;
    expect(one.match(/Total/g)).toHaveLength(1);
    expect(one).toContain('for 1 passenger');
    expect(one).not.toMatch(/\$\d+ per passenger/);
    const two = (await details(2)).text;
    expect(two.match(/Total/g)).toHaveLength(1);
    expect(two).toMatch(/for 2 passengers · \$\d+ per passenger/);
  });
});
