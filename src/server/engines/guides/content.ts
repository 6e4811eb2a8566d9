import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  AudioguideSource,
  AudioTimings,
  CityGuideSource,
  type AudioguideSource as AudioguideData,
  type AudioTimings as Timings,
  type CityGuideSource as CityData,
  type LatLon,
} from '../../../contracts/guides';
import { dataDir } from '../../data-dir';

/** The guides' content as the repository holds it (`data/guides/`), checked against its schema. */
export interface GuidesContent {
  cities: Map<string, CityData>;
  audioguides: Map<string, AudioguideData>;
  timings: Timings;
  audioDir: string;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** Problems that the schemas cannot see: unknown places, stops out of order, missing audio. */
export function contentProblems({ cities, audioguides, timings }: Omit<GuidesContent, 'audioDir'>): string[] {
  const problems: string[] = [];
  for (const [iata, city] of cities) {
    const ids = new Set<string>();
    for (const place of city.places) {
      if (ids.has(place.id)) problems.push(`${iata}: place ${place.id} is listed twice`);
      ids.add(place.id);
    }
    const walks = new Set<string>();
    for (const walk of city.walks) {
      if (walks.has(walk.slug)) problems.push(`${iata}: walk ${walk.slug} is listed twice`);
      walks.add(walk.slug);
      walk.stops.forEach((stop, index) => {
        if (stop.n !== index + 1) problems.push(`${iata}/${walk.slug}: stop ${stop.n} is out of order (expected ${index + 1})`);
        if (!ids.has(stop.place)) problems.push(`${iata}/${walk.slug}: stop ${stop.n} names an unknown place ${stop.place}`);
      });
      const length = routeLength(walkRoute(city, walk));
      if (walk.distance_m < length) problems.push(`${iata}/${walk.slug}: distance ${walk.distance_m} m is shorter than its route (${Math.round(length)} m)`);
    }
  }
  for (const [key, guide] of audioguides) {
    const city = cities.get(guide.iata);
    if (!city) {
      problems.push(`${key}: no guide of ${guide.iata}`);
      continue;
    }
    for (const chapter of guide.chapters) {
      if (!city.places.some((place) => place.id === chapter.place)) problems.push(`${key}/${chapter.id}: unknown place ${chapter.place}`);
      for (const language of ['ru', 'en'] as const) {
        const timing = timings[audioFile(guide, language, chapter.id)];
        if (!timing) problems.push(`${key}/${chapter.id}: no ${language} audio`);
        else if (timing.starts.length !== chapter.sentences[language].length) problems.push(`${key}/${chapter.id}: ${language} audio is not of its sentences`);
      }
    }
  }
  return problems;
}

/** A chapter's file name: `{iata}-{slug}.{language}.{chapter}.opus`. */
export const audioFile = (guide: { iata: string; slug: string }, language: string, chapter: string) =>
  `${guide.iata.toLowerCase()}-${guide.slug}.${language}.${chapter}.opus`;

/** The walk's route: each stop, preceded by the points walked through to it. */
export function walkRoute(city: CityData, walk: CityData['walks'][number]): LatLon[] {
  const route: LatLon[] = [];
  for (const stop of walk.stops) {
    route.push(...(stop.via ?? []));
    const place = city.places.find((entry) => entry.id === stop.place);
    if (place) route.push([place.lat, place.lon]);
  }
  return route;
}

/** Metres along a route, on a sphere. */
export function routeLength(route: readonly LatLon[]): number {
  let metres = 0;
  for (let i = 1; i < route.length; i++) metres += haversine(route[i - 1]!, route[i]!);
  return metres;
}

function haversine([lat1, lon1]: LatLon, [lat2, lon2]: LatLon): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

/** Reads and checks the content; a file that fails its schema or a problem above stops the start. */
export function readGuidesContent(dir = dataDir('guides')): GuidesContent {
  const cities = new Map<string, CityData>();
  for (const name of readdirSync(join(dir, 'cities'))
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const city = CityGuideSource.parse(readJson(join(dir, 'cities', name)));
    if (name !== `${city.iata}.json`) throw new Error(`data/guides/cities/${name}: named after ${city.iata}`);
    cities.set(city.iata, city);
  }
  const audioguides = new Map<string, AudioguideData>();
  for (const name of readdirSync(join(dir, 'audioguides'))
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const guide = AudioguideSource.parse(readJson(join(dir, 'audioguides', name)));
    audioguides.set(`${guide.iata}/${guide.slug}`, guide);
  }
  const timings = AudioTimings.parse(readJson(join(dir, 'audio', 'timings.json')));
  const content = { cities, audioguides, timings, audioDir: join(dir, 'audio') };
  const problems = contentProblems(content);
  if (problems.length) throw new Error(`Guides content: ${problems.join('; ')}`);
  return content;
}
