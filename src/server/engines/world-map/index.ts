import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { geoPath, geoProjection } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { naturalEarthRaw, worldMapScale, worldMapSize } from '../../../platform/map/projection';

/**
 * The price map's world (spec §2.1 `/map`): countries of Natural Earth's 1:110m data (`world-atlas`,
 * public domain) on the sphere's outline, drawn once as an SVG the browser caches; the page draws its places over it with the
 * same projection (src/platform/map/projection.ts). Colours that read on light and dark pages alike:
 * the page's own background shows through the sea.
 */
const require = createRequire(import.meta.url);

/**
 * Coordinates in half pixels, whole numbers: half the bytes of tenths, and still finer than the
 * 1:110m data is when the map is zoomed in eight times.
 */
const precision = 2;

function drawWorld(): string {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection;
    land: GeometryCollection;
  }>;
  const projection = geoProjection(naturalEarthRaw)
    .scale(worldMapScale * precision)
    .translate([(worldMapSize.width / 2) * precision, (worldMapSize.height / 2) * precision]);
  const path = geoPath(projection).digits(0);
  const land = path(feature(topology, topology.objects.land)) ?? '';
  const borders = path(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? '';
  const sphere = path({ type: 'Sphere' }) ?? '';
  const { width, height } = worldMapSize;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<g transform="scale(${1 / precision})">`,
    `<path d="${sphere}" fill="rgb(120 150 190 / 0.16)"/>`,
    `<path d="${land}" fill="rgb(128 140 160 / 0.45)"/>`,
    `<path d="${borders}" fill="none" stroke="rgb(255 255 255 / 0.7)" stroke-width="1" stroke-linejoin="round"/>`,
    '</g></svg>',
  ].join('');
}

let drawn: string | undefined;

/** The map as an SVG document, drawn on first use and kept. */
export function worldMapSvg(): string {
  drawn ??= drawWorld();
  return drawn;
}

let compressed: { br: Buffer; gzip: Buffer } | undefined;

/** The document compressed once at the highest levels, for every request after: it never changes while the server runs. */
export function compressedWorldMap(): { br: Buffer; gzip: Buffer } {
  const svg = worldMapSvg();
  compressed ??= { br: brotliCompressSync(svg, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(svg, { level: 9 }) };
  return compressed;
}
