/** A steady small number per text (FNV-1a), so a hotel always gets the same picture. */
export function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

export interface Scene {
  sky: [string, string];
  ground: string;
  /** Buildings left to right: x, width, height (of a 320 × 180 box) and colour. */
  blocks: { x: number; width: number; height: number; colour: string }[];
  /** Lit windows of the middle building. */
  rows: number;
  sun: { x: number; y: number };
}

const skies: [string, string][] = [
  ['#cfe3ff', '#f7fbff'],
  ['#ffd9c2', '#fff4ea'],
  ['#d9d2ff', '#f6f3ff'],
  ['#c9f0e4', '#f1fffa'],
  ['#ffe6a8', '#fffaf0'],
];
const walls = ['#3b5b8c', '#6a4c93', '#2f6f6a', '#8a4f3d', '#4d5d73', '#7a5c1e'];

/** A hotel's generated picture (DESIGN.md imagery): sky, sun and a skyline drawn from its id and a variant (the gallery's pictures). */
export function sceneOf(id: string, variant = 0): Scene {
  let seed = seedOf(`${id}#${variant}`);
  const next = (range: number) => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0;
    seed = (seed ^ (seed >>> 13)) >>> 0;
    return seed % range;
  };
  const blocks = [];
  for (let x = next(20) - 10; x < 320;) {
    const width = 40 + next(50);
    blocks.push({ x, width, height: 50 + next(90), colour: walls[next(walls.length)]! });
    x += width + next(12);
  }
  return { sky: skies[next(skies.length)]!, ground: '#9fb3c8', blocks, rows: 2 + next(4), sun: { x: 30 + next(260), y: 20 + next(30) } };
}
