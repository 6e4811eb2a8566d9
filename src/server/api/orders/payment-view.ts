import { randomInt } from 'node:crypto';
import type { Payment } from '../../../contracts/booking';
import { conversionOf } from './charge';
import type { PaymentRow } from './store';

export const paymentView = (row: PaymentRow): Payment => ({
  id: row.id,
  status: row.status,
  amount: row.currencyAmount ?? row.amount,
  currency: row.currency,
  conversion: conversionOf(row, row.amount),
  method: row.method === 'ru_card' ? 'ru_card' : 'ww_card',
  card_last4: row.cardLast4,
  decline_reason: (row.declineReason as Payment['decline_reason']) ?? null,
  order_id: row.orderId,
  history: row.history,
});

const orderAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Short enough to read out to support, letters, digits and a hyphen (spec §2.3). */
export const newOrderId = () => `BK-${Array.from({ length: 8 }, () => orderAlphabet[randomInt(orderAlphabet.length)]).join('')}`;
