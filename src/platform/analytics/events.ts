import type { FlagMismatch } from '../flags';
import type { CommonFields } from './common';

/** Iglu schemas of what the app sends: the product's event, its common fields and the page. */
export const schemas = {
  event: 'iglu:travel.web/event/jsonschema/1-0-0',
  common: 'iglu:travel.web/common/jsonschema/1-0-0',
  page: 'iglu:travel.web/page/jsonschema/1-0-0',
} as const;

export type MetricName = 'LCP' | 'FCP' | 'CLS' | 'INP' | 'FID' | 'TTFB';
export type MetricRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Every analytics event the app sends, by `category:action`, with its extra fields. A `label`
 * becomes the event's label; the other fields are sent in snake_case.
 */
export interface AnalyticsEvents {
  'flags:loaded': { label: 'server' | 'client'; flags: string[] };
  'flags:fetch_succeeded': { count: number };
  'flags:fetch_failed': { error: string };
  'flags:mismatch': { mismatches: FlagMismatch[] };
  /** A click on an offer: the click-out page found it and hands the traveller over (to the agency, or to booking here). */
  'booking:click_out': { label: string; clickId: string; searchId: string; ticketId: string; price: number; sellsHere: boolean };
  /** A click on a hotel rate: the click-out page re-checked it and stored the click; the label is the booking site. */
  'hotels:click_out': {
    label: string;
    clickId: string;
    searchId: string;
    hotelId: string;
    rateId: string;
    price: number | null;
    shownPrice: number;
    changed: boolean;
  };
  /** A booking paid: the order it made. */
  'booking:order_created': { label: string; orderId: string; price: number; method: string };
  'performance:web_vital': { label: MetricName; value: number; rating: MetricRating; metricId: string; navigationType: string };
}
export type AnalyticsEventName = keyof AnalyticsEvents;

/** One event as product code hands it over: its name and fields, type-checked together. */
export type AnalyticsCall = { [Name in AnalyticsEventName]: { name: Name; fields: AnalyticsEvents[Name] } }[AnalyticsEventName];

/** `premiumStateId` → `premium_state_id`; already snake_case keys stay as they are. */
export const toSnakeCase = (key: string) =>
  key
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/** The extra fields' keys in snake_case, nested objects and arrays as they are. */
export const snakeCaseKeys = (fields: Record<string, unknown>) => Object.fromEntries(Object.entries(fields).map(([key, value]) => [toSnakeCase(key), value]));

/**
 * The product event (spec §3 Analytics context): service, category, label, action, guestiaId,
 * premiumStateId, is_selene, then the extra fields in snake_case.
 */
export function eventData(call: AnalyticsCall, service: string, common: Pick<CommonFields, 'guestia_id' | 'premium_state_id'>) {
  const [category, action] = call.name.split(':') as [string, string];
  const { label, ...extra } = call.fields as { label?: string } & Record<string, unknown>;
  return {
    ...snakeCaseKeys(extra),
    service,
    category,
    action,
    label: label ?? null,
    guestiaId: common.guestia_id,
    premiumStateId: common.premium_state_id,
    // Sent by the server-rendered web app, so reports can tell it from the older clients.
    is_selene: true,
  };
}
