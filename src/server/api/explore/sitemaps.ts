import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { SitemapParams } from '../../../contracts/explore';
import { brandFromHost } from '../../../platform/brand';
import { resolveVisit } from '../../../platform/market';
import { notFound } from '../../http-errors';
import { pageLinks } from '../../page-links';
import { brandOrigin } from '../../public-links';
import type { PlacesIndex } from '../../engines/places';
import { apiRoutes } from '../route';
import { pricedEntryPages } from './catalogue-sitemaps';
import type { PriceIndexStore } from './store';

/** Pages search engines should not crawl: private pages and search results, with or without a market prefix. */
const privatePaths = ['/search', '/my', '/booking', '/favorites', '/click', '/hotels/click', '/more/payment', '/plus/payment', '/support/help/', '/api/'];

/** The content pages every brand serves whatever the index holds: the main page and the catalogues. */
const fixedPages = ['/', '/airlines', '/airports', '/countries', '/cities'];

type PricedRoutes = { origin: string; destination: string }[];

/** Each sitemap of the index: the pages it lists, given the routes the price index has prices for. */
const sitemapKinds = {
  pages: () => fixedPages,
  // "Flights from" pages of the cities the index has prices from, and route pages with prices (the routes come sorted).
  from: (routes: PricedRoutes) => [...new Set(routes.map(({ origin }) => `/routes/${origin}`))],
  routes: (routes: PricedRoutes) => routes.map(({ origin, destination }) => `/routes/${origin}/${destination}`),
  // The reference pages with prices, at their slugs' addresses.
  cities: (routes: PricedRoutes, places: PlacesIndex) => pricedEntryPages(places, routes).cities(),
  countries: (routes: PricedRoutes, places: PlacesIndex) => pricedEntryPages(places, routes).countries(),
  airports: (routes: PricedRoutes, places: PlacesIndex) => pricedEntryPages(places, routes).airports(),
  airlines: (routes: PricedRoutes, places: PlacesIndex) => pricedEntryPages(places, routes).airlines(),
} as const;
type SitemapKind = keyof typeof sitemapKinds;
const isKind = (name: string): name is SitemapKind => Object.hasOwn(sitemapKinds, name);

const xml = { contentType: 'application/xml', description: 'A sitemap (sitemaps.org 0.9)' };

/**
 * `robots.txt`, the sitemap index and one sitemap per kind of page, on the brand's own origin:
 * only pages that answer 200 and, for route pages, only those the price index has prices for, each
 * with its languages (`hreflang`, as the pages' own links give them).
 */
export function sitemapRoutes(app: FastifyInstance, store: PriceIndexStore): void {
  const route = apiRoutes(app, 'Sitemaps');
  const month = () => new Date(app.now()).toISOString().slice(0, 7);
  const originOf = (request: FastifyRequest) => {
    const brand = brandFromHost(request.hostname, app.config.brandHosts, app.config.defaultBrand);
    return { brand, origin: brandOrigin(app.config, brand) };
  };

  route({
    method: 'GET',
    url: '/robots.txt',
    contract: { summary: 'What crawlers may visit, and where the sitemap is', responses: { 200: { contentType: 'text/plain', description: 'robots.txt' } } },
    handler: async (_input, request, reply) => {
      const { origin } = originOf(request);
      const disallowed = privatePaths.flatMap((path) => [`Disallow: ${path}`, `Disallow: /*${path}`]);
      reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return reply.send(['User-agent: *', ...disallowed, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'));
    },
  });

  route({
    method: 'GET',
    url: '/sitemap.xml',
    contract: { summary: 'The sitemap index: one sitemap per kind of page that has pages', responses: { 200: xml } },
    handler: async (_input, request, reply) => {
      const { origin } = originOf(request);
      const stream = new SitemapIndexStream();
      const routes = await store.routes(month());
      for (const kind of Object.keys(sitemapKinds) as SitemapKind[]) {
        if (sitemapKinds[kind](routes, app.places).length > 0) stream.write({ url: `${origin}/sitemaps/${kind}.xml` });
      }
      stream.end();
      reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return reply.send((await streamToPromise(stream)).toString());
    },
  });

  route({
    method: 'GET',
    url: '/sitemaps/:name',
    contract: { summary: 'The sitemap of one kind of page, with each page\u2019s languages', params: SitemapParams, responses: { 200: xml } },
    handler: async ({ params }, request, reply) => {
      const kind = params.name.slice(0, -'.xml'.length);
      if (!isKind(kind)) throw notFound(`No sitemap ${params.name}`);
      const { brand, origin } = originOf(request);
      const visit = resolveVisit({ brand, path: '/', query: {}, cookies: {} });
      const stream = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: true } });
      for (const path of sitemapKinds[kind](kind === 'pages' ? [] : await store.routes(month()), app.places)) {
        const { canonical, alternates } = pageLinks(origin, path, visit);
        const links = [...alternates.map(({ language, href }) => ({ lang: language, url: href })), { lang: 'x-default', url: canonical }];
        const item: SitemapItemLoose = { url: canonical, links };
        stream.write(item);
      }
      stream.end();
      reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return reply.send((await streamToPromise(stream)).toString());
    },
  });
}
