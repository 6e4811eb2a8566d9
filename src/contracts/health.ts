import * as z from 'zod/v4-mini';

/** `GET /healthz`: the server is up, and on which database engine. */
export const Health = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof Health>;
