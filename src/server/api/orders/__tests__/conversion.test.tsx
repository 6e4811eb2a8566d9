import { readFileSync } from 'node:fs';
import { allSettled, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { CurrencyRates, currencies } from '../../../../contracts/currency';
import type { OfferTotal } from '../../../../contracts/offers';
import { $charge, currencyRatesQuery, totalIn, usePriceFormatter } from '../../../../platform/currency';
import { formatPrice, localeFormats } from '../../../../platform/format';
import { $translator, createTranslator, I18nProvider } from '../../../../platform/i18n';
import { $currency, type Currency } from '../../../../platform/market';
import { fetchFx } from '../../../../platform/request';
import { dataDir } from '../../../data-dir';
import { chargeIn } from '../charge';

// The card, the details and the booking page convert rouble prices in the browser; the click and the
// payment convert them on the server. With the same rates both must give the same number.

const snapshot = CurrencyRates.parse(JSON.parse(readFileSync(dataDir('currency-rates.json'), 'utf8')));
const now = Date.parse('2026-03-02T09:00:00Z');
/** Totals of every size, with ones that fall on a half unit at a round rate. */
const roubles = [1, 99, 150, 8_630, 9_054, 9_144, 9_160, 12_345, 99_999, 250_001, 1_234_567];
const total = (amount: number): OfferTotal => ({ total: amount, perPassenger: amount, parts: [{ kind: 'fare', amount }] });

/** What the pages show: the price formatter of the visit's currency, rendered once the page has loaded these rates. */
async function clientPrices(currency: Currency, rates: CurrencyRates, amounts: number[]): Promise<{ prices: string[]; rate: number }> {
  const translator = createTranslator({ brand: 'WA', market: 'us', language: 'en', messages: {} });
  const answer = async () => new Response(JSON.stringify(rates), { headers: { 'content-type': 'application/json' } });
  const scope = fork({
    values: [
      [$translator, translator],
      [$currency, currency],
    ],
    handlers: [[fetchFx, answer]],
  });
  await allSettled(currencyRatesQuery.refresh, { scope });
  function Prices() {
    const price = usePriceFormatter()!;
    const charge = useUnit($charge);
    return (
      <ol data-rate={charge?.rate}>
        {amounts.map((amount) => (
          <li key={amount}>{price(amount)}</li>
        ))}
      </ol>
    );
  }
  const html = renderToString(
    <Provider value={scope}>
      <I18nProvider>
        <Prices />
      </I18nProvider>
    </Provider>,
  );
  return {
    prices: [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]!.replace(/&#x27;/g, "'")),
    rate: Number(/data-rate="([^"]*)"/.exec(html)?.[1]),
  };
}

describe('the client and the server convert a rouble total to the same amount', () => {
  test.each(currencies.map((currency) => [currency]))('%s at the bundled rates', async (currency) => {
    const charges = await Promise.all(roubles.map((amount) => chargeIn(async () => snapshot, currency, total(amount), now)));
    const formats = localeFormats('en-US', [currency, 'rub']);
    const client = await clientPrices(currency, snapshot, roubles);
    expect(client.prices).toEqual(charges.map((charge) => formatPrice(charge.total.total, currency, formats)));
    // The booking page pays at the rate it shows with: the server's.
    expect(client.rate).toBe(charges[0]!.rate);
  });

  test('a half unit rounds up on both sides; the rate is fixed with its moment', async () => {
    const rates = { rub: 1, usd: 80 };
    const charge = await chargeIn(async () => rates, 'usd', total(9_160), now);
    expect(charge).toMatchObject({ currency: 'usd', rate: 80, ratedAt: new Date(now), total: { total: 115 } });
    expect((await clientPrices('usd', rates, [9_160, 9_140])).prices).toEqual(['$115', '$114']);
  });

  test('roubles are never converted; a currency without a rate is refused with a code', async () => {
    const kept = total(9_144);
    expect(await chargeIn(async () => ({}), 'rub', kept, now)).toMatchObject({ rate: 1, total: kept });
    await expect(chargeIn(async () => ({ rub: 1 }), 'usd', kept, now)).rejects.toMatchObject({ statusCode: 422, code: 'currency_unavailable' });
  });
});

describe('a converted total keeps fare + bags + fee = total', () => {
  const parts = (fare: number, bags: number, fee: number): OfferTotal => ({
    total: fare + bags + fee,
    perPassenger: Math.round((fare + bags + fee) / 2),
    parts: [
      { kind: 'fare', amount: fare },
      { kind: 'bags', count: 2, amount: bags },
      { kind: 'card_fee', method: 'ww_card', percent: 2.5, fixed: 150, amount: fee },
    ],
  });

  test.each([
    [8_630, 1_200, 264, 82.17],
    [8_700, 0, 240, 82.17],
    [5_000, 1_000, 150, 95.18],
    [41, 41, 41, 82.17],
    [123_456, 7_890, 3_284, 0.1562],
  ])('fare %i, bags %i, fee %i at %f', (fare, bags, fee, rate) => {
    const converted = totalIn(parts(fare, bags, fee), rate);
    expect(converted.total).toBe(Math.round((fare + bags + fee) / rate));
    expect(converted.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(converted.total);
    // No part moves by a unit or more from its exact value.
    converted.parts.forEach((part, index) => expect(Math.abs(part.amount - [fare, bags, fee][index]! / rate)).toBeLessThan(1));
    expect(converted.perPassenger).toBe(Math.round(parts(fare, bags, fee).perPassenger / rate));
  });

  test('parts rounded each on its own would not add up ($109 + $2 beside $112): the unit left goes to the larger remainder', () => {
    // 8,966 + 200 roubles at 82.17: $109.11 + $2.43 = $111.55, shown as $112.
    const converted = totalIn(
      {
        total: 9_166,
        perPassenger: 9_166,
        parts: [
          { kind: 'fare', amount: 8_966 },
          { kind: 'card_fee', method: 'ww_card', percent: 0, fixed: 200, amount: 200 },
        ],
      },
      82.17,
    );
    expect(converted.total).toBe(112);
    expect(converted.parts.map((part) => part.amount)).toEqual([109, 3]);
  });
});
