import type { EvalResult } from '../../../contracts/flags';
import { describeConstraint, matches } from './constraints';
import type { FlagDefinition, Variant } from './definition';
import { accumulate, bucketOf, rollout } from './hash';

/** A flag ready to evaluate: its definition, its current snapshot and segments in rank order. */
export interface PreparedFlag {
  definition: FlagDefinition;
  snapshotId: number;
  segments: PreparedSegment[];
  variants: Map<number, Variant>;
}

interface PreparedSegment {
  id: number;
  rank: number;
  rolloutPercent: number;
  constraints: FlagDefinition['segments'][number]['constraints'];
  variantIds: number[];
  accumulated: number[];
}

export function prepareFlag(definition: FlagDefinition, snapshotId: number): PreparedFlag {
  const byKey = new Map(definition.variants.map((variant) => [variant.key, variant]));
  const segments = [...definition.segments]
    .sort((a, b) => a.rank - b.rank || a.id - b.id)
    .map((segment) => ({
      id: segment.id,
      rank: segment.rank,
      rolloutPercent: segment.rolloutPercent,
      constraints: segment.constraints,
      variantIds: segment.distributions.map((d) => byKey.get(d.variantKey)!.id),
      accumulated: accumulate(segment.distributions.map((d) => d.percent)),
    }));
  return { definition, snapshotId, segments, variants: new Map(definition.variants.map((v) => [v.id, v])) };
}

export interface EvaluationInput {
  entityID: string;
  entityType: string;
  entityContext: Record<string, unknown>;
  flagID?: number;
  flagKey?: string;
  enableDebug?: boolean;
}

export interface EvaluationOptions {
  now?: () => Date;
  /** For an entity without an id, as Flagr does: a random one, so the rollout is random too. */
  randomInt?: () => number;
}

/**
 * Evaluates one flag for one entity the way Flagr does: a disabled or unknown flag gives a blank
 * result; otherwise segments are tried in rank order, the first whose constraints all match decides
 * (even when its rollout leaves the entity out), and its distribution picks the variant by the
 * entity's bucket.
 */
export function evaluateFlag(flag: PreparedFlag | undefined, input: EvaluationInput, options: EvaluationOptions = {}): EvalResult {
  const now = options.now ?? (() => new Date());
  const context = { ...input };
  const logs: { segmentID: number; msg: string }[] = [];
  const blank = (msg: string): EvalResult => ({
    flagID: flag?.definition.id ?? input.flagID ?? 0,
    flagKey: flag?.definition.key ?? input.flagKey ?? '',
    flagSnapshotID: flag?.snapshotId ?? 0,
    ...(flag?.definition.tags.length ? { flagTags: flag.definition.tags } : {}),
    dataRecordsEnabled: flag?.definition.dataRecordsEnabled ?? false,
    evalContext: {
      entityID: context.entityID,
      entityType: context.entityType,
      entityContext: context.entityContext,
      ...(input.flagID !== undefined ? { flagID: input.flagID } : {}),
      ...(input.flagKey !== undefined ? { flagKey: input.flagKey } : {}),
    },
    ...(input.enableDebug ? { evalDebugLog: { msg, segmentDebugLogs: logs } } : {}),
    timestamp: now().toISOString(),
  });

  if (!flag) return blank(`flag ${input.flagKey ?? input.flagID} not found or deleted`);
  if (!flag.definition.enabled) return blank(`flagID ${flag.definition.id} is not enabled`);
  if (flag.segments.length === 0) return blank(`flagID ${flag.definition.id} has no segments`);
  if (!context.entityID) context.entityID = `randomly_generated_${(options.randomInt ?? randomInt)()}`;
  if (flag.definition.entityType) context.entityType = flag.definition.entityType;

  for (const segment of flag.segments) {
    const failed = segment.constraints.find((constraint) => !matches(constraint, context.entityContext));
    if (failed) {
      logs.push({ segmentID: segment.id, msg: `constraint not match: ${describeConstraint(failed)}` });
      continue;
    }
    const result = blank('');
    result.segmentID = segment.id;
    if (segment.variantIds.length === 0) {
      logs.push({ segmentID: segment.id, msg: 'matched all constraints. rollout no: no distribution set' });
      return result;
    }
    const bucket = bucketOf(context.entityID, String(flag.definition.id));
    const { index, rolledOut } = rollout(bucket, segment.accumulated, segment.rolloutPercent);
    logs.push({
      segmentID: segment.id,
      msg: `matched all constraints. rollout ${rolledOut ? 'yes' : 'no'}: bucket ${bucket}, rollout ${segment.rolloutPercent}%`,
    });
    if (!rolledOut) return result;
    const variant = flag.variants.get(segment.variantIds[index]!)!;
    result.variantID = variant.id;
    result.variantKey = variant.key;
    if (variant.attachment !== undefined) result.variantAttachment = variant.attachment;
    return result;
  }
  return blank('no segment matched');
}

const randomInt = () => Math.floor(Math.random() * 2 ** 31);
