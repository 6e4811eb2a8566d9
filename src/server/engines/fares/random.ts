import { createHash } from 'node:crypto';

/** A 32-bit FNV-1a hash: cheap, stable across runs and platforms. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded PRNG giving numbers in [0, 1). */
export function prng(seed: number | string): () => number {
  let state = typeof seed === 'string' ? hash32(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One deterministic number in [0, 1) for a key: the first draw of its PRNG. */
export const chance = (key: string) => prng(key)();

/** A collision-safe id for something described by `key` (ticket ids are shared across agencies). */
export const stableId = (key: string) => createHash('sha1').update(key).digest('hex').slice(0, 16);
