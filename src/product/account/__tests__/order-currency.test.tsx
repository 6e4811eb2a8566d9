import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { Order } from '../../../contracts/booking';
import { $localeFormats, localeFormats } from '../../../platform/format';
import { $translator, createTranslator, I18nProvider } from '../../../platform/i18n';
import { allMessages } from '../../../platform/i18n/__tests__/all-messages';
import type { Language } from '../../../platform/market';
import { OrderHeadline, OrderPrice } from '../ui/order-parts';

const flight = { carrier: 'TK', number: '414', origin: 'VKO', destination: 'IST', departure: '2027-03-10T08:00', arrival: '2027-03-10T11:50', duration: 230 };
const order = (change: Partial<Order> = {}): Order => ({
  id: 'BK-AAAABBBB',
  status: 'confirmed',
  created_at: '2026-03-02T09:00:00.000Z',
  agency_id: 'skybasket',
  agency_name: 'SkyBasket',
  price: 131,
  total: {
    total: 131,
    perPassenger: 131,
    parts: [
      { kind: 'fare', amount: 109 },
      { kind: 'bags', count: 1, amount: 19 },
      { kind: 'card_fee', method: 'ww_card', percent: 2.5, fixed: 0, amount: 3 },
    ],
  },
  currency: 'usd',
  conversion: { rate: 82.17, rated_at: '2026-03-02T09:00:00.000Z', rub_amount: 10_728 },
  method: 'ww_card',
  ticket: {
    id: 'T1',
    segments: [{ flights: [flight], duration: 230 }],
    offers: [{ agency_id: 'skybasket', agency_name: 'SkyBasket', price: 8_966, baggage: false }],
  },
  passengers: [{ first_name: 'Anna', last_name: 'Smirnova' }],
  contact: { email: 'anna@example.com', phone: '+79161234567' },
  history: [],
  ...change,
});

/** The order's headline and price as a page of a visit in `locale` whose prices are in `currency` shows them. */
async function shown(paid: Order, language: Language, locale: string, currency: string) {
  const translator = createTranslator({
    brand: language === 'ru' ? 'AS' : 'WA',
    market: language === 'ru' ? 'ru' : 'us',
    language,
    messages: await allMessages(language),
  });
  const scope = fork({
    values: [
      [$translator, translator],
      [$localeFormats, localeFormats(locale, [currency, 'rub'])],
    ],
  });
  return renderToString(
    <Provider value={scope}>
      <I18nProvider>
        <OrderHeadline order={paid} />
        <OrderPrice order={paid} />
      </I18nProvider>
    </Provider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/\u00a0|\u202f/g, ' ');
}

describe('an order in its own currency', () => {
  test('an order paid in dollars states dollars, its parts and the rate it was converted at', async () => {
    const page = await shown(order(), 'en', 'en-US', 'usd');
    expect(page).toContain('Paid $131');
    expect(page).toMatch(/Fare<\/dt><dd>\$109<.*1 checked bag<\/dt><dd>\$19<.*Card fee<\/dt><dd>\$3<.*Total paid<\/dt><dd[^>]*>\$131</);
    expect(page).toContain('Converted from the seller’s price of ₽10,728 at $1 = ₽82.17 on March 2.');
    // The departure at the airport's own time, written for the locale, never 2027-03-10 08:00.
    expect(page).toContain('Mar 10, 2027, 8:00 AM');
    expect(page).not.toContain('2027-03-10');
  });

  test('a visit in another currency still writes the order’s with its mark, never a bare code', async () => {
    const page = await shown(order(), 'ru', 'ru-RU', 'eur');
    expect(page).toContain('Оплачено 131 $');
    expect(page).not.toContain('USD');
    expect(page).toContain('10 мар. 2027 г., 08:00');
  });

  test('an order in roubles (older ones too) states roubles and no rate', async () => {
    const page = await shown(order({ price: 10_728, total: null, currency: 'rub', conversion: null }), 'ru', 'ru-RU', 'rub');
    expect(page).toContain('10 728 ₽');
    expect(page).not.toContain('order-rate');
  });
});
