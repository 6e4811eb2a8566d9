import type { FastifyInstance } from 'fastify';
import * as z from 'zod/v4-mini';
import { ApiError } from '../../../contracts/errors';
import { ActualizePassengersBody, KeptPassengers, latestToday } from '../../../contracts/passenger';
import { MarketingSubscription, MarketingSubscriptionBody, MarketingSubscriptionResponse } from '../../../contracts/marketing';
import { PassengerList } from '../../../contracts/saved-passengers';
import { NO_ACTIVE_EMAIL, userPaths } from '../../../contracts/user';
import { SavedSearchesResponse, SaveSearchBody, SaveSearchResponse, savedSearchesLimit, type SavedSearch } from '../../../contracts/user-searches';
import { HttpError, parseInput } from '../../http-errors';
import { apiRoutes } from '../route';
import { subscriptionOf } from './account';
import type { UserStores } from './stores';

export interface RecordsRoutesContext extends Pick<UserStores, 'passengers' | 'searches' | 'marketing'> {
  now: () => number;
}

/** What the account keeps for the traveller (spec §7): passengers' documents, searches, the newsletter choice. */
export function recordsRoutes(app: FastifyInstance, { passengers, searches, marketing, now }: RecordsRoutesContext): void {
  const route = apiRoutes(app, 'User service', { personal: true });

  route({
    method: 'GET',
    url: userPaths.passengers,
    private: true,
    contract: { summary: 'The passenger documents of the user', responses: { 200: PassengerList } },
    handler: async ({ session }) => ({ passengers: await passengers.list(session.userId) }),
  });

  route({
    method: 'PUT',
    url: userPaths.passengersActualize,
    private: true,
    contract: { summary: 'Replace the passenger documents with the list given', body: ActualizePassengersBody, responses: { 200: PassengerList } },
    handler: async ({ body, session }) => {
      parseInput(z.object({ passengers: KeptPassengers(latestToday(now())) }), body);
      await passengers.replace(session.userId, body.passengers);
      return { passengers: body.passengers };
    },
  });

  route({
    method: 'GET',
    url: userPaths.searches,
    private: true,
    contract: { summary: 'Saved searches, newest first', responses: { 200: SavedSearchesResponse } },
    handler: async ({ session }) => ({ searches: await searches.list(session.userId, savedSearchesLimit) }),
  });

  route({
    method: 'POST',
    url: userPaths.searches,
    private: true,
    contract: {
      summary: `Save a search (the same id replaces the earlier one; the newest ${savedSearchesLimit} are kept)`,
      body: SaveSearchBody,
      responses: { 200: SaveSearchResponse },
    },
    handler: async ({ body, session }) => {
      const { search_params, ticket } = body.search;
      const createdAt =
        body.search.created_at && !Number.isNaN(Date.parse(body.search.created_at))
          ? new Date(Math.min(Date.parse(body.search.created_at), now()))
          : new Date(now());
      const search: SavedSearch = {
        id: body.search.id ?? ticket!.id.slice(0, 200),
        ticket: ticket!,
        search_params: search_params!,
        created_at: createdAt.toISOString(),
      };
      await searches.save(session.userId, search, savedSearchesLimit);
      return { search };
    },
  });

  route({
    method: 'GET',
    url: userPaths.marketingSubscriptions,
    private: true,
    contract: { summary: 'The marketing subscription of the user, or null before the first choice', responses: { 200: MarketingSubscriptionResponse } },
    handler: async (_input, request) => {
      const user = await app.userAccess.currentUser(request);
      const row = await marketing.find(user.id);
      return { subscription: row ? subscriptionOf(row, user) : null };
    },
  });

  route({
    method: 'POST',
    url: userPaths.marketingSubscriptions,
    private: true,
    contract: {
      summary: 'Subscribe to or leave the marketing e-mails; pending until the e-mail is active',
      body: MarketingSubscriptionBody,
      responses: { 200: MarketingSubscription, 422: ApiError },
    },
    handler: async ({ body }, request) => {
      const user = await app.userAccess.currentUser(request);
      const email = body.email?.toLowerCase() ?? user.activeEmail ?? user.candidateEmail;
      if (body.subscribed && !email) throw new HttpError(422, NO_ACTIVE_EMAIL, 'no_active_email');
      const row = { userId: user.id, market: body.market, language: body.language, email: email ?? null, topics: body.topics, subscribed: body.subscribed };
      await marketing.save(row);
      return subscriptionOf(row, user);
    },
  });
}
