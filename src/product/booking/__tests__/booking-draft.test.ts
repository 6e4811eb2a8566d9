import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import type { Payment } from '../../../contracts/booking';
import { passengerProblemMessages } from '../../../contracts/passenger';
import { fetchFx } from '../../../platform/request';
import { $jwt } from '../../../platform/session';
import { $choice, $payFailure, $payment, codeSubmitted, paySubmitted } from '../model/booking';
import { emptyPassengerDraft } from '../../../platform/passenger-form';
import { choice, json, payment as sharedPayment, paymentBody } from './fixtures';
import { $attempts, $serverProblems, $typedContact, $typedPassengers, attempted, contactTyped, passengersTyped } from '../model/draft';

const body = paymentBody;
const payment = (change: Partial<Payment>): Payment => sharedPayment({ card_last4: '3220', ...change });

/** The payments host: a 3-D Secure card, a declined one, and a passenger born in the future refused at the field. */
const scopeOfPayments = () =>
  fork({
    values: [
      [$jwt, 'jwt-1'],
      [$choice, choice],
    ],
    handlers: [
      [
        fetchFx,
        async (request: Request) => {
          const sent = (await request.json()) as { code?: string; card?: { number: string }; passengers?: { birth_date: string }[] };
          if (request.url.endsWith('/3ds')) return json(payment({ status: 'failed', decline_reason: 'authentication_failed' }));
          if (sent.passengers?.[0]?.birth_date === '2031-03-15') {
            return json(
              {
                statusCode: 400,
                error: 'Bad Request',
                message: `passengers.0.birth_date: ${passengerProblemMessages.birth_future}`,
                code: 'birth_future',
                field: 'passengers.0.birth_date',
              },
              400,
            );
          }
          if (sent.card?.number === '4000000000000002') return json(payment({ status: 'declined', decline_reason: 'card_declined' }), 201);
          return json(payment({ status: 'requires_3ds' }), 201);
        },
      ],
    ],
  });

const typed = {
  ...emptyPassengerDraft({ citizenship: 'RU' }, 'booking'),
  first_name: 'Anna',
  last_name: 'Smirnova',
  birth_date: '1988-03-14',
  document_number: '751234567',
  document_expires: '2032-05-01',
};
const card = { email: 'anna@example.com', phone: '+79161234567', cardNumber: '4000 0000 0000 3220', expiry: '12/30', cvc: '123', holder: 'Anna Smirnova' };

describe('what the traveller typed', () => {
  test('a wrong 3-D Secure code keeps every field: passengers, contact and card', async () => {
    const scope = scopeOfPayments();
    await allSettled(passengersTyped, { scope, params: [typed] });
    await allSettled(contactTyped, { scope, params: card });
    await allSettled(attempted, { scope });
    await allSettled(paySubmitted, { scope, params: body('4000000000003220') });
    expect(scope.getState($payment)?.status).toBe('requires_3ds');
    await allSettled(codeSubmitted, { scope, params: '0000' });
    expect(scope.getState($payment)).toMatchObject({ status: 'failed', decline_reason: 'authentication_failed' });
    expect(scope.getState($typedPassengers)).toEqual([typed]);
    expect(scope.getState($typedContact)).toEqual(card);
  });

  test('a new attempt clears the alerts of the last one', async () => {
    const scope = scopeOfPayments();
    await allSettled(paySubmitted, { scope, params: body('4000000000000002') });
    expect(scope.getState($payment)?.status).toBe('declined');
    await allSettled(attempted, { scope });
    expect(scope.getState($payment)).toBeNull();
    expect(scope.getState($payFailure)).toBeNull();
    expect(scope.getState($attempts)).toBe(1);
  });

  test('a passenger the server refuses is shown at its field, not as a lost offer; typing or a new attempt clears it', async () => {
    const scope = scopeOfPayments();
    await allSettled(paySubmitted, { scope, params: body('4242424242424242', '2031-03-15') });
    expect(scope.getState($serverProblems)).toEqual({ 'passengers.0.birth_date': 'birth_future' });
    expect(scope.getState($payFailure)).toBeNull();
    expect(scope.getState($payment)).toBeNull();
    await allSettled(passengersTyped, { scope, params: [typed] });
    expect(scope.getState($serverProblems)).toEqual({});
    await allSettled(paySubmitted, { scope, params: body('4242424242424242', '2031-03-15') });
    await allSettled(attempted, { scope });
    expect(scope.getState($serverProblems)).toEqual({});
  });
});
