import { prng } from '../fares/random';

export { chance, hash32, prng } from '../fares/random';

/** A seeded source of the draws one generated thing needs. */
export interface Draws {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A standard normal number (Box–Muller). */
  normal(): number;
}

export function draws(seed: string): Draws {
  const next = prng(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    normal: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

/** Picks a key by its weight. */
export function weighted<Key extends string | number>(random: () => number, weights: readonly (readonly [Key, number])[]): Key {
  const sum = weights.reduce((total, [, weight]) => total + weight, 0);
  let left = random() * sum;
  for (const [key, weight] of weights) {
    left -= weight;
    if (left < 0) return key;
  }
  return weights.at(-1)![0];
}
