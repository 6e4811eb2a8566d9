import type { PassengerProblem } from '../../contracts/passenger';
import type { MessageKey } from '../i18n';

/** The message that says each reason of the passenger rules in the visit's language. */
export const passengerProblemText: Record<PassengerProblem, MessageKey> = {
  required: 'passenger.problem.required',
  too_long: 'passenger.problem.too_long',
  name_mixed_scripts: 'passenger.problem.name_mixed_scripts',
  name_latin: 'passenger.problem.name_latin',
  name_alphabet: 'passenger.problem.name_alphabet',
  name_characters: 'passenger.problem.name_characters',
  name_scripts_differ: 'passenger.problem.name_scripts_differ',
  date_invalid: 'passenger.problem.date_invalid',
  birth_future: 'passenger.problem.birth_future',
  birth_too_old: 'passenger.problem.birth_too_old',
  age_adult: 'passenger.problem.age_adult',
  age_child: 'passenger.problem.age_child',
  age_infant: 'passenger.problem.age_infant',
  number_passport: 'passenger.problem.number_passport',
  number_international: 'passenger.problem.number_international',
  number_birth_certificate: 'passenger.problem.number_birth_certificate',
  number_foreign: 'passenger.problem.number_foreign',
  expiry_required: 'passenger.problem.expiry_required',
  expired: 'passenger.problem.expired',
  expires_before_flight: 'passenger.problem.expires_before_flight',
  citizenship_unknown: 'passenger.problem.citizenship_unknown',
  citizenship_not_russian: 'passenger.problem.citizenship_not_russian',
  citizenship_russian: 'passenger.problem.citizenship_russian',
};
