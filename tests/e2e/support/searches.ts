import { expect, type Page } from '@playwright/test';
import { brandUrl, type BrandCode } from './brands';

/** A one-adult economy trip as the search API takes it. */
export interface SeedTrip {
  origin: string;
  destination: string;
  departDate: string;
  returnDate?: string;
}

/**
 * Runs a search as a traveller's page would, so that the price index learns its trip: through the
 * brand's own origin (the test runner cannot resolve the second brand's host name).
 */
export async function runSearch(page: Page, brand: BrandCode, trip: SeedTrip): Promise<void> {
  await page.goto(brandUrl(brand, '/404'));
  const body = { ...trip, passengers: { adults: 1, children: 0, infants: 0 }, tripClass: 'Y' };
  const status = await page.evaluate(
    async (search) =>
      (await fetch('/api/search/v1/searches', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(search) })).status,
    body,
  );
  expect(status).toBe(201);
}
