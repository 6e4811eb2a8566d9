import * as z from 'zod/v4-mini';
export { availablePaymentMethodsFlagKey, flagContextKeys, foreignCardsFlagKey, isExperimentFlag, paymentMethods } from './plain/flags';
import { paymentMethods } from './plain/flags';

/**
 * Feature flags in Flagr's evaluation shapes (`POST {flags host}/api/v1/evaluation` and
 * `/api/v1/evaluation/batch`), so the client works against the built-in evaluator and a real Flagr
 * alike. Spec §3: a variant key `on` reads as true, `off` as false, an attachment as the value.
 */

/** What flags are segmented on (spec §3): market, device (desktop or other), os and lang. */
export const FlagContext = z.object({
  market: z.string(),
  device: z.string(),
  os: z.string(),
  lang: z.string(),
});
export type FlagContext = z.infer<typeof FlagContext>;

const entityContext = z.record(z.string(), z.unknown());

export const EvaluationEntity = z.object({
  entityID: z._default(z.string(), ''),
  entityType: z._default(z.string(), ''),
  entityContext: z._default(entityContext, {}),
});
export type EvaluationEntity = z.input<typeof EvaluationEntity>;

const flagIds = z.array(z.int().check(z.positive()));
const flagKeys = z.array(z.string().check(z.minLength(1)));

/** `POST {flags host}/api/v1/evaluation/batch` body, as Flagr takes it. */
export const EvaluationBatchRequest = z
  .object({
    entities: z.array(EvaluationEntity).check(z.minLength(1, 'entities must hold at least one entity'), z.maxLength(100)),
    flagIDs: z.optional(flagIds),
    flagKeys: z.optional(flagKeys),
    flagTags: z.optional(flagKeys),
    flagTagsOperator: z.optional(z.enum(['ANY', 'ALL'])),
    enableDebug: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => Boolean(body.flagIDs?.length || body.flagKeys?.length || body.flagTags?.length), {
      message: 'flagIDs, flagKeys or flagTags must name at least one flag',
    }),
  );
export type EvaluationBatchRequest = z.input<typeof EvaluationBatchRequest>;

/** `POST {flags host}/api/v1/evaluation` body: one entity, one flag (by id or key). */
export const EvalContext = z
  .object({
    entityID: z._default(z.string(), ''),
    entityType: z._default(z.string(), ''),
    entityContext: z._default(entityContext, {}),
    flagID: z.optional(z.int().check(z.positive())),
    flagKey: z.optional(z.string()),
    enableDebug: z.optional(z.boolean()),
  })
  .check(z.refine((body) => Boolean(body.flagID || body.flagKey), { message: 'flagID or flagKey is required' }));
export type EvalContext = z.infer<typeof EvalContext>;

export const EvalDebugLog = z.object({
  msg: z.string(),
  segmentDebugLogs: z.array(z.object({ segmentID: z.int(), msg: z.string() })),
});

/** One flag evaluated for one entity. Segment and variant fields are present only when matched. */
export const EvalResult = z.object({
  flagID: z.int(),
  flagKey: z.string(),
  flagSnapshotID: z.int(),
  flagTags: z.optional(z.array(z.string())),
  dataRecordsEnabled: z.boolean(),
  segmentID: z.optional(z.int()),
  variantID: z.optional(z.int()),
  variantKey: z.optional(z.string()),
  variantAttachment: z.optional(z.unknown()),
  evalContext: z.object({
    entityID: z.string(),
    entityType: z.string(),
    entityContext: entityContext,
    flagID: z.optional(z.int()),
    flagKey: z.optional(z.string()),
  }),
  evalDebugLog: z.optional(EvalDebugLog),
  timestamp: z.string(),
});
export type EvalResult = z.infer<typeof EvalResult>;

/** The client flags response (spec §5: it must match the evaluation-results shape). */
export const EvaluationBatchResponse = z.object({ evaluationResults: z.array(EvalResult) });
export type EvaluationBatchResponse = z.infer<typeof EvaluationBatchResponse>;

/** Attachment of the foreign-cards flag (spec §3). */
export const ForeignCardsFlag = z.object({
  enabled: z.boolean(),
  informerSuspensionSearchCount: z.int().check(z.nonnegative()),
  /** Milliseconds the informer stays hidden after it was closed. */
  informerSuspensionTime: z.int().check(z.nonnegative()),
  informerText: z.object({ en: z.string(), ru: z.string() }),
  /** Origin and destination pairs (IATA codes) the informer shows on. */
  directions: z.array(z.tuple([z.string(), z.string()])),
  placements: z.array(z.string()),
});
export type ForeignCardsFlag = z.infer<typeof ForeignCardsFlag>;

/** Attachment of the available-payment-methods flag (spec §3). */
export const AvailablePaymentMethodsFlag = z.object({ methods: z.array(z.enum(paymentMethods)) });
export type AvailablePaymentMethodsFlag = z.infer<typeof AvailablePaymentMethodsFlag>;

/** The foreign-cards flag's value: its attachment, or off. */
export const ForeignCardsFlagValue = z.union([ForeignCardsFlag, z.literal(false)]);
export type ForeignCardsFlagValue = z.infer<typeof ForeignCardsFlagValue>;

/** The groups of the experiment on the results' default order. */
export const SearchSortingGroup = z.enum(['control', 'test']);
export type SearchSortingGroup = z.infer<typeof SearchSortingGroup>;
