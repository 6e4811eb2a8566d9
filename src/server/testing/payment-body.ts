import { randomUUID } from 'node:crypto';
import type { CreatePaymentBody } from '../../contracts/booking';
import type { Ticket } from '../../contracts/search';
import { passenger } from './user-login';

/** A payment for one passenger with a test card that succeeds, with `change` applied. */
export const paymentBody = (searchId: string, ticket: Ticket, change: Partial<CreatePaymentBody> = {}): CreatePaymentBody => ({
  search_id: searchId,
  ticket_id: ticket.id,
  agency_id: 'skybasket',
  idempotency_key: randomUUID(),
  passengers: [passenger()],
  contact: { email: 'traveller@example.com', phone: '+79161234567' },
  method: 'ww_card',
  card: { number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'IVAN PETROV' },
  ...change,
});
