import type { APIRequestContext } from '@playwright/test';
import { brandUrl } from './brands';

export interface Breadcrumb {
  category?: string;
  message?: string;
  level?: string;
  data?: Record<string, unknown>;
}

/** The parts of a Sentry error event the journeys look at. */
export interface ReportedEvent {
  environment?: string;
  request?: { url?: string };
  exception?: { values?: { type?: string; value?: string; mechanism?: { type?: string; handled?: boolean } }[] };
  breadcrumbs?: Breadcrumb[] | { values?: Breadcrumb[] };
}

/** A row of the relay's errors view (`GET /api/relay/errors?format=json`). */
export interface StoredError {
  id: number;
  eventId: string | null;
  type: string;
  level: string | null;
  summary: string | null;
  breadcrumbs: number;
  raw: { items: { header: { type: string }; payload: unknown }[] };
}

/** The latest envelopes the relay stored, newest first. */
export async function storedErrors(request: APIRequestContext): Promise<StoredError[]> {
  const response = await request.get(brandUrl('AS', '/api/relay/errors?format=json&limit=100'));
  if (!response.ok()) throw new Error(`GET /api/relay/errors answered ${response.status()}`);
  return ((await response.json()) as { errors: StoredError[] }).errors;
}

/** The error event a stored envelope carries. */
export function eventOf(row: StoredError): ReportedEvent {
  const item = row.raw.items.find((entry) => entry.header.type === 'event');
  if (!item) throw new Error(`envelope ${row.id} carries no event (${row.type})`);
  return item.payload as ReportedEvent;
}

/** An event's breadcrumbs, whichever of Sentry's two shapes it uses. */
export const breadcrumbsOf = (event: ReportedEvent): Breadcrumb[] => (Array.isArray(event.breadcrumbs) ? event.breadcrumbs : (event.breadcrumbs?.values ?? []));
