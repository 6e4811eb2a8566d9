import type { BookingMethod, CardDetails } from '../../../contracts/booking';
import { cardExpired, cardNetwork, methodOf, testCards, testThreeDsCode } from './cards';
import type { PaymentEvent } from './machine';

export interface AuthorizeRequest {
  /** Whole units of `currency`. */
  amount: number;
  /** Lower-case ISO code: the visit's currency (`rub` for older clients). */
  currency: string;
  method: BookingMethod;
  card: CardDetails;
  now: Date;
}

/**
 * A card payment provider: authorizes a card for an amount, and checks the 3-D Secure code of a
 * challenged payment. A production adapter calls the acquirer's API behind the same two calls; the
 * card number goes no further than `authorize` (only its last four digits are kept).
 */
export interface PaymentProvider {
  readonly name: string;
  authorize(request: AuthorizeRequest): Promise<PaymentEvent>;
  authenticate(paymentId: string, code: string): Promise<PaymentEvent>;
}

/** Deterministic test mode: the card number decides the outcome (`testCards`). */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated';

  async authorize({ method, card, now }: AuthorizeRequest): Promise<PaymentEvent> {
    if (methodOf(cardNetwork(card.number)) !== method) return { type: 'declined', reason: 'method_mismatch' };
    if (cardExpired(card.expiry, now)) return { type: 'declined', reason: 'expired_card' };
    switch (testCards.get(card.number)) {
      case 'success':
        return { type: 'authorized' };
      case 'three_ds':
        return { type: 'challenged' };
      case 'insufficient_funds':
        return { type: 'declined', reason: 'insufficient_funds' };
      case 'processing_error':
        return { type: 'errored' };
      default:
        return { type: 'declined', reason: 'card_declined' };
    }
  }

  async authenticate(_paymentId: string, code: string): Promise<PaymentEvent> {
    return code === testThreeDsCode ? { type: 'authenticated' } : { type: 'authentication_failed' };
  }
}
