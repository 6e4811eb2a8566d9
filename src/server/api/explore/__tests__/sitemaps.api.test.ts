import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { placesFixture } from '../../../testing/places-fixture';
import { searchQuery } from '../../../testing/search-query';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

const clock = Date.parse('2026-03-02T09:00:00Z');
const schemas = resolve(import.meta.dirname, 'schemas');
const schema = (name: string) => ({ fileName: name, contents: readFileSync(resolve(schemas, name), 'utf8') });
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ searchRateLimit: 1000 }, { places: placesFixture, now: () => clock });
  // One route with prices: a traveller's search puts it in the index.
  expect((await t.app.inject({ method: 'POST', url: '/api/search/v1/searches', payload: searchQuery({ destination: 'IST' }) })).statusCode).toBe(201);
  await vi.waitFor(async () => expect(locs((await get('/sitemaps/routes.xml')).body)).toHaveLength(1));
});
afterAll(() => t.close());

const get = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });

/** Validates a document against a schema of `schemas/` with libxml2 (xmllint compiled to WebAssembly). */
async function validate(contents: string, schemaName: string, preload: string[] = []) {
  const result = await validateXML({ xml: { fileName: 'document.xml', contents }, schema: schema(schemaName), preload: preload.map(schema) });
  return result.errors.map((error) => error.rawMessage);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('sitemaps', () => {
  test('the index lists a sitemap per kind of page, valid against the sitemaps.org schema', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(await validate(index.body, 'siteindex.xsd')).toEqual([]);
    expect(locs(index.body)).toEqual([
      'http://localhost:3000/sitemaps/pages.xml',
      'http://localhost:3000/sitemaps/from.xml',
      'http://localhost:3000/sitemaps/routes.xml',
      'http://localhost:3000/sitemaps/cities.xml',
      'http://localhost:3000/sitemaps/countries.xml',
      'http://localhost:3000/sitemaps/airports.xml',
      'http://localhost:3000/sitemaps/airlines.xml',
    ]);
  });

  test('every sitemap is valid with its language alternates, and lists only routes with prices', async () => {
    const sitemaps = Object.fromEntries(
      await Promise.all(
        ['pages', 'from', 'routes', 'cities', 'countries', 'airports', 'airlines'].map(
          async (kind) => [kind, (await get(`/sitemaps/${kind}.xml`)).body] as const,
        ),
      ),
    );
    for (const xml of Object.values(sitemaps)) {
      expect(await validate(xml, 'sitemap-with-languages.xsd', ['sitemap.xsd', 'xhtml-link.xsd'])).toEqual([]);
    }
    expect(locs(sitemaps.pages!)).toContain('http://localhost:3000/airlines');
    expect(locs(sitemaps.from!)).toEqual(['http://localhost:3000/routes/MOW']);
    expect(locs(sitemaps.routes!)).toEqual(['http://localhost:3000/routes/MOW/IST']);
    // The reference pages with a price, at their slugs' addresses: the route's cities and countries,
    // the airports flying it and the airlines with it among their pages' routes.
    expect(locs(sitemaps.cities!)).toEqual(['http://localhost:3000/cities/moscow', 'http://localhost:3000/cities/istanbul']);
    expect(locs(sitemaps.countries!)).toEqual(['http://localhost:3000/countries/russia', 'http://localhost:3000/countries/turkey']);
    expect(locs(sitemaps.airports!)).toContain('http://localhost:3000/airports/sheremetyevo');
    expect(locs(sitemaps.airports!).every((loc) => /\/airports\/[a-z-]+$/.test(loc))).toBe(true);
    expect(locs(sitemaps.airlines!)).toContain('http://localhost:3000/airlines/aeroflot');
    // The market's language, then x-default.
    expect(sitemaps.routes).toContain('<xhtml:link rel="alternate" hreflang="ru" href="http://localhost:3000/routes/MOW/IST"/>');
    expect(sitemaps.routes).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/routes/MOW/IST"/>');
  });

  test('a sitemap the schema refuses is reported: the check is real', async () => {
    const broken =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>short</loc><priority>2</priority></url></urlset>';
    expect((await validate(broken, 'sitemap.xsd')).length).toBeGreaterThan(0);
  });

  test('each brand names its own origin; an unknown sitemap is a 404', async () => {
    const wa = await get('/sitemaps/pages.xml', 'wa.localhost');
    expect(locs(wa.body)[0]).toBe('http://wa.localhost:3000/');
    expect((await get('/sitemaps/hotels.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/..%2Fx.xml')).statusCode).toBe(400);
  });

  test('robots.txt keeps private pages and search results out and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    for (const line of [
      'User-agent: *',
      'Disallow: /search',
      'Disallow: /*/search',
      'Disallow: /my',
      'Disallow: /api/',
      'Sitemap: http://localhost:3000/sitemap.xml',
    ]) {
      expect(robots.body.split('\n')).toContain(line);
    }
  });
});
