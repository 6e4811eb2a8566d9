import type { EvaluationBatchRequest, EvaluationBatchResponse } from '../../contracts/flags';
import type { FlagContext } from '../device';

/** Flags the web asks for: every flag tagged `web`. */
export const webFlagsTag = 'web';
/** Entities are the visitors, by their anonymous id (the same on server and client: the same buckets). */
export const flagsEntityType = 'visitor';

export function flagsRequestBody(context: Partial<FlagContext>, entityID: string | null): EvaluationBatchRequest {
  return {
    entities: [{ entityID: entityID ?? '', entityType: flagsEntityType, entityContext: { ...context } }],
    flagTags: [webFlagsTag],
  };
}

/** Flagr's batch evaluation, under a flags host. */
export const evaluationPath = '/api/v1/evaluation/batch';
/** The batch evaluation URL under a flags host: the built-in `/api/flags` or a real Flagr. */
export const evaluationUrl = (base: string) => `${base.replace(/\/+$/, '')}${evaluationPath}`;

/**
 * Starts the client's flags request (spec §4: the page starts it, the flags service reads its
 * promise). The promise resolves with the answer's body, unchecked (`checkFlagsAnswer` checks it
 * once the service reads it, after hydration), or rejects on a network or HTTP failure.
 */
export async function requestFlags(base: string, body: EvaluationBatchRequest, fetcher: typeof fetch = (...args) => fetch(...args)): Promise<unknown> {
  const response = await fetcher(evaluationUrl(base), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`HTTP error, status: ${response.status}`);
  return response.json();
}

/** The flags answer checked by its contract, which loads with it: zod is not part of the page's start. */
export async function checkFlagsAnswer(answer: unknown): Promise<EvaluationBatchResponse> {
  const { EvaluationBatchResponse } = await import('../../contracts/flags');
  const parsed = EvaluationBatchResponse.safeParse(answer);
  if (!parsed.success) throw new Error('Feature flags response does not match the evaluation results');
  return parsed.data;
}
