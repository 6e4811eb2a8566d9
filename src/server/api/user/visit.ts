import { INVALID_IDENTIFIER, INVALID_INTERNATIONAL_IDENTIFIER, INVALID_INTERNATIONAL_PHONE, INVALID_PHONE } from '../../../contracts/user';
import { phoneRuleOf } from '../../../platform/brand';
import type { Visit } from '../../../platform/market';
import { russianPhoneNumber, type PhoneRule } from '../../../platform/phone';
import { internationalPhoneNumber } from '../../../platform/phone/international';

interface VisitPhoneRule {
  /** The number (E.164 digits) the text names under the rule, or null. */
  number(text: string): string | null;
  /** The refusal of a phone (`phone: …`) and of an identifier check. */
  invalidPhone: string;
  invalidIdentifier: string;
}

const readers: Record<PhoneRule, (text: string, market: string) => string | null> = {
  russian: (text) => russianPhoneNumber(text),
  international: internationalPhoneNumber,
};
const refusals: Record<PhoneRule, { invalidPhone: string; invalidIdentifier: string }> = {
  russian: { invalidPhone: INVALID_PHONE, invalidIdentifier: INVALID_IDENTIFIER },
  international: { invalidPhone: INVALID_INTERNATIONAL_PHONE, invalidIdentifier: INVALID_INTERNATIONAL_IDENTIFIER },
};

/** The phone numbers the visit's brand takes (platform/brand's rules), national numbers read in the visit's market. */
export function visitPhoneRule(visit: Visit): VisitPhoneRule {
  const rule = phoneRuleOf(visit.brand);
  return { number: (text) => readers[rule](text, visit.market), ...refusals[rule] };
}
