export { Arrivals } from './arrivals';
export { awaitNews, gatherWindowMs, resultsWaitMs, type LongPollOptions } from './long-poll';
