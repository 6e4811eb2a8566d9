import * as z from 'zod/v4-mini';

/**
 * A flag as the seed file (`data/flags.json`) and the database hold it, in Flagr's model: ranked
 * segments, each with constraints on the entity context, a rollout percent and a distribution over
 * the flag's variants. Ids are numbers, as in Flagr, so evaluation results can name them.
 */

export const constraintOperators = ['EQ', 'NEQ', 'LT', 'LTE', 'GT', 'GTE', 'EREG', 'NEREG', 'IN', 'NOTIN', 'CONTAINS', 'NOTCONTAINS'] as const;
export type ConstraintOperator = (typeof constraintOperators)[number];
const listOperators: readonly ConstraintOperator[] = ['IN', 'NOTIN'];

const id = z.int().check(z.positive());
const percent = z.int().check(z.minimum(0), z.maximum(100));

export const Constraint = z
  .object({
    /** A key of the entity context: market, device, os, lang… */
    property: z.string().check(z.minLength(1)),
    operator: z.enum(constraintOperators),
    value: z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]),
  })
  .check(
    z.refine((c) => listOperators.includes(c.operator) === Array.isArray(c.value), {
      message: 'IN and NOTIN take a list; other operators take one value',
    }),
  );
export type Constraint = z.infer<typeof Constraint>;

export const Variant = z.object({ id, key: z.string().check(z.minLength(1)), attachment: z.optional(z.unknown()) });
export type Variant = z.infer<typeof Variant>;

export const Distribution = z.object({ variantKey: z.string(), percent });
export type Distribution = z.infer<typeof Distribution>;

export const Segment = z
  .object({
    id,
    description: z._default(z.string(), ''),
    rank: z.int().check(z.nonnegative()),
    rolloutPercent: percent,
    constraints: z._default(z.array(Constraint), []),
    distributions: z._default(z.array(Distribution), []),
  })
  .check(
    z.refine((s) => s.distributions.length === 0 || s.distributions.reduce((sum, d) => sum + d.percent, 0) === 100, {
      message: 'distribution percents must add up to 100',
    }),
  );
export type Segment = z.infer<typeof Segment>;

export const FlagDefinition = z
  .object({
    id,
    key: z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]*$/, 'flag key must be lowercase letters, digits, - or _')),
    description: z._default(z.string(), ''),
    enabled: z.boolean(),
    dataRecordsEnabled: z._default(z.boolean(), false),
    /** Overrides the entity type of evaluations, as Flagr's flag entity type does. */
    entityType: z._default(z.string(), ''),
    tags: z._default(z.array(z.string()), []),
    variants: z._default(z.array(Variant), []),
    segments: z._default(z.array(Segment), []),
  })
  .check(
    z.refine((flag) => flag.segments.every((s) => s.distributions.every((d) => flag.variants.some((v) => v.key === d.variantKey))), {
      message: 'a distribution names a variant the flag does not have',
    }),
    z.refine((flag) => unique(flag.variants.map((v) => v.id)) && unique(flag.variants.map((v) => v.key)), {
      message: 'variant ids and keys must be unique',
    }),
    z.refine((flag) => unique(flag.segments.map((s) => s.id)), { message: 'segment ids must be unique' }),
  );
export type FlagDefinition = z.infer<typeof FlagDefinition>;

/** The seed file: a list of flags with unique ids and keys. */
export const FlagSeed = z
  .object({ flags: z.array(FlagDefinition) })
  .check(z.refine(({ flags }) => unique(flags.map((f) => f.id)) && unique(flags.map((f) => f.key)), { message: 'flag ids and keys must be unique' }));

/** What the `definition` column holds: the flag minus its own columns. */
export type FlagDefinitionJson = Pick<FlagDefinition, 'entityType' | 'tags' | 'variants' | 'segments'>;

const unique = (values: unknown[]) => new Set(values).size === values.length;
