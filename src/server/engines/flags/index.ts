export type { Constraint, ConstraintOperator, Distribution, FlagDefinition, FlagDefinitionJson, Segment, Variant } from './definition';
export { FlagDefinition as FlagDefinitionSchema, FlagSeed, constraintOperators } from './definition';
export type { EvaluationInput, EvaluationOptions, PreparedFlag } from './evaluate';
export { evaluateFlag, prepareFlag } from './evaluate';
export { describeConstraint, matches } from './constraints';
export { accumulate, bucketOf, rollout, totalBuckets } from './hash';
