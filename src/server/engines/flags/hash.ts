import { crc32 } from 'node:zlib';

/** Buckets of the consistent hash, as Flagr counts them: a percent is 10 buckets. */
export const totalBuckets = 1000;
const bucketsPerPercent = totalBuckets / 100;

/**
 * The entity's bucket for a flag: CRC-32 (IEEE) of salt + entity id, modulo 1000, as Flagr does with
 * the flag id as salt. The same entity lands in the same bucket for as long as the flag id holds.
 */
export function bucketOf(entityID: string, salt: string): number {
  return crc32(salt + entityID) % totalBuckets;
}

/** Upper bucket bounds (exclusive) of each variant's share, in distribution order. */
export function accumulate(percents: number[]): number[] {
  let sum = 0;
  return percents.map((percent) => (sum += percent * bucketsPerPercent));
}

/**
 * Which share a bucket falls in, and whether the rollout takes it. A rollout below 100 keeps the
 * lower part of every variant's share, so raising it adds entities without moving anyone.
 */
export function rollout(bucket: number, accumulated: number[], rolloutPercent: number): { index: number; rolledOut: boolean } {
  const index = accumulated.findIndex((bound) => bucket < bound);
  if (index < 0 || rolloutPercent <= 0) return { index, rolledOut: false };
  if (rolloutPercent >= 100) return { index, rolledOut: true };
  const min = index === 0 ? 0 : accumulated[index - 1]!;
  const span = Math.max(accumulated[index]! - min - 1, 0);
  return { index, rolledOut: 100 * (bucket - min) <= span * rolloutPercent };
}
