import type { FastifyInstance, FastifyRequest } from 'fastify';
// Modules of the platform and the account's paths, not their indexes: those bring the i18n loader and
// the UI, which only Vite's builds load, and the server also runs from source (page-forms.ts).
import { isBrandCode } from '../../../platform/brand';
import { linkTo } from '../../../platform/router/link-to';
import { orderPath } from '../../../product/account/paths';
import { transition, type PaymentState } from '../../engines/payments';
import { pageUrl } from '../../public-links';
import { newOrderId } from './payment-view';
import type { BookingStore, NewOrder, PaymentRow } from './store';
import { confirmationMail } from './confirmation';

/** The order a succeeded payment makes: created with the payment, paid, confirmed by the agency. */
function orderOf(payment: PaymentRow, next: PaymentState): NewOrder | null {
  if (next.status !== 'succeeded') return null;
  const paidAt = next.history.at(-1)!.at;
  const { purchase } = payment;
  return {
    id: newOrderId(),
    status: 'confirmed',
    agencyId: purchase.agencyId,
    agencyName: purchase.agencyName,
    price: payment.amount,
    currency: payment.currency,
    currencyAmount: payment.currencyAmount,
    rate: payment.rate,
    ratedAt: payment.ratedAt,
    method: payment.method,
    ticket: purchase.ticket,
    passengers: purchase.passengers,
    contact: purchase.contact,
    // The simulated agencies issue the ticket as soon as the payment is in.
    history: [
      { status: 'created', at: payment.history[0]!.at },
      { status: 'paid', at: paidAt },
      { status: 'confirmed', at: paidAt },
    ],
    createdAt: new Date(payment.history[0]!.at),
  };
}

/**
 * What follows a provider's answer: the payment's next state, the order a success makes, its
 * confirmation e-mail, and the passengers kept among the account's documents when its settings ask.
 */
export function paymentSettlement(app: FastifyInstance, { store, now }: { store: BookingStore; now: () => number }) {
  async function confirm(payment: PaymentRow, request: FastifyRequest): Promise<void> {
    if (!payment.orderId) return;
    const { purchase } = payment;
    // Payments made before the brand was kept link to the default brand's site.
    const brand = isBrandCode(purchase.brand) ? purchase.brand : app.config.defaultBrand;
    const link = pageUrl(app.config, brand, linkTo({ path: orderPath }, { orderId: payment.orderId }));
    try {
      await app.userAccess.mail.send({ to: purchase.contact.email, ...confirmationMail(payment, payment.orderId, link) });
    } catch (error) {
      // The order stands; the confirmation is on screen and in the account.
      request.log.warn({ err: error, order: payment.orderId }, 'order confirmation not sent');
    }
  }

  /** The order's passengers become the account's documents (setting "save passengers' documents", on by default). */
  async function keepDocuments(payment: PaymentRow, request: FastifyRequest): Promise<void> {
    if (!payment.orderId) return;
    try {
      await app.userAccess.saveBookedDocuments(payment.userId, payment.purchase.passengers);
    } catch (error) {
      // The order stands; the traveller can still add the documents in the account.
      request.log.warn({ err: error, order: payment.orderId }, 'passengers not kept among the documents');
    }
  }

  /** Applies the provider's answer; when another request settled the payment first, its result. */
  return async function move(payment: PaymentRow, event: Parameters<typeof transition>[1], request: FastifyRequest): Promise<PaymentRow> {
    const from = payment.status;
    const next = transition({ status: payment.status, declineReason: null, history: payment.history }, event, new Date(now()));
    const moved = await store.settle(payment, from, next, orderOf(payment, next));
    if (!moved) return (await store.payment(payment.userId, payment.id))!;
    request.log.info({ payment: moved.id, status: moved.status, order: moved.orderId }, 'payment');
    await keepDocuments(moved, request);
    await confirm(moved, request);
    return moved;
  };
}
