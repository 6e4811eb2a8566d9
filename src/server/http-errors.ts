import type * as z from 'zod/v4-mini';

/**
 * An error whose message is safe to show to the client, with its HTTP status and, when the client
 * should tell the reason in its own words, a stable machine code (`ApiError.code`) and the input
 * field it is about (`ApiError.field`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string, field?: string) => new HttpError(400, message, code, field);
export const notFound = (message: string) => new HttpError(404, message);

/** The reason a contract's own check gave an issue (`params.reason`), its machine code. */
const reasonOf = (issue: z.core.$ZodIssue): string | undefined => {
  const reason = issue.code === 'custom' ? (issue.params as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
};

/**
 * Validates input with a contract; the first problem becomes a 400 naming the field. When the
 * contract's own check gave its reason (the passenger rules do), the 400 carries it as `code` and
 * the field's path as `field`, for the client to say it beside the field.
 */
export function parseInput<Schema extends z.ZodMiniType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.');
  const message = field && !issue.message.toLowerCase().startsWith(field.toLowerCase()) ? `${field}: ${issue.message}` : issue.message;
  const reason = reasonOf(issue);
  throw badRequest(message, reason, reason && field ? field : undefined);
}
