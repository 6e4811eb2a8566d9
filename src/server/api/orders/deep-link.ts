import { markerParam } from '../../../platform/marker';

/**
 * The agency's deep link: its own booking page for the ticket, carrying our marker (spec §4) so the
 * sale is credited, and the click id the agency reports back. The simulated agencies live on their
 * own `.example` domains; a real agency's link template replaces this one.
 */
export function agencyDeepLink({
  agencyId,
  searchId,
  ticketId,
  clickId,
  marker,
  bags,
}: {
  agencyId: string;
  searchId: string;
  ticketId: string;
  clickId: string;
  marker: string;
  bags?: number;
}): string {
  const url = new URL(`https://www.${agencyId}.example/flights/book`);
  url.searchParams.set('ticket', ticketId);
  url.searchParams.set('search', searchId);
  url.searchParams.set('click_id', clickId);
  if (bags !== undefined) url.searchParams.set('bags', String(bags));
  // Always, `direct` included: the agency credits every sale that came from us.
  url.searchParams.set(markerParam, marker);
  return url.toString();
}
