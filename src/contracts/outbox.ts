import * as z from 'zod/v4-mini';
import { isoDateTime } from './fields';

/** The outbox (non-production SMS and e-mail gateway): one message as the private page lists it. */
export const OutboxMessage = z.object({
  id: z.int(),
  channel: z.enum(['sms', 'email', 'web_push', 'mob_push']),
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  /** The files an e-mail carried (the data report's JSON); null without any. */
  attachments: z.optional(z.nullable(z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })))),
  created_at: isoDateTime,
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
