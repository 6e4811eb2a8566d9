import type * as z from 'zod/v4-mini';
import { EvaluationBatchRequest, type EvalResult, type EvaluationBatchResponse } from '../../../contracts/flags';
import { evaluateFlag, type EvaluationOptions } from '../../engines/flags';
import { parseInput } from '../../http-errors';
import type { FlagStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Batch evaluation for the server's own use (page rendering), once the flags module started. */
    flagEvaluator: FlagEvaluator;
  }
}

/** Flagr's batch evaluation: flags by tag, id and key, for each entity in turn. */
export function evaluateBatch(store: FlagStore, body: z.output<typeof EvaluationBatchRequest>, options: EvaluationOptions): EvaluationBatchResponse {
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
