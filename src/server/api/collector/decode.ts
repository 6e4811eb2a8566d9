import type * as z from 'zod/v4-mini';
import { Contexts, UnstructEvent, type SelfDescribingJson, type SnowplowEvent } from '../../../contracts/analytics';
import { JsonInputError, parseJsonInput } from '../../json-input';

/** What the collector reads out of an event besides its plain fields. */
export interface DecodedEvent {
  /** The self-describing event (`ue_pr` as JSON, or `ue_px` as base64). */
  unstruct?: SelfDescribingJson;
  /** Its schema, e.g. `iglu:com.acme/flags_loaded/jsonschema/1-0-0`. */
  eventSchema?: string;
  /** The attached entities (`co` as JSON, or `cx` as base64). */
  contexts?: SelfDescribingJson[];
}

export class DecodeError extends Error {}

const base64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Base64 as the tracker writes it (URL-safe, padding optional), to text; throws on anything else. */
export function decodeBase64(value: string, field: string): string {
  if (!base64.test(value) || value.length % 4 === 1) throw new DecodeError(`${field} is not base64`);
  return Buffer.from(value, 'base64url').toString('utf8');
}

function parse<Schema extends z.ZodMiniType>(text: string, schema: Schema, field: string): z.output<Schema> {
  let json: unknown;
  try {
    json = parseJsonInput(text, field);
  } catch (error) {
    throw new DecodeError(error instanceof JsonInputError ? error.message : `${field} is not JSON`);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new DecodeError(`${field}${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`);
  }
  return result.data;
}

/**
 * Decodes the self-describing event and the contexts of a tracker event. The plain form wins when
 * both are sent, as in Snowplow's enrichment. Throws `DecodeError` naming the field.
 */
export function decodeEvent(event: SnowplowEvent): DecodedEvent {
  const decoded: DecodedEvent = {};
  const ue =
    event.ue_pr !== undefined
      ? parse(event.ue_pr, UnstructEvent, 'ue_pr')
      : event.ue_px !== undefined
        ? parse(decodeBase64(event.ue_px, 'ue_px'), UnstructEvent, 'ue_px')
        : undefined;
  if (ue) {
    decoded.unstruct = ue.data;
    decoded.eventSchema = ue.data.schema;
  } else if (event.e === 'ue') {
    throw new DecodeError('a self-describing event (e=ue) needs ue_pr or ue_px');
  }
  const co =
    event.co !== undefined ? parse(event.co, Contexts, 'co') : event.cx !== undefined ? parse(decodeBase64(event.cx, 'cx'), Contexts, 'cx') : undefined;
  if (co) decoded.contexts = co.data;
  return decoded;
}
