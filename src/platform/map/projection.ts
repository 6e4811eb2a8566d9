/**
 * The world map's projection, shared by the server that draws the map (src/server/engines/world-map)
 * and the pages that put places on it: Natural Earth I (Šavrič, Jenny, Patterson, Jenny 2011), the
 * formula d3-geo's `geoNaturalEarth1Raw` uses, written out so that a page places a city without
 * loading a projection library. The whole sphere fits `worldMapSize`, centred on 0° longitude.
 */
export const worldMapSize = { width: 960, height: 500 } as const;

/** Natural Earth I for a longitude and latitude in radians: unit-sphere coordinates, north up. */
export function naturalEarthRaw(lambda: number, phi: number): [number, number] {
  const phi2 = phi * phi;
  const phi4 = phi2 * phi2;
  return [
    lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4))),
    phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4))),
  ];
}

const [halfWidth] = naturalEarthRaw(Math.PI, 0);
const [, halfHeight] = naturalEarthRaw(0, Math.PI / 2);

/** Pixels per unit of the raw projection: the sphere's outline touches the map's sides or its top and bottom. */
export const worldMapScale = Math.min(worldMapSize.width / (2 * halfWidth), worldMapSize.height / (2 * halfHeight));

const radians = Math.PI / 180;

/** Where a point (degrees) lies on the map, in the map's pixels from its top left corner. */
export function projectOnWorldMap(lon: number, lat: number): { x: number; y: number } {
  const [x, y] = naturalEarthRaw(lon * radians, lat * radians);
  return { x: worldMapSize.width / 2 + worldMapScale * x, y: worldMapSize.height / 2 - worldMapScale * y };
}
