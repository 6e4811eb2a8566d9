/** A self-describing JSON: an Iglu schema and its data. */
export interface SelfDescribing {
  schema: string;
  data: Record<string, unknown>;
}

export interface PageView {
  url: string;
  referrer: string | null;
  context: SelfDescribing[];
  /** When it happened (epoch ms): queued views keep their own time. */
  timestamp: number;
}

/** What a loaded tracker does; the Snowplow adapter is one, tests pass their own. */
export interface Tracker {
  pageView(view: PageView): void;
  // Not named `event`: the effector compiler plugin would take calls of that name for its factory.
  track(event: SelfDescribing, context: SelfDescribing[], timestamp: number): void;
  flush(): void;
}

export const notInitialized = 'Guestia method called before initialization';
export const unknownTracker = 'Unknown tracker';

/** A flush that failed, naming the tracker (spec §8). */
export class FlushError extends Error {
  constructor(
    readonly trackerId: string,
    cause: unknown,
  ) {
    super(`Failed to flush analytics tracker ${trackerId}`, { cause });
  }
}

export interface Guestia {
  readonly inited: boolean;
  /** Adds a loaded tracker under its id; the first one added is the default. */
  add(trackerId: string, tracker: Tracker): void;
  pageView(view: PageView, trackerId?: string): void;
  track(event: SelfDescribing, context: SelfDescribing[], timestamp: number, trackerId?: string): void;
  flush(trackerId?: string): void;
}

/**
 * The product's analytics facade over its trackers (spec §4, §8): calls before a tracker is added
 * throw `Guestia method called before initialization`, calls naming a tracker it lacks throw
 * `Unknown tracker`.
 */
export function createGuestia(): Guestia {
  const trackers = new Map<string, Tracker>();
  let fallback: string | null = null;
  const pick = (trackerId?: string): [string, Tracker] => {
    if (fallback === null) throw new Error(notInitialized);
    const id = trackerId ?? fallback;
    const tracker = trackers.get(id);
    if (!tracker) throw new Error(unknownTracker);
    return [id, tracker];
  };
  return {
    get inited() {
      return fallback !== null;
    },
    add(trackerId, tracker) {
      trackers.set(trackerId, tracker);
      fallback ??= trackerId;
    },
    pageView: (view, trackerId) => pick(trackerId)[1].pageView(view),
    track: (event, context, timestamp, trackerId) => pick(trackerId)[1].track(event, context, timestamp),
    flush(trackerId) {
      const [id, tracker] = pick(trackerId);
      try {
        tracker.flush();
      } catch (error) {
        throw new FlushError(id, error);
      }
    },
  };
}
