import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildPlaces, uiLanguages } from './places/build';
import { readAirlines, readAirports, readCountries, readOpenFlightsAirports } from './places/sources';

/**
 * `npm run build:data`: builds data/places/{airports,cities,countries,airlines}.json from the npm
 * data packages and our curated tables in scripts/places/. The output is committed, so the server
 * never needs those packages at run time.
 */
const out = join(import.meta.dirname, '..', 'data', 'places');

const data = buildPlaces({
  airports: await readAirports(),
  openFlights: readOpenFlightsAirports(),
  airlines: readAirlines(),
  countries: readCountries(uiLanguages),
});

mkdirSync(out, { recursive: true });
for (const [name, records] of Object.entries(data)) {
  // One record a line: compact, yet a rebuild shows up in review as a readable diff.
  const text = `[\n${records.map((record: unknown) => JSON.stringify(record)).join(',\n')}\n]\n`;
  writeFileSync(join(out, `${name}.json`), text);
  console.log(`${name}: ${records.length} records, ${Math.round(text.length / 1024)} KB`);
}
