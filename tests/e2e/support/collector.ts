import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { brandUrl } from './brands';

export interface StoredEvent {
  e: string;
  tna: string | null;
  url: string | null;
  eventSchema: string | null;
  unstruct: { schema: string; data: Record<string, unknown> } | null;
  contexts: { schema: string; data: Record<string, unknown> }[] | null;
}

/** The data of the event's context with this schema name (`common`, `page`…), or undefined. */
export const contextOf = (event: StoredEvent, name: string) => event.contexts?.find((context) => context.schema.split('/')[1] === name)?.data;

/** The visitor's anonymous id: analytics sends it as `guestia_id`, so a test finds its own events. */
export async function visitorId(context: BrowserContext): Promise<string> {
  const auid = (await context.cookies()).find((cookie) => cookie.name === 'auid');
  expect(auid, 'the server issues an anonymous id').toBeDefined();
  return auid!.value;
}

/** Events the collector stored for one visitor, oldest first (the events view outside production). */
export async function storedEvents(request: APIRequestContext, guestiaId: string): Promise<StoredEvent[]> {
  const response = await request.get(brandUrl('AS', '/a/events?format=json&limit=100'));
  expect(response.ok()).toBe(true);
  const { events } = (await response.json()) as { events: StoredEvent[] };
  return events.filter((event) => contextOf(event, 'common')?.guestia_id === guestiaId).reverse();
}

/** Waits until the visitor's stored events satisfy `accept`, and returns them. */
export async function waitForEvents(
  request: APIRequestContext,
  guestiaId: string,
  accept: (events: StoredEvent[]) => boolean,
  message: string,
): Promise<StoredEvent[]> {
  let events: StoredEvent[] = [];
  await expect.poll(async () => accept((events = await storedEvents(request, guestiaId))), { message, timeout: 10_000, intervals: [200, 300, 500] }).toBe(true);
  return events;
}
