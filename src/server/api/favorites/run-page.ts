import type { FastifyPluginAsync } from 'fastify';
import { favoritesPaths, PriceDropRun, RunPriceDropsQuery } from '../../../contracts/favorites';
import { debugPagesTag } from '../../debug-page';
import { apiRoutes } from '../route';
import type { PriceDropJob } from './job';

/**
 * `POST /api/favorites/v1/price-drops/run`: runs the price-drop job once, now or as if at `at`
 * (a later day's prices), and answers what it did. Outside production, behind the private pages'
 * guard: how tests and people trying the app see a digest without waiting for the schedule.
 */
export const runPage: FastifyPluginAsync<{ job: PriceDropJob; now: () => number }> = async (app, { job, now }) => {
  apiRoutes(
    app,
    debugPagesTag,
  )({
    method: 'POST',
    url: favoritesPaths.runPriceDrops,
    contract: { summary: 'Runs the price-drop job once (now, or as if at `at`)', query: RunPriceDropsQuery, responses: { 200: PriceDropRun } },
    handler: async ({ query }) => job.runOnce(query.at ? new Date(query.at) : new Date(now())),
  });
};
