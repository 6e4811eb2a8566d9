import { BookingMethod, OfferRef } from '../../../contracts/booking';

/** The offer a `/click` or `/booking` address names, with the traveller's bags and card when chosen. */
export interface OfferChoice extends OfferRef {
  bags?: number;
  method?: BookingMethod;
}

/** Reads `?search_id&ticket_id&agency_id[&bags][&method]`; null when the offer is not named properly. */
export function parseOfferChoice(search: string): OfferChoice | null {
  const query = new URLSearchParams(search);
  const ref = OfferRef.safeParse({ search_id: query.get('search_id'), ticket_id: query.get('ticket_id'), agency_id: query.get('agency_id') });
  if (!ref.success) return null;
  const bags = query.get('bags');
  const method = BookingMethod.safeParse(query.get('method'));
  return {
    ...ref.data,
    ...(bags !== null && /^[0-2]$/.test(bags) ? { bags: Number(bags) } : {}),
    ...(method.success ? { method: method.data } : {}),
  };
}

/** The same choice as an address's query (`linkTo`'s). */
export function offerChoiceQuery(choice: OfferChoice): Record<string, string> {
  return {
    search_id: choice.search_id,
    ticket_id: choice.ticket_id,
    agency_id: choice.agency_id,
    ...(choice.bags === undefined ? {} : { bags: String(choice.bags) }),
    ...(choice.method === undefined ? {} : { method: choice.method }),
  };
}
