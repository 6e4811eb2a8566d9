import { expect } from 'vitest';
import { HotelResults, StartHotelSearchResponse, type HotelOffer } from '../../../../contracts/hotels';
import type { TestApp } from '../../../testing/test-app';

/** The tests' day: every date below is relative to it, never to the day the tests run. */
export const testStart = Date.parse('2026-03-02T09:00:00Z');

export const stayBody = (change: Record<string, unknown> = {}) => ({
  city: 'LED',
  check_in: '2026-03-20',
  check_out: '2026-03-22',
  adults: 2,
  children: [],
  rooms: 1,
  ...change,
});

export async function startSearch(t: TestApp, payload: object = stayBody(), prefix = '/api/hotels'): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: `${prefix}/v1/searches`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return StartHotelSearchResponse.parse(response.json()).search_id;
}

export async function searchResults(t: TestApp, id: string, query: Record<string, string> = {}, prefix = '/api/hotels'): Promise<HotelResults> {
  const response = await t.app.inject({ method: 'GET', url: `${prefix}/v1/searches/${id}/results?${new URLSearchParams({ limit: '100', ...query })}` });
  expect(response.statusCode, response.body).toBe(200);
  return HotelResults.parse(response.json());
}

/** An offer's total is every night's price plus every mandatory fee, nothing else. */
export function expectTotalAddsUp(offer: HotelOffer, nights: number): void {
  expect(offer.nights).toHaveLength(nights);
  expect(offer.room_total).toBe(offer.nights.reduce((sum, night) => sum + night.price, 0));
  expect(offer.total).toBe(offer.room_total + offer.fees.reduce((sum, fee) => sum + fee.amount, 0));
  expect(offer.due_now + offer.due_at_property).toBe(offer.total);
  expect(offer.per_night).toBe(Math.round(offer.total / nights));
}
