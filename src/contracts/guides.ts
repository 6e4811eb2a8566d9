import * as z from 'zod/v4-mini';
import { locale } from './search';

// The guides: city guides, walks and audio guides. Their content is data in the repository
// (`data/guides/`, checked against the source schemas below), served translated by the guides
// module (`GET {guides walks host}/v1/…`).

/** The languages guides are written in; every other UI language reads the English text. */
export const guideLanguages = ['ru', 'en'] as const;
export const GuideLanguage = z.enum(guideLanguages);
export type GuideLanguage = z.infer<typeof GuideLanguage>;

const text = z.string().check(z.trim(), z.minLength(1, 'text is missing'));
/** A text in every language guides are written in. */
export const GuideText = z.strictObject({ ru: text, en: text });
export type GuideText = z.infer<typeof GuideText>;

export const placeCategories = ['sight', 'museum', 'nature', 'market', 'viewpoint', 'quarter'] as const;
export const PlaceCategory = z.enum(placeCategories);
export type PlaceCategory = z.infer<typeof PlaceCategory>;

const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case words joined by hyphens'));
const cityCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'iata must be three capital letters'));
const lat = z.number().check(z.gte(-90), z.lte(90));
const lon = z.number().check(z.gte(-180), z.lte(180));
export const LatLon = z.tuple([lat, lon]);
export type LatLon = z.infer<typeof LatLon>;

// ——— Source files (data/guides/) ———

export const GuidePlaceSource = z.strictObject({ id: slug, category: PlaceCategory, lat, lon, name: GuideText, short: GuideText, long: GuideText });

/** A walk's stop: a place of the city's guide, in order, with the path walked to it from the stop before. */
export const WalkStopSource = z.strictObject({ n: z.int().check(z.minimum(1)), place: slug, note: GuideText, via: z.optional(z.array(LatLon)) });

export const WalkSource = z.strictObject({
  slug,
  name: GuideText,
  lead: GuideText,
  /** Walked along the route, in metres; at least its straight-line length (checked in a test). */
  distance_m: z.int().check(z.positive()),
  /** Walking time without visits inside. */
  minutes: z.int().check(z.positive()),
  stops: z.array(WalkStopSource).check(z.minLength(3)),
});

export const CityGuideSource = z.strictObject({
  iata: cityCode,
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  name: GuideText,
  intro: GuideText,
  season: GuideText,
  airport: GuideText,
  tips: z.array(GuideText).check(z.minLength(2)),
  places: z.array(GuidePlaceSource).check(z.minLength(4)),
  walks: z.array(WalkSource),
});
export type CityGuideSource = z.infer<typeof CityGuideSource>;

export const AudioChapterSource = z.strictObject({
  id: slug,
  title: GuideText,
  /** The place the chapter is told at, from the city's guide. */
  place: slug,
  /** Read sentence by sentence; the transcript follows them. */
  sentences: z.strictObject({ ru: z.array(text).check(z.minLength(1)), en: z.array(text).check(z.minLength(1)) }),
});

export const AudioguideSource = z.strictObject({
  iata: cityCode,
  slug,
  name: GuideText,
  lead: GuideText,
  chapters: z.array(AudioChapterSource).check(z.minLength(2)),
});
export type AudioguideSource = z.infer<typeof AudioguideSource>;

/** A rendered chapter: its file, length and where each sentence starts (seconds). */
export const AudioTiming = z.strictObject({ file: z.string(), bytes: z.int(), duration: z.number(), starts: z.array(z.number()) });
export const AudioTimings = z.record(z.string(), AudioTiming);
export type AudioTimings = z.infer<typeof AudioTimings>;

// ——— Calls ———

export const GuidesQuery = z.object({ locale });
export const GuideCityParams = z.object({ iata: cityCode });
export const GuideEntryParams = z.object({ iata: cityCode, slug });

/** In which language the answer is and whether it is English for a language guides are not written in. */
const written = { language: GuideLanguage, fallback: z.boolean() };
const entryLink = z.object({ slug: z.string(), name: z.string() });

export const GuidePlace = z.object({
  id: z.string(),
  category: PlaceCategory,
  lat: z.number(),
  lon: z.number(),
  name: z.string(),
  short: z.string(),
  long: z.string(),
});
export type GuidePlace = z.infer<typeof GuidePlace>;

export const GuideSummary = z.object({
  iata: z.string(),
  country: z.string(),
  name: z.string(),
  intro: z.string(),
  categories: z.array(PlaceCategory),
  places: z.int(),
  walks: z.array(entryLink),
  audioguides: z.array(entryLink),
});
export type GuideSummary = z.infer<typeof GuideSummary>;

/** `GET /v1/guides`: every city with a guide, by name. */
export const GuideList = z.object({ ...written, cities: z.array(GuideSummary) });
export type GuideList = z.infer<typeof GuideList>;

/** `GET /v1/guides/{iata}`: a city's guide. */
export const CityGuide = z.object({
  ...written,
  ...GuideSummary.shape,
  season: z.string(),
  airport: z.string(),
  tips: z.array(z.string()),
  place_list: z.array(GuidePlace),
});
export type CityGuide = z.infer<typeof CityGuide>;

export const WalkStop = z.object({ ...GuidePlace.shape, n: z.int(), note: z.string() });
export type WalkStop = z.infer<typeof WalkStop>;

/** `GET /v1/walks/{iata}/{slug}`: a walk with its stops and the route between them. */
export const Walk = z.object({
  ...written,
  iata: z.string(),
  slug: z.string(),
  city: z.string(),
  name: z.string(),
  lead: z.string(),
  distance_m: z.int(),
  minutes: z.int(),
  stops: z.array(WalkStop),
  route: z.array(LatLon),
});
export type Walk = z.infer<typeof Walk>;

export const AudioChapter = z.object({
  id: z.string(),
  title: z.string(),
  place: z.string(),
  /** The file's address on the guides host, served with range requests. */
  audio: z.string(),
  duration: z.number(),
  sentences: z.array(z.object({ text: z.string(), start: z.number() })),
});
export type AudioChapter = z.infer<typeof AudioChapter>;

/** `GET /v1/audioguides/{iata}/{slug}`: the chapters, their audio and transcripts. */
export const Audioguide = z.object({
  ...written,
  iata: z.string(),
  slug: z.string(),
  city: z.string(),
  name: z.string(),
  lead: z.string(),
  chapters: z.array(AudioChapter),
});
export type Audioguide = z.infer<typeof Audioguide>;

export const AudioFileParams = z.object({ file: z.string().check(z.regex(/^[a-z0-9-]+\.(?:ru|en)\.[a-z0-9-]+\.opus$/, 'file is unknown')) });

export const FlyThereQuery = z.object({ origin: cityCode });
/** `GET /v1/fly-there?origin=`: the fare engine's lowest one-way price to each guide's city, two weeks ahead. */
export const FlyThere = z.object({
  origin: z.string(),
  depart_date: z.string(),
  /** When the engine priced them (ISO time). */
  priced_at: z.string(),
  prices: z.array(z.object({ iata: z.string(), price: z.nullable(z.number()) })),
});
export type FlyThere = z.infer<typeof FlyThere>;
