import { expect } from 'vitest';
import type { AgencyDetails } from '../../../../contracts/offers';
import { SearchResults, StartSearchResponse, type Offer, type SearchQuery, type Ticket } from '../../../../contracts/search';
import { searchQuery } from '../../../testing/search-query';
import type { TestApp } from '../../../testing/test-app';
import { bearer, phoneLogin } from '../../../testing/user-login';

/** A departure two months after today: the searches run on the real clock. */
export const departDate = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

let phones = 0;
/** A fresh account logged in by phone. */
export async function newUser(t: TestApp) {
  phones += 1;
  const { jwt } = await phoneLogin(t, `7927${String(phones).padStart(7, '0')}`);
  return bearer(jwt);
}

/**
 * Starts a search and waits for an offer of `agency` (SkyBasket answers first); `change` sets other
 * parts of the query (a departure on the app's own clock, children and infants).
 */
export async function searchOffer(
  t: TestApp,
  agency = 'skybasket',
  adults = 1,
  change: Partial<SearchQuery> = {},
): Promise<{ searchId: string; ticket: Ticket; offer: Offer; agencies: Record<string, AgencyDetails> }> {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/search/v1/searches',
    payload: searchQuery({ departDate: departDate(), passengers: { adults, children: 0, infants: 0 }, ...change }),
  });
  expect(start.statusCode, start.body).toBe(201);
  const searchId = StartSearchResponse.parse(start.json()).search_id;
  for (let attempt = 0; attempt < 40; attempt++) {
    const results = SearchResults.parse((await t.app.inject({ method: 'GET', url: `/api/search/v1/searches/${searchId}/results?since=0` })).json());
    for (const ticket of results.tickets) {
      const offer = ticket.offers.find((item) => item.agency_id === agency);
      if (offer) return { searchId, ticket, offer, agencies: results.agencies ?? {} };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no offer of ${agency}`);
}

export { paymentBody } from '../../../testing/payment-body';
