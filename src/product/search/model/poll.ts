/**
 * The shortest time between the starts of two results requests of a search, in milliseconds.
 *
 * The server holds a results request until an agency answers (at most a second, then it answers
 * with nothing new: src/server/api/search/README.md, Long poll), so the next request goes out as
 * soon as an answer has been read, and a request that was held this long goes out at once. The
 * interval only paces a server that answers at once: one without the long poll, or one answering
 * nothing new in a loop is asked at most four times a second, as often as before the long poll, so
 * the page never draws more batches than it did then and a broken server cannot make it spin.
 */
export const pollInterval = 250;

/**
 * How long to wait before the next results request, when the one that just answered went out at
 * `sentAt` and it is `now` (both on one clock): what is left of `pollInterval` since it went out.
 */
export function nextPollDelay(sentAt: number, now: number): number {
  return Math.min(pollInterval, Math.max(0, sentAt + pollInterval - now));
}
