import type * as z from 'zod/v4-mini';

/**
 * An error whose message is safe to show to the client, with its HTTP status and, when the client
 * should tell the reason in its own words, a stable machine code (`ApiError.code`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const notFound = (message: string) => new HttpError(404, message);

/** Validates input with a contract; the first problem becomes a 400 naming the field. */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  throw badRequest(field && !issue.message.toLowerCase().startsWith(field.toLowerCase()) ? `${field}: ${issue.message}` : issue.message);
}
