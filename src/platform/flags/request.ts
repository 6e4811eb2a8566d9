import { EvaluationBatchResponse, type EvaluationBatchRequest } from '../../contracts/flags';
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
 * promise). The promise resolves with the evaluation results or rejects on a network or HTTP
 * failure or a response of another shape.
 */
export async function requestFlags(
  base: string,
  body: EvaluationBatchRequest,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<EvaluationBatchResponse> {
  const response = await fetcher(evaluationUrl(base), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`HTTP error, status: ${response.status}`);
  const parsed = EvaluationBatchResponse.safeParse(await response.json());
  if (!parsed.success) throw new Error('Feature flags response does not match the evaluation results');
  return parsed.data;
}
