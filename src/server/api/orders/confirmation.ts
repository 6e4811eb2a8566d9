import type { Ticket } from '../../../contracts/search';
import { formatDate } from '../../../platform/format/date';
import { localeFormats } from '../../../platform/format/formats';
import type { LocaleFormats } from '../../../platform/format/locale-data';
import { formatPrice } from '../../../platform/format/price';
import { isLanguage } from '../../../platform/market';
import { orderTexts } from './messages';
import type { PaymentRow } from './store';

/** `MOW → IST, Fri, Apr 10, 10:05`: each leg with its day written for the locale. */
const tripOf = (ticket: Ticket, formats: LocaleFormats) =>
  ticket.segments
    .map((segment) => {
      const first = segment.flights[0]!;
      return `${first.origin} → ${segment.flights.at(-1)!.destination}, ${formatDate(first.departure, formats)}, ${first.departure.slice(11, 16)}`;
    })
    .join('; ');

/**
 * The order confirmation of a paid order, in the language of the visit that paid (English for a
 * payment that kept none), its amounts and days in that visit's locale, linking to `link`.
 */
export function confirmationMail(payment: PaymentRow, orderId: string, link: string): { subject: string; text: string } {
  const { purchase } = payment;
  const texts = orderTexts({ language: isLanguage(purchase.language) ? purchase.language : 'en' });
  const formats = localeFormats(purchase.locale ?? texts.locale, [payment.currency]);
  const passengers = purchase.passengers.map((passenger) => `${passenger.first_name} ${passenger.last_name}`);
  return {
    subject: texts.t('orderMail.subject', { order: orderId }),
    text: texts.t('orderMail.text', {
      order: orderId,
      trip: tripOf(purchase.ticket, formats),
      agency: purchase.agencyName,
      count: passengers.length,
      passengers: passengers.join(', '),
      total: formatPrice(payment.currencyAmount ?? payment.amount, payment.currency, formats),
      link,
    }),
  };
}
