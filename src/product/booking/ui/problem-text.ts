import type { MessageKey } from '../../../platform/i18n';
import { passengerProblemText } from '../../../platform/passenger-form';
import type { FieldProblem, FormProblem } from '../model/booking-form';

const formProblemText: Record<FormProblem, MessageKey> = {
  email: 'booking.error.email',
  phone: 'booking.error.phone',
  card_number: 'booking.error.cardNumber',
  card_typo: 'booking.error.cardTypo',
  expiry: 'booking.error.expiry',
  cvc: 'booking.error.cvc',
  holder: 'booking.error.holder',
};

/** The message that says what is wrong with a field of the form and how to fix it. */
export const problemText = (problem: FieldProblem): MessageKey =>
  problem in formProblemText ? formProblemText[problem as FormProblem] : passengerProblemText[problem as keyof typeof passengerProblemText];
