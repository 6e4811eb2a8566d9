/**
 * The map's style: a deployment's style URL (`HOTELS_MAP_STYLE_URL`, production tiles), or the
 * offline one, which asks the network for nothing: no sources, no glyphs, no sprite. The map then
 * draws only what a page adds (distance rings) over its container's own background, a theme's
 * colour; every text (prices, counts, the centre) is an HTML marker, as text layers need glyphs.
 */
export interface OfflineMapStyle {
  version: 8;
  name: string;
  sources: Record<string, never>;
  layers: never[];
}

export const offlineMapStyle = (): OfflineMapStyle => ({ version: 8, name: 'offline', sources: {}, layers: [] });

/** What the map loads: the configured style's URL, or the offline style when none is configured. */
export function mapStyle(styleUrl: string): string | OfflineMapStyle {
  return styleUrl.trim() ? styleUrl.trim() : offlineMapStyle();
}

/** Whether the map draws tiles of its own (a configured style), which then carry their attribution. */
export const hasTiles = (styleUrl: string) => styleUrl.trim() !== '';
