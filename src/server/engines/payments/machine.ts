import type { DeclineReason, PaymentStatus } from '../../../contracts/booking';

/** What moves a payment: the provider's answer to the authorization, then to the 3-D Secure code. */
export type PaymentEvent =
  | { type: 'authorized' }
  | { type: 'challenged' }
  | { type: 'declined'; reason: DeclineReason }
  | { type: 'errored' }
  | { type: 'authenticated' }
  | { type: 'authentication_failed' };

export interface PaymentState {
  status: PaymentStatus;
  declineReason: DeclineReason | null;
  history: { status: PaymentStatus; at: string }[];
}

/** Refused: an event the payment's status does not take (a 3-D Secure code for a finished payment …). */
export class IllegalTransition extends Error {
  constructor(
    readonly from: PaymentStatus,
    readonly event: PaymentEvent['type'],
  ) {
    super(`A ${from} payment does not take ${event}`);
    this.name = 'IllegalTransition';
  }
}

export const finalStatuses: ReadonlySet<PaymentStatus> = new Set(['succeeded', 'declined', 'failed']);

/**
 * created → requires_3ds | succeeded | declined | failed; requires_3ds → succeeded | failed.
 * Final states take nothing: a finished payment is never charged again.
 */
const table: Record<PaymentStatus, Partial<Record<PaymentEvent['type'], PaymentStatus>>> = {
  created: { authorized: 'succeeded', challenged: 'requires_3ds', declined: 'declined', errored: 'failed' },
  requires_3ds: { authenticated: 'succeeded', authentication_failed: 'failed' },
  succeeded: {},
  declined: {},
  failed: {},
};

export const initialPayment = (at: Date): PaymentState => ({ status: 'created', declineReason: null, history: [{ status: 'created', at: at.toISOString() }] });

export function transition(state: PaymentState, event: PaymentEvent, at: Date): PaymentState {
  const next = table[state.status][event.type];
  if (!next) throw new IllegalTransition(state.status, event.type);
  const declineReason =
    event.type === 'declined'
      ? event.reason
      : event.type === 'authentication_failed'
        ? 'authentication_failed'
        : event.type === 'errored'
          ? 'processing_error'
          : null;
  return { status: next, declineReason, history: [...state.history, { status: next, at: at.toISOString() }] };
}
