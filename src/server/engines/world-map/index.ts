import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoGraticule10, geoPath, geoProjection } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { naturalEarthRaw, worldMapScale, worldMapSize } from '../../../platform/map/projection';

/**
 * The price map's world (spec §2.1 `/map`): countries of Natural Earth's 1:110m data (`world-atlas`,
 * public domain) drawn once as an SVG the browser caches; the page draws its places over it with the
 * same projection (src/platform/map/projection.ts). Colours that read on light and dark pages alike:
 * the page's own background shows through the sea.
 */
const require = createRequire(import.meta.url);

/** Coordinates rounded to a tenth of a pixel: the file is a third of its size and looks the same. */
const digits = 1;

function drawWorld(): string {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection;
    land: GeometryCollection;
  }>;
  const projection = geoProjection(naturalEarthRaw)
    .scale(worldMapScale)
    .translate([worldMapSize.width / 2, worldMapSize.height / 2]);
  const path = geoPath(projection).digits(digits);
  const land = path(feature(topology, topology.objects.land)) ?? '';
  const borders = path(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? '';
  const sphere = path({ type: 'Sphere' }) ?? '';
  const graticule = path(geoGraticule10()) ?? '';
  const { width, height } = worldMapSize;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<path d="${sphere}" fill="rgb(120 150 190 / 0.12)"/>`,
    `<path d="${graticule}" fill="none" stroke="rgb(120 150 190 / 0.25)" stroke-width="0.5"/>`,
    `<path d="${land}" fill="rgb(128 140 160 / 0.45)"/>`,
    `<path d="${borders}" fill="none" stroke="rgb(255 255 255 / 0.7)" stroke-width="0.5" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('');
}

let drawn: string | undefined;

/** The map as an SVG document, drawn on first use and kept. */
export function worldMapSvg(): string {
  drawn ??= drawWorld();
  return drawn;
}
