import type { CreatePaymentBody, Payment } from '../../../contracts/booking';

// What the booking models' tests send and what their stand-in payments host answers.

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export const choice = { search_id: '6f1c2a9e-8a5b-4c1d-9e2f-1a2b3c4d5e6f', ticket_id: 'T1', agency_id: 'skybasket' };

/** A payment body for one adult paying with `card`. */
export const paymentBody = (card = '4242424242424242', birth_date = '1988-03-14'): Omit<CreatePaymentBody, 'idempotency_key'> => ({
  ...choice,
  passengers: [
    { first_name: 'Anna', last_name: 'Smirnova', birth_date, gender: 'female', citizenship: 'RU', document: { type: 'passport', number: '4510123456' } },
  ],
  contact: { email: 'anna@example.com', phone: '+79161234567' },
  method: 'ww_card',
  card: { number: card, expiry: '12/30', cvc: '123', holder: 'ANNA SMIRNOVA' },
});

/** The payments host's answer, succeeded unless `change` says otherwise. */
export const payment = (change: Partial<Payment>): Payment => ({
  id: '11111111-1111-4111-8111-111111111111',
  status: 'succeeded',
  amount: 9000,
  currency: 'rub',
  conversion: null,
  method: 'ww_card',
  card_last4: '4242',
  decline_reason: null,
  order_id: null,
  history: [],
  ...change,
});
