import type { FastifyPluginAsync } from 'fastify';
import type * as z from 'zod/v4-mini';
import {
  EvalContext,
  EvaluationBatchRequest,
  type EvalResult,
  type EvaluationBatchResponse,
} from '../../../contracts/flags';
import { dataDir } from '../../data-dir';
import { registerDebugPages } from '../../debug-page';
import { evaluateFlag, type EvaluationInput, type EvaluationOptions } from '../../engines/flags';
import { parseInput } from '../../http-errors';
import { flagsAdmin } from './admin';
import { FlagStore, readSeed } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Batch evaluation for the server's own use (page rendering), once the flags module started. */
    flagEvaluator: FlagEvaluator;
  }
}

/** Evaluates a batch request the way `POST /api/v1/evaluation/batch` does, without HTTP. */
export class FlagEvaluator {
  private evaluate: ((body: z.output<typeof EvaluationBatchRequest>) => EvaluationBatchResponse) | null = null;

  attach(store: FlagStore, options: EvaluationOptions) {
    this.evaluate = (body) => evaluateBatch(store, body, options);
  }

  batch(body: EvaluationBatchRequest): EvaluationBatchResponse {
    if (!this.evaluate) throw new Error('Flags are not loaded yet');
    return this.evaluate(parseInput(EvaluationBatchRequest, body));
  }
}

function evaluateBatch(store: FlagStore, body: z.output<typeof EvaluationBatchRequest>, options: EvaluationOptions): EvaluationBatchResponse {
  const evaluationResults: EvalResult[] = [];
  for (const entity of body.entities) {
    const base = { ...entity, enableDebug: body.enableDebug };
    if (body.flagTags?.length) {
      for (const flag of store.byTags(body.flagTags, body.flagTagsOperator)) evaluationResults.push(evaluateFlag(flag, base, options));
    }
    for (const flagID of body.flagIDs ?? []) evaluationResults.push(evaluateFlag(store.get(flagID, undefined), { ...base, flagID }, options));
    for (const flagKey of body.flagKeys ?? []) evaluationResults.push(evaluateFlag(store.get(undefined, flagKey), { ...base, flagKey }, options));
  }
  return { evaluationResults };
}

export interface FlagsApiOptions extends EvaluationOptions {
  /** The seed file; `data/flags.json` by default. */
  seedFile?: string;
  /** How often flags are reloaded from the database, to see changes other processes made. */
  refreshMs?: number;
}

/**
 * Flags host (`/api/flags`): Flagr's evaluation API over the definitions in the database, seeded
 * from `data/flags.json` with the flags it does not have yet. `POST /api/v1/evaluation/batch`
 * evaluates flags (by id, key or tag) for each entity; `POST /api/v1/evaluation` one flag for one
 * entity. Outside production, `GET /admin` lists the flags and turns them on and off.
 */
export const flagsApi: FastifyPluginAsync<FlagsApiOptions> = async (app, options) => {
  const store = new FlagStore(app.database.db);
  const added = await store.seed(readSeed(options.seedFile ?? dataDir('flags.json')));
  if (added.length) app.log.info({ flags: added }, 'flags seeded');
  await store.refresh();
  if (app.hasDecorator('flagEvaluator')) app.flagEvaluator.attach(store, options);

  const refreshMs = options.refreshMs ?? 5000;
  const timer = setInterval(() => {
    store.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'flags refresh failed'));
  }, refreshMs).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const evaluate = (input: EvaluationInput) => evaluateFlag(store.get(input.flagID, input.flagKey), input, options);

  // Evaluation is the page's first call: a generous limit, like typing-heavy endpoints.
  const rateLimit = { max: app.config.globalRateLimit * 10, timeWindow: '1 minute' };

  app.post('/api/v1/evaluation', { config: { rateLimit } }, async (request): Promise<EvalResult> => {
    return evaluate(parseInput(EvalContext, request.body ?? {}));
  });

  app.post('/api/v1/evaluation/batch', { config: { rateLimit } }, async (request): Promise<EvaluationBatchResponse> => {
    return evaluateBatch(store, parseInput(EvaluationBatchRequest, request.body ?? {}), options);
  });

  await registerDebugPages(app, flagsAdmin, { store });
};
