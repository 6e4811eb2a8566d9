import { describe, expect, test } from 'vitest';
import { IllegalTransition, initialPayment, transition, type PaymentEvent } from '..';

const at = new Date('2026-03-02T09:00:00Z');
const later = new Date('2026-03-02T09:00:05Z');

describe('payment state machine', () => {
  test('created → succeeded on authorization, with each step in the history', () => {
    const paid = transition(initialPayment(at), { type: 'authorized' }, later);
    expect(paid).toEqual({
      status: 'succeeded',
      declineReason: null,
      history: [
        { status: 'created', at: at.toISOString() },
        { status: 'succeeded', at: later.toISOString() },
      ],
    });
  });

  test('a decline keeps its reason; a processing error fails', () => {
    expect(transition(initialPayment(at), { type: 'declined', reason: 'insufficient_funds' }, later)).toMatchObject({
      status: 'declined',
      declineReason: 'insufficient_funds',
    });
    expect(transition(initialPayment(at), { type: 'errored' }, later)).toMatchObject({ status: 'failed', declineReason: 'processing_error' });
  });

  test('3-D Secure: requires_3ds, then succeeded with the right code or failed with a wrong one', () => {
    const challenged = transition(initialPayment(at), { type: 'challenged' }, later);
    expect(challenged.status).toBe('requires_3ds');
    expect(transition(challenged, { type: 'authenticated' }, later).status).toBe('succeeded');
    expect(transition(challenged, { type: 'authentication_failed' }, later)).toMatchObject({ status: 'failed', declineReason: 'authentication_failed' });
  });

  test('finished payments take nothing, and a new payment takes no 3-D Secure code', () => {
    const paid = transition(initialPayment(at), { type: 'authorized' }, later);
    const events: PaymentEvent[] = [{ type: 'authorized' }, { type: 'authenticated' }, { type: 'declined', reason: 'card_declined' }];
    for (const event of events) expect(() => transition(paid, event, later)).toThrow(IllegalTransition);
    expect(() => transition(initialPayment(at), { type: 'authenticated' }, later)).toThrow('A created payment does not take authenticated');
    const declined = transition(initialPayment(at), { type: 'declined', reason: 'card_declined' }, later);
    expect(() => transition(declined, { type: 'authorized' }, later)).toThrow(IllegalTransition);
  });
});
