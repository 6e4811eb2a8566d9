import { describe, expect, test } from 'vitest';
import { luhnValid, type CardDetails } from '../../../../contracts/booking';
import { cardExpired, cardNetwork, SimulatedPaymentProvider, testCards, testThreeDsCode } from '..';

const now = new Date('2026-03-02T09:00:00Z');
const card = (number: string, expiry = '12/30'): CardDetails => ({ number, expiry, cvc: '123', holder: 'IVAN PETROV' });
const provider = new SimulatedPaymentProvider();

describe('simulated payment provider', () => {
  test('every test card is a valid number (Luhn)', () => {
    for (const number of testCards.keys()) expect(luhnValid(number), number).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  test('networks by the first digits: Mir, Visa, Mastercard', () => {
    expect(cardNetwork('2200000000000004')).toBe('mir');
    expect(cardNetwork('4242424242424242')).toBe('visa');
    expect(cardNetwork('5555555555554444')).toBe('mastercard');
    expect(cardNetwork('2221000000000009')).toBe('mastercard');
    expect(cardNetwork('6011000000000004')).toBe('other');
  });

  test('the card decides: success, decline, insufficient funds, 3-D Secure, processing error', async () => {
    expect(await provider.authorize({ amount: 10_000, currency: 'rub', method: 'ww_card', card: card('4242424242424242'), now })).toEqual({
      type: 'authorized',
    });
    expect(await provider.authorize({ amount: 10_000, currency: 'rub', method: 'ru_card', card: card('2200000000000004'), now })).toEqual({
      type: 'authorized',
    });
    expect(await provider.authorize({ amount: 10_000, currency: 'rub', method: 'ww_card', card: card('4000000000000002'), now })).toEqual({
      type: 'declined',
      reason: 'card_declined',
    });
    expect(await provider.authorize({ amount: 10_000, currency: 'rub', method: 'ww_card', card: card('4000000000009995'), now })).toEqual({
      type: 'declined',
      reason: 'insufficient_funds',
    });
    expect(await provider.authorize({ amount: 10_000, currency: 'rub', method: 'ww_card', card: card('4000000000003220'), now })).toEqual({
      type: 'challenged',
    });
    expect(await provider.authorize({ amount: 10_000, currency: 'rub', method: 'ww_card', card: card('4000000000000119'), now })).toEqual({ type: 'errored' });
  });

  test('any other card is declined in test mode; a card of the other method or an expired one too', async () => {
    expect(await provider.authorize({ amount: 1, currency: 'rub', method: 'ww_card', card: card('4111111111111111'), now })).toEqual({
      type: 'declined',
      reason: 'card_declined',
    });
    expect(await provider.authorize({ amount: 1, currency: 'rub', method: 'ru_card', card: card('4242424242424242'), now })).toEqual({
      type: 'declined',
      reason: 'method_mismatch',
    });
    expect(await provider.authorize({ amount: 1, currency: 'rub', method: 'ww_card', card: card('4242424242424242', '02/26'), now })).toEqual({
      type: 'declined',
      reason: 'expired_card',
    });
    expect(cardExpired('03/26', now)).toBe(false);
    expect(cardExpired('12/25', now)).toBe(true);
  });

  test('3-D Secure: only the issuer code passes', async () => {
    expect(await provider.authenticate('p', testThreeDsCode)).toEqual({ type: 'authenticated' });
    expect(await provider.authenticate('p', '0000')).toEqual({ type: 'authentication_failed' });
  });
});
