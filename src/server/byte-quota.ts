import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

/**
 * Bytes a client may have stored per minute (collector batches, relay envelopes), beside the
 * request-count rate limits: a client within its request limit still cannot fill the database at
 * 1 MiB a request. Kept in this process (one window per client address, forgotten when it ends);
 * over it the answer is 429 with `Retry-After`, before anything is stored.
 */
export class ByteQuota {
  private readonly windows = new Map<string, { until: number; bytes: number }>();
  private sweepAt = 0;

  constructor(
    private readonly bytesPerMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts `bytes` against the client of the request, or throws a 429 when they do not fit. */
  take(request: FastifyRequest, reply: FastifyReply, bytes: number): void {
    const now = this.now();
    if (now >= this.sweepAt) {
      for (const [client, window] of this.windows) if (window.until <= now) this.windows.delete(client);
      this.sweepAt = now + 60_000;
    }
    let window = this.windows.get(request.ip);
    if (!window || window.until <= now) {
      window = { until: now + 60_000, bytes: 0 };
      this.windows.set(request.ip, window);
    }
    if (window.bytes + bytes > this.bytesPerMinute) {
      const seconds = Math.max(1, Math.ceil((window.until - now) / 1000));
      reply.header('retry-after', String(seconds));
      request.log.info({ bytes, used: window.bytes, quota: this.bytesPerMinute }, 'byte quota exceeded');
      throw new HttpError(429, `Rate limit exceeded, retry in ${seconds} seconds`);
    }
    window.bytes += bytes;
  }
}
