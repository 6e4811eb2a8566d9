import * as z from 'zod/v4-mini';

/**
 * `GET /healthz`: the server is up, on which database engine, and what its clock reads (a test
 * server's clock may start on another day: `CLOCK_START`; its browsers follow it).
 */
export const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), now: z.iso.datetime() });
export type Health = z.infer<typeof Health>;
