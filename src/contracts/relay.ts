import * as z from 'zod/v4-mini';

/**
 * Sentry envelopes as the browser SDK posts them to its `tunnel` (spec §7: `POST {relay}/envelope`
 * with the raw envelope text): a JSON header line, then items, each a JSON item header line and a
 * payload (of `length` bytes when the header says so, up to the next newline otherwise).
 */

export const EnvelopeHeader = z.looseObject({
  event_id: z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/i, 'event_id must be 32 hex digits'))),
  dsn: z.optional(z.url('dsn must be a URL')),
  sent_at: z.optional(z.string()),
  sdk: z.optional(z.looseObject({ name: z.string(), version: z.string() })),
});
export type EnvelopeHeader = z.infer<typeof EnvelopeHeader>;

export const EnvelopeItemHeader = z.looseObject({
  type: z.string().check(z.regex(/^[a-z_]+$/, 'item type must be a lowercase word')),
  length: z.optional(z.int().check(z.nonnegative('item length must not be negative'))),
  content_type: z.optional(z.string()),
});
export type EnvelopeItemHeader = z.infer<typeof EnvelopeItemHeader>;

/** The parts of an `event` item the relay summarises; everything else is kept as it came. */
export const SentryEvent = z.looseObject({
  event_id: z.optional(z.string()),
  level: z.optional(z.string()),
  message: z.optional(z.union([z.string(), z.looseObject({ formatted: z.optional(z.string()), message: z.optional(z.string()) })])),
  exception: z.optional(
    z.looseObject({
      values: z.optional(z.array(z.looseObject({ type: z.optional(z.string()), value: z.optional(z.string()) }))),
    }),
  ),
  breadcrumbs: z.optional(z.union([z.array(z.unknown()), z.looseObject({ values: z.optional(z.array(z.unknown())) })])),
});
export type SentryEvent = z.infer<typeof SentryEvent>;

/**
 * Answer to an accepted envelope, as Sentry gives it; `refused` names the items the relay did not
 * keep (1-based, as the 400 messages count them) and why, when some were bad and others kept.
 */
export const RelayResponse = z.object({
  id: z.optional(z.string()),
  refused: z.optional(z.array(z.object({ item: z.int(), reason: z.string() }))),
});
export type RelayResponse = z.infer<typeof RelayResponse>;
