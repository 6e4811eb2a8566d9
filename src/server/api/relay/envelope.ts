import type * as z from 'zod/v4-mini';
import { EnvelopeHeader, EnvelopeItemHeader, SentryEvent } from '../../../contracts/relay';
import { illFormedReason, illFormedTextAt, JsonInputError, parseJsonInput } from '../../json-input';

export interface EnvelopeItem {
  header: EnvelopeItemHeader;
  payload: Buffer;
  /** The payload read as JSON, for the item types that are JSON. */
  json?: unknown;
  /** Why the item is refused (its JSON is broken, too deep, too big or not well-formed); the other items are kept. */
  refused?: string;
}

export interface Envelope {
  header: EnvelopeHeader;
  items: EnvelopeItem[];
}

export class EnvelopeError extends Error {}

/** Item types whose payload is one JSON document; the rest (attachments, replay recordings) are bytes. */
const jsonItems = new Set([
  'event',
  'transaction',
  'session',
  'sessions',
  'client_report',
  'replay_event',
  'span',
  'check_in',
  'feedback',
  'user_report',
  'log',
  'profile',
  'profile_chunk',
  'statsd',
  'raw_security',
]);
const maxItems = 100;
/** Largest JSON item the relay keeps; attachments and recordings are stored by their size only. */
export const maxJsonItemBytes = 512 * 1024;
const newline = 0x0a;

function parseJsonLine<Schema extends z.ZodMiniType>(line: Buffer, schema: Schema, what: string): z.output<Schema> {
  let json: unknown;
  try {
    json = parseJsonInput(line.toString('utf8'), what);
  } catch (error) {
    throw new EnvelopeError(error instanceof JsonInputError ? error.message : `${what} is not valid JSON`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new EnvelopeError(`${what} is not a JSON object`);
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new EnvelopeError(`${what}: ${issue.message}`);
  }
  return result.data;
}

/** A JSON item's payload, or why it is refused: one bad item does not cost the envelope its other items. */
function readJsonItem(payload: Buffer, what: string): { json: unknown } | { refused: string } {
  if (payload.length > maxJsonItemBytes) return { refused: `${what} is too big (${payload.length}B, max is ${maxJsonItemBytes})` };
  let json: unknown;
  try {
    json = parseJsonInput(payload.toString('utf8'), what);
  } catch (error) {
    if (error instanceof JsonInputError) return { refused: error.message };
    throw error;
  }
  const illFormed = illFormedTextAt(json);
  return illFormed ? { refused: `${what}: ${illFormedReason(illFormed)}` } : { json };
}

/**
 * Reads a Sentry envelope: a header line, then items, each an item header line and a payload that
 * is `length` bytes long when the header says so, up to the next newline otherwise. Throws
 * `EnvelopeError` with what is wrong, for a 400.
 */
export function parseEnvelope(body: Buffer): Envelope {
  let position = 0;
  const line = () => {
    const end = body.indexOf(newline, position);
    const stop = end < 0 ? body.length : end;
    const text = body.subarray(position, stop);
    position = end < 0 ? body.length : end + 1;
    return text;
  };
  if (body.length === 0) throw new EnvelopeError('Envelope is empty');
  const header = parseJsonLine(line(), EnvelopeHeader, 'Envelope header');
  const items: EnvelopeItem[] = [];
  while (position < body.length) {
    // Blank lines between or after items are tolerated, as Sentry does.
    if (body[position] === newline || body[position] === 0x0d) {
      position++;
      continue;
    }
    const what = `Item ${items.length + 1}`;
    if (items.length === maxItems) throw new EnvelopeError(`Envelope holds more than ${maxItems} items`);
    const itemHeader = parseJsonLine(line(), EnvelopeItemHeader, `${what} header`);
    let payload: Buffer;
    if (itemHeader.length !== undefined) {
      if (position + itemHeader.length > body.length) throw new EnvelopeError(`${what} is shorter than its length ${itemHeader.length}`);
      payload = body.subarray(position, position + itemHeader.length);
      position += itemHeader.length;
      if (position < body.length && body[position] !== newline) throw new EnvelopeError(`${what} is longer than its length ${itemHeader.length}`);
      position++;
    } else {
      payload = line();
    }
    const item: EnvelopeItem = { header: itemHeader, payload };
    if (jsonItems.has(itemHeader.type)) Object.assign(item, readJsonItem(payload, `${what} (${itemHeader.type})`));
    items.push(item);
  }
  if (items.length === 0) throw new EnvelopeError('Envelope has no items');
  return { header, items };
}

export interface EnvelopeSummary {
  eventId?: string;
  /** Item types, comma-separated. */
  type: string;
  level?: string;
  /** The message, the last (outermost) exception as `Type: value`, or a transaction's name. */
  summary?: string;
  breadcrumbs: number;
}

/** What the errors view lists about an envelope. */
export function summarize({ header, items }: Envelope): EnvelopeSummary {
  const type = items.map((item) => item.header.type).join(',');
  const summary: EnvelopeSummary = { eventId: header.event_id, type, breadcrumbs: 0 };
  const main = items.find((item) => item.header.type === 'event' || item.header.type === 'transaction');
  const parsed = main && SentryEvent.safeParse(main.json);
  if (!parsed?.success) return summary;
  const event = parsed.data;
  summary.eventId ??= event.event_id;
  summary.level = event.level ?? (main!.header.type === 'event' ? 'error' : undefined);
  const exception = event.exception?.values?.at(-1);
  const message = typeof event.message === 'string' ? event.message : (event.message?.formatted ?? event.message?.message);
  const transaction = typeof event.transaction === 'string' ? event.transaction : undefined;
  summary.summary = exception ? [exception.type, exception.value].filter(Boolean).join(': ') : (message ?? transaction);
  const crumbs = event.breadcrumbs;
  summary.breadcrumbs = Array.isArray(crumbs) ? crumbs.length : (crumbs?.values?.length ?? 0);
  return summary;
}

/** The envelope as JSON for storage: JSON payloads as they are, others by their size. */
export function envelopeJson({ header, items }: Envelope) {
  return {
    header,
    items: items.map((item) => ({
      header: item.header,
      payload: item.refused ? { refused: item.refused, bytes: item.payload.length } : item.json !== undefined ? item.json : { bytes: item.payload.length },
    })),
  };
}
