import type { Store } from 'effector';

/** What a flag's value is checked against: any zod (mini) schema. */
export interface FlagContract<Value> {
  safeParse(value: unknown): { success: true; data: Value } | { success: false; error: unknown };
}

export interface FlagOptions<Value> {
  /** The flag's key in Flagr. */
  name: string;
  /**
   * The contract, or its loader (`() => import('…/contracts/flags').then(…)`) for flags the page's
   * start imports: values are checked as they arrive, so zod is not part of the page's start.
   */
  contract: FlagContract<Value> | (() => Promise<FlagContract<Value>>);
  /** The value when the flag is absent, unmatched or breaks its contract. */
  defaultValue: Value;
}

export interface Flag<Value> {
  readonly kind: 'flag';
  readonly name: string;
  /** The contract, loaded once. */
  readonly contract: () => Promise<FlagContract<Value>>;
  readonly defaultValue: Value;
  readonly experiment: boolean;
  /** The flag's value in force: server < client < overrides, checked by the contract. */
  readonly $value: Store<Value>;
}

/** Experiments are the flags whose name matches `-exp-` (spec §3). */
export const isExperiment = (name: string) => name.includes('-exp-');

/** One flag evaluated, as much of Flagr's evaluation result as the client keeps. */
export interface FlagEvaluation {
  flagKey: string;
  segmentID?: number;
  variantKey?: string;
  variantAttachment?: unknown;
}

/**
 * A variant's value (spec §3): an attachment, if present, is the value; otherwise the key `on` is
 * true, `off` false and any other key (an experiment's group) the key itself. Unmatched: undefined.
 */
export function variantValue({ variantKey, variantAttachment }: Pick<FlagEvaluation, 'variantKey' | 'variantAttachment'>): unknown {
  if (variantAttachment !== undefined && variantAttachment !== null) return variantAttachment;
  if (variantKey === undefined || variantKey === '') return undefined;
  if (variantKey === 'on') return true;
  if (variantKey === 'off') return false;
  return variantKey;
}

export type FlagCheck<Value> = { value: Value; violation: null } | { value: Value; violation: unknown };

/** The raw value checked by the contract: absent gives the default, a violation too (and says so). */
export function checkFlagValue<Value>(flag: { contract: FlagContract<Value>; defaultValue: Value }, raw: unknown): FlagCheck<Value> {
  if (raw === undefined) return { value: flag.defaultValue, violation: null };
  const result = flag.contract.safeParse(raw);
  return result.success ? { value: result.data, violation: null } : { value: flag.defaultValue, violation: result.error };
}
