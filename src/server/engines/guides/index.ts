import { readGuidesContent, type GuidesContent } from './content';

// The guides' content (data/guides/): the guides API module serves it, the favorites module names
// the places people save from it.
export { audioFile, contentProblems, readGuidesContent, routeLength, walkRoute, type GuidesContent } from './content';

let shared: GuidesContent | undefined;
/** The repository's content, read and checked on first use, once per process. */
export const guidesContent = (): GuidesContent => (shared ??= readGuidesContent());

/** A place of a city's guide with the city's source, or null when the content has no such place. */
export function guidePlace(content: GuidesContent, iata: string, placeId: string) {
  const city = content.cities.get(iata);
  const place = city?.places.find((entry) => entry.id === placeId);
  return city && place ? { city, place } : null;
}
