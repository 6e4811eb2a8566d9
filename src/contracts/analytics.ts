import * as z from 'zod/v4-mini';

/**
 * Snowplow tracker protocol as the browser tracker sends it to the collector (spec §7):
 * `POST {collector}/a/j` with a payload-data wrapper holding a batch of events, or `GET {collector}/i`
 * with one event in the query string. Every field is a string on the wire.
 */

export const payloadDataSchemaPrefix = 'iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-';
export const payloadDataSchema = `${payloadDataSchemaPrefix}4`;
export const unstructEventSchemaPrefix = 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-';
export const contextsSchemaPrefix = 'iglu:com.snowplowanalytics.snowplow/contexts/jsonschema/1-0-';

/** Event types: page view, page ping, self-describing, structured, transaction and its items. */
export const eventTypes = ['pv', 'pp', 'ue', 'se', 'tr', 'ti'] as const;
export type EventType = (typeof eventTypes)[number];

const field = z.string().check(z.maxLength(100_000, 'field is too long'));
const short = z.string().check(z.maxLength(255, 'field is too long'));

/** One tracker event; fields beyond the named ones are kept as they come (strings only). */
export const SnowplowEvent = z.catchall(
  z.object({
    e: z.enum(eventTypes, `e must be one of ${eventTypes.join(', ')}`),
    p: short,
    tv: short,
    aid: z.optional(short),
    tna: z.optional(short),
    eid: z.optional(z.uuid('eid must be a UUID')),
    dtm: z.optional(z.string().check(z.regex(/^\d{1,16}$/, 'dtm must be epoch milliseconds'))),
    stm: z.optional(z.string().check(z.regex(/^\d{1,16}$/, 'stm must be epoch milliseconds'))),
    url: z.optional(z.string().check(z.maxLength(4096, 'url is too long'))),
    page: z.optional(field),
    refr: z.optional(z.string().check(z.maxLength(4096, 'refr is too long'))),
    ue_pr: z.optional(field),
    ue_px: z.optional(field),
    co: z.optional(field),
    cx: z.optional(field),
  }),
  field,
);
export type SnowplowEvent = z.infer<typeof SnowplowEvent>;

/** Most events one batch may hold. */
export const maxBatchEvents = 500;

/** `POST {collector}/a/j`: `{schema: 'iglu:…/payload_data/jsonschema/1-0-4', data: [events]}`. */
export const PayloadData = z.object({
  schema: z.string().check(z.startsWith(payloadDataSchemaPrefix, `schema must be ${payloadDataSchema}`)),
  data: z.array(SnowplowEvent).check(z.minLength(1, 'data must hold at least one event'), z.maxLength(maxBatchEvents, 'data holds too many events')),
});
export type PayloadData = z.infer<typeof PayloadData>;

/**
 * The batch as the collector reads it: the wrapper is checked whole, each event on its own (a
 * `SnowplowEvent`), so one bad event is refused alone and the rest of the batch is stored.
 */
export const PayloadBatch = z.object({
  schema: PayloadData.shape.schema,
  data: z.array(z.unknown()).check(z.minLength(1, 'data must hold at least one event'), z.maxLength(maxBatchEvents, 'data holds too many events')),
});

/** `207` from the collector: some events of the batch were stored, the others refused, each with its reason. */
export const BatchRefusals = z.object({
  stored: z.int(),
  refused: z.array(z.object({ index: z.int(), reason: z.string() })),
});
export type BatchRefusals = z.infer<typeof BatchRefusals>;

/** A self-describing JSON: a schema URI and its data. */
export const SelfDescribingJson = z.object({
  schema: z.string().check(z.startsWith('iglu:', 'schema must be an iglu: URI')),
  data: z.unknown(),
});
export type SelfDescribingJson = z.infer<typeof SelfDescribingJson>;

/** `ue_pr` / `ue_px`: the self-describing event wrapped in the unstruct_event schema. */
export const UnstructEvent = z.object({
  schema: z.string().check(z.startsWith(unstructEventSchemaPrefix, 'schema must be unstruct_event')),
  data: SelfDescribingJson,
});

/** `co` / `cx`: the entities attached to an event, wrapped in the contexts schema. */
export const Contexts = z.object({
  schema: z.string().check(z.startsWith(contextsSchemaPrefix, 'schema must be contexts')),
  data: z.array(SelfDescribingJson),
});
