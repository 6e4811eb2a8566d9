import type { SearchQuery } from '../../../contracts/search';
import { tripLegs } from '../../../contracts/plain/search';

/**
 * The places a trip goes through, in order, as runs flown without a gap: a multi-city trip
 * `[[MOW, IST, LED, MOW]]`, one that leaves by another place than it arrived at (IST → LED by
 * land) `[[MOW, IST], [LED, MOW]]`. A return trip is its way out; its dates tell the return.
 */
export function tripStops(query: SearchQuery): string[][] {
  if (query.returnDate) return [[query.origin, query.destination]];
  const runs: string[][] = [];
  for (const leg of tripLegs(query)) {
    const run = runs.at(-1);
    if (run && run.at(-1) === leg.origin) run.push(leg.destination);
    else runs.push([leg.origin, leg.destination]);
  }
  return runs;
}

/**
 * A trip's runs as one line: each run `A → B → C` through `pair` (a translated "origin →
 * destination"), runs with a gap between them one after another.
 */
export function routeText<Stop>(
  runs: readonly (readonly Stop[])[],
  name: (stop: Stop) => string,
  pair: (origin: string, destination: string) => string,
): string {
  return runs.map((run) => run.map(name).reduce((origin, destination) => pair(origin, destination))).join(', ');
}
