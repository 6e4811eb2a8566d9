import { describe, expect, test } from 'vitest';
import { CityGuideSource } from '../../../../contracts/guides';
import { contentProblems, readGuidesContent } from '../content';

const content = readGuidesContent();
const led = () => structuredClone(content.cities.get('LED')!);

describe('guides content (data/guides/)', () => {
  test('every file meets its schema and has no problems; at least 15 cities', () => {
    expect(content.cities.size).toBeGreaterThanOrEqual(15);
    expect(contentProblems(content)).toEqual([]);
  });

  test('a stop naming an unknown place fails', () => {
    const city = led();
    city.walks[0]!.stops[1]!.place = 'nowhere';
    expect(contentProblems({ ...content, cities: new Map([['LED', city]]) })).toContainEqual(expect.stringContaining('unknown place nowhere'));
  });

  test('stops out of order fail', () => {
    const city = led();
    const stops = city.walks[0]!.stops;
    [stops[1], stops[2]] = [stops[2]!, stops[1]!];
    expect(contentProblems({ ...content, cities: new Map([['LED', city]]) })).toContainEqual(expect.stringContaining('out of order'));
  });

  test('a distance shorter than the route fails', () => {
    const city = led();
    city.walks[0]!.distance_m = 100;
    expect(contentProblems({ ...content, cities: new Map([['LED', city]]) })).toContainEqual(expect.stringContaining('shorter than its route'));
  });

  test('a missing text fails the schema', () => {
    const city = led() as unknown as { places: { short: Record<string, string> }[] };
    delete city.places[0]!.short.en;
    expect(CityGuideSource.safeParse(city).success).toBe(false);
    const blank = led();
    blank.intro.ru = ' ';
    expect(CityGuideSource.safeParse(blank).success).toBe(false);
  });

  test('an audio guide\u2019s chapter without its audio fails', () => {
    const { 'led-palace-square.ru.hermitage.opus': _, ...timings } = content.timings;
    expect(contentProblems({ ...content, timings })).toContainEqual(expect.stringContaining('no ru audio'));
  });
});
