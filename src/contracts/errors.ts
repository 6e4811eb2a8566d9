import * as z from 'zod/v4-mini';

/**
 * Every error answer of every API host, from the server's one error handler: the HTTP status, its
 * reason phrase and a message. Client errors (4xx) say what was wrong in the spec's wording; server
 * errors (5xx) say only that something went wrong. `code`, when present, names the reason with a
 * stable machine code (e.g. a search's `SearchProblemCode`) for the client to say in its own words.
 * `field`, when present, is the path of the input the problem is in (`passengers.0.birth_date`), for
 * the client to show the reason beside that field.
 */
export const ApiError = z.object({ statusCode: z.int(), error: z.string(), message: z.string(), code: z.optional(z.string()), field: z.optional(z.string()) });
export type ApiError = z.infer<typeof ApiError>;
