import type { SearchQuery } from '../../../contracts/search';
import type { FareProvider } from '../../engines/fares';
import { observationsOf, samplingPlan, type FareObservation } from '../../engines/price-index';
import type { PlacesIndex } from '../../engines/places';

export interface SamplerDeps {
  places: PlacesIndex;
  fares: () => FareProvider;
  /** Cities whose travellers the index samples for (the markets' home cities). */
  origins: readonly string[];
  record: (observations: FareObservation[]) => Promise<void>;
}

/** Lets other requests run between two searches. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Samples the fare engine for the index: walks the day's plan (`samplingPlan`, nearest months
 * first) a few searches at a time, and starts again with a new plan on a new UTC day, so the index
 * stays fresh where travellers look first.
 */
export class PriceSampler {
  private plan: SearchQuery[] = [];
  private planDay = '';
  private cursor = 0;

  constructor(private readonly deps: SamplerDeps) {}

  /** Runs up to `count` searches of the plan at `at`; answers how many ran. */
  async sample(count: number, at: Date): Promise<number> {
    const day = at.toISOString().slice(0, 10);
    if (day !== this.planDay) {
      this.plan = samplingPlan(this.deps.origins, this.deps.places, at);
      this.planDay = day;
      this.cursor = 0;
    }
    const fares = this.deps.fares();
    const observations: FareObservation[] = [];
    let ran = 0;
    while (ran < count && this.cursor < this.plan.length) {
      const query = this.plan[this.cursor++]!;
      observations.push(...observationsOf(query, fares.search(query, { startedAt: at }), at));
      ran++;
      await nextTurn();
    }
    await this.deps.record(observations);
    return ran;
  }

  /** Searches of today's plan still to run. */
  get remaining(): number {
    return this.plan.length - this.cursor;
  }
}
