import type { FastifyInstance } from 'fastify';
import { EvalContext, EvalResult, EvaluationBatchRequest, EvaluationBatchResponse } from '../../../contracts/flags';
import { evaluateFlag, type EvaluationOptions } from '../../engines/flags';
import { apiRoutes } from '../route';
import { evaluateBatch } from './evaluator';
import type { FlagStore } from './store';

export function flagsRoutes(app: FastifyInstance, store: FlagStore, options: EvaluationOptions): void {
  const route = apiRoutes(app, 'Feature flags');
  // Evaluation is the page's first call: a generous limit, like typing-heavy endpoints.
  const config = { rateLimit: { max: app.config.globalRateLimit * 10, timeWindow: '1 minute' } };

  route({
    method: 'POST',
    url: '/api/v1/evaluation',
    config,
    contract: { summary: 'Evaluate one flag (by id or key) for one entity', body: EvalContext, responses: { 200: EvalResult } },
    handler: async ({ body }) => evaluateFlag(store.get(body.flagID, body.flagKey), body, options),
  });

  route({
    method: 'POST',
    url: '/api/v1/evaluation/batch',
    config,
    contract: {
      summary: 'Evaluate flags (by id, key or tag) for each entity',
      description: "Flagr's batch evaluation; the client's flags request.",
      body: EvaluationBatchRequest,
      responses: { 200: EvaluationBatchResponse },
    },
    handler: async ({ body }) => evaluateBatch(store, body, options),
  });
}
