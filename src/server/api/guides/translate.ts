import type { Audioguide, CityGuide, GuideLanguage, GuideList, GuideSummary, GuideText, Walk } from '../../../contracts/guides';
import { audioFile, walkRoute, type GuidesContent } from '../../engines/guides';

type CityData = GuidesContent['cities'] extends Map<string, infer City> ? City : never;

/** The language a visit reads guides in: its own where guides are written in it, else English. */
export function guideLanguage(locale: string): { language: GuideLanguage; fallback: boolean } {
  const base = locale.slice(0, 2).toLowerCase();
  return base === 'ru' || base === 'en' ? { language: base, fallback: false } : { language: 'en', fallback: true };
}

function summary(content: GuidesContent, city: CityData, language: GuideLanguage): GuideSummary {
  const say = (text: GuideText) => text[language];
  return {
    iata: city.iata,
    country: city.country,
    name: say(city.name),
    intro: say(city.intro),
    categories: [...new Set(city.places.map((place) => place.category))],
    places: city.places.length,
    walks: city.walks.map((walk) => ({ slug: walk.slug, name: say(walk.name) })),
    audioguides: [...content.audioguides.values()].filter((guide) => guide.iata === city.iata).map((guide) => ({ slug: guide.slug, name: say(guide.name) })),
  };
}

export function guideList(content: GuidesContent, locale: string): GuideList {
  const written = guideLanguage(locale);
  const cities = [...content.cities.values()].map((city) => summary(content, city, written.language));
  return { ...written, cities: cities.sort((a, b) => a.name.localeCompare(b.name, written.language)) };
}

export function cityGuide(content: GuidesContent, iata: string, locale: string): CityGuide | null {
  const city = content.cities.get(iata);
  if (!city) return null;
  const written = guideLanguage(locale);
  const say = (text: GuideText) => text[written.language];
  return {
    ...written,
    ...summary(content, city, written.language),
    season: say(city.season),
    airport: say(city.airport),
    tips: city.tips.map(say),
    place_list: city.places.map((place) => ({ ...place, name: say(place.name), short: say(place.short), long: say(place.long) })),
  };
}

export function walk(content: GuidesContent, iata: string, slug: string, locale: string): Walk | null {
  const city = content.cities.get(iata);
  const found = city?.walks.find((entry) => entry.slug === slug);
  if (!city || !found) return null;
  const written = guideLanguage(locale);
  const say = (text: GuideText) => text[written.language];
  const places = new Map(city.places.map((place) => [place.id, place]));
  return {
    ...written,
    iata,
    slug,
    city: say(city.name),
    name: say(found.name),
    lead: say(found.lead),
    distance_m: found.distance_m,
    minutes: found.minutes,
    stops: found.stops.flatMap((stop) => {
      const place = places.get(stop.place);
      return place ? [{ ...place, n: stop.n, note: say(stop.note), name: say(place.name), short: say(place.short), long: say(place.long) }] : [];
    }),
    route: walkRoute(city, found),
  };
}

export function audioguide(content: GuidesContent, iata: string, slug: string, locale: string): Audioguide | null {
  const guide = content.audioguides.get(`${iata}/${slug}`);
  const city = content.cities.get(iata);
  if (!guide || !city) return null;
  const written = guideLanguage(locale);
  const say = (text: GuideText) => text[written.language];
  return {
    ...written,
    iata,
    slug,
    city: say(city.name),
    name: say(guide.name),
    lead: say(guide.lead),
    chapters: guide.chapters.map((chapter) => {
      const file = audioFile(guide, written.language, chapter.id);
      const timing = content.timings[file];
      const sentences = chapter.sentences[written.language];
      return {
        id: chapter.id,
        title: say(chapter.title),
        place: chapter.place,
        audio: `/v1/audio/${file}`,
        duration: timing?.duration ?? 0,
        sentences: sentences.map((text, i) => ({ text, start: timing?.starts[i] ?? 0 })),
      };
    }),
  };
}
