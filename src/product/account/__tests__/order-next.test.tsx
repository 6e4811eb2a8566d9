import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { Order } from '../../../contracts/booking';
import type { BrandCode } from '../../../platform/brand';
import { $localeFormats, localeFormats } from '../../../platform/format';
import { $translator, createTranslator, I18nProvider } from '../../../platform/i18n';
import { allMessages } from '../../../platform/i18n/__tests__/all-messages';
import { $brand, $language, $market, type Language } from '../../../platform/market';
import { orderBags, refundTerms } from '../model/order-extras';
import { OrderBagsRow, OrderNext } from '../ui/order-next';

const flight = { carrier: 'TK', number: '414', origin: 'VKO', destination: 'IST', departure: '2027-03-10T08:00', arrival: '2027-03-10T11:50', duration: 230 };
const offer = {
  agency_id: 'skybasket',
  agency_name: 'SkyBasket',
  price: 8_966,
  baggage: true,
  baggage_kg: 23,
  bags_included: 1,
  hand_luggage: true,
  refund: { rule: 'fee' as const, fee: 2_000 },
};
const order = (change: Partial<Order> = {}): Order => ({
  id: 'BK-AAAABBBB',
  status: 'confirmed',
  created_at: '2026-03-02T09:00:00.000Z',
  agency_id: 'skybasket',
  agency_name: 'SkyBasket',
  price: 12_966,
  total: {
    total: 12_966,
    perPassenger: 12_966,
    parts: [
      { kind: 'fare', amount: 8_966 },
      { kind: 'bags', count: 2, amount: 4_000 },
    ],
  },
  currency: 'rub',
  conversion: null,
  method: 'ru_card',
  ticket: { id: 'T1', segments: [{ flights: [flight], duration: 230 }], offers: [offer] },
  passengers: [{ first_name: 'Anna', last_name: 'Smirnova' }],
  contact: { email: 'anna@example.com', phone: '+79161234567' },
  history: [],
  ...change,
});

async function shown(paid: Order, visit: { brand: BrandCode; market: string; language: Language; locale: string }) {
  const translator = createTranslator({ brand: visit.brand, market: visit.market, language: visit.language, messages: await allMessages(visit.language) });
  const scope = fork({
    values: [
      [$translator, translator],
      [$localeFormats, localeFormats(visit.locale, [paid.currency, 'rub'])],
      [$brand, visit.brand],
      [$market, visit.market],
      [$language, visit.language],
    ],
  });
  return renderToString(
    <Provider value={scope}>
      <I18nProvider>
        <dl>
          <OrderBagsRow order={paid} />
        </dl>
        <OrderNext order={paid} />
      </I18nProvider>
    </Provider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/[\u00a0\u202f]/g, ' ');
}

describe('an order’s bags and what can be done next', () => {
  test('the bags: per passenger in the fare with their weight, those bought with the order, the cabin bag', () => {
    expect(orderBags(order())).toEqual({ included: 1, kg: 23, bought: 2, cabin: true });
    // No parts kept, a fare without bags and silent about the cabin bag.
    const bare = { ...offer, baggage: false, baggage_kg: undefined, bags_included: undefined, hand_luggage: undefined };
    expect(orderBags(order({ total: null, ticket: { ...order().ticket, offers: [bare] } }))).toEqual({ included: 0, kg: null, bought: 0, cabin: null });
  });

  test('the refund rule, its fee in the currency the order was paid in at the order’s rate', () => {
    expect(refundTerms(order())).toEqual({ rule: 'fee', fee: 2_000 });
    expect(refundTerms(order({ currency: 'usd', conversion: { rate: 80, rated_at: '2026-03-02T09:00:00.000Z', rub_amount: 12_966 } }))).toEqual({
      rule: 'fee',
      fee: 25,
    });
    expect(refundTerms(order({ ticket: { ...order().ticket, offers: [{ ...offer, refund: { rule: 'not_allowed' } }] } }))).toEqual({ rule: 'not_allowed' });
    expect(refundTerms(order({ ticket: { ...order().ticket, offers: [{ ...offer, refund: undefined }] } }))).toBeNull();
  });

  test('AS in Russia: the bags in Russian, support about this order, a refund through support, a receipt', async () => {
    const page = await shown(order(), { brand: 'AS', market: 'ru', language: 'ru', locale: 'ru-RU' });
    expect(page).toContain('1 место багажа на пассажира в тарифе, до 23 кг каждое');
    expect(page).toContain('Ещё 2 места багажа куплено с заказом');
    expect(page).toContain('Ручная кладь включена');
    expect(page).toContain('Этот тариф возвращается со сбором 2 000 ₽ с пассажира.');
    expect(page).toContain('<a data-testid="order-support" data-to="support" href="/support/help/BK-AAAABBBB">Написать в поддержку об этом заказе</a>');
    expect(page).toContain('<a data-testid="order-refund" href="/support/help/BK-AAAABBBB">Запросить возврат</a>');
    expect(page).toContain('Распечатать квитанцию');
  });

  test('WA in the US, where support pages are not offered: the help pages instead, in English and dollars', async () => {
    const paid = order({ currency: 'usd', price: 162, total: null, conversion: { rate: 80, rated_at: '2026-03-02T09:00:00.000Z', rub_amount: 12_966 } });
    const page = await shown(paid, { brand: 'WA', market: 'us', language: 'en', locale: 'en-US' });
    expect(page).toContain('1 checked bag per passenger in the fare, up to 23 kg each');
    expect(page).not.toContain('bought with the order');
    expect(page).toContain('This fare is refunded for a fee of $25 per passenger.');
    expect(page).toContain('<a data-testid="order-support" data-to="faq" href="/faq">Help and answers</a>');
    expect(page).toContain('<a data-testid="order-refund" href="/faq/refunds">Request a refund</a>');
    expect(page).toContain('Print receipt');
  });
});
