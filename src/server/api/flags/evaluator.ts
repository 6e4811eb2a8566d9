import type * as z from 'zod/v4-mini';
import type { EvalResult, EvaluationBatchRequest, EvaluationBatchResponse } from '../../../contracts/flags';
import { evaluateFlag, type EvaluationOptions } from '../../engines/flags';
import type { FlagStore } from './store';

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
