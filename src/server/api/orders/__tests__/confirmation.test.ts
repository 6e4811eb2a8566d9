import { describe, expect, test } from 'vitest';
import { confirmationMail } from '../confirmation';
import type { PaymentRow } from '../store';

// The order confirmation e-mail in the visit's language, its day and amount in the visit's locale.

const payment = (language: string, locale: string | undefined, names: string[][]) =>
  ({
    currency: 'rub',
    amount: 12_345,
    currencyAmount: null,
    purchase: {
      language,
      locale,
      agencyName: 'SkyBasket',
      passengers: names.map(([first_name, last_name]) => ({ first_name, last_name })),
      ticket: { segments: [{ flights: [{ origin: 'MOW', destination: 'IST', departure: '2026-04-10T10:05' }] }] },
    },
  }) as unknown as PaymentRow;

const link = 'https://aviasmart.example/my/orders/BK-ABCD2345';

describe('the order confirmation', () => {
  test('in Russian, one passenger: the label agrees, the day and the roubles as the locale writes them', () => {
    const mail = confirmationMail(payment('ru', 'ru-RU', [['Ivan', 'Petrov']]), 'BK-ABCD2345', link);
    expect(mail.subject).toBe('Заказ BK-ABCD2345 подтверждён');
    expect(mail.text.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      [
        'Бронирование оплачено и подтверждено. Заказ BK-ABCD2345',
        '',
        'Поездка: MOW → IST, пт, 10 апр., 10:05',
        'Продавец: SkyBasket',
        'Пассажир: Ivan Petrov',
        'Оплачено: 12 345 ₽',
        '',
        'Заказ и его статус в вашем аккаунте:',
        link,
      ].join('\n'),
    );
  });

  test('in English and in Thai, two passengers', () => {
    const people = [
      ['Ivan', 'Petrov'],
      ['Anna', 'Petrova'],
    ];
    const english = confirmationMail(payment('en', 'en-US', people), 'BK-ABCD2345', link);
    expect(english.subject).toBe('Order BK-ABCD2345 is confirmed');
    expect(english.text).toContain('\nTrip: MOW → IST, Fri, Apr 10, 10:05\n');
    expect(english.text).toContain('\nPassengers: Ivan Petrov, Anna Petrova\nPaid: ₽12,345\n');
    const thai = confirmationMail(payment('th', undefined, people), 'BK-ABCD2345', link);
    expect(thai.subject).toBe('ยืนยันคำสั่งซื้อ BK-ABCD2345 แล้ว');
    expect(thai.text).toContain('\nผู้โดยสาร: Ivan Petrov, Anna Petrova\n');
  });

  test('a payment that kept no UI language is confirmed in English', () => {
    expect(confirmationMail(payment('xx', undefined, [['Ivan', 'Petrov']]), 'BK-1', link).text).toMatch(
      /^Your booking is paid and confirmed\. Order BK-1\n[^]*\nPassenger: Ivan Petrov\n/,
    );
  });
});
