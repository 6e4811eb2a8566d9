import fp from 'fastify-plugin';
import type { FareObservation } from '../engines/price-index';

type Listener = (observations: readonly FareObservation[]) => void;

/**
 * Prices searches find, handed from the module that runs searches to the modules that keep them
 * (the price index), so neither imports the other. Listeners are called synchronously and must not
 * throw; a listener that writes to the database queues the write.
 */
export class FareObservations {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(observations: readonly FareObservation[]): void {
    if (observations.length) for (const listener of this.listeners) listener(observations);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Prices found by searches, for the modules that index them. */
    fareObservations: FareObservations;
  }
}

export const fareObservationsPlugin = fp(
  async (app) => {
    app.decorate('fareObservations', new FareObservations());
  },
  { name: 'fare-observations' },
);
