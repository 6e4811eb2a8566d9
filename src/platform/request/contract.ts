import type { Contract } from '@farfetched/core';
import type * as z from 'zod/v4-mini';

/** A farfetched contract from a shared zod schema: the client checks answers with the server's words. */
export function contract<Schema extends z.ZodMiniType>(schema: Schema): Contract<unknown, z.output<Schema>> {
  return {
    isData: (raw): raw is z.output<Schema> => schema.safeParse(raw).success,
    getErrorMessages: (raw) => {
      const result = schema.safeParse(raw);
      return result.success ? [] : result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
    },
  };
}
