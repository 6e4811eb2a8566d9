import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's clock, epoch milliseconds: every module reads the time from here, so a test can set the day. */
    now: () => number;
  }
}

export const clockPlugin = fp<{ now?: () => number }>(
  async (app, { now }) => {
    app.decorate('now', now ?? (() => Date.now()));
  },
  { name: 'clock' },
);
