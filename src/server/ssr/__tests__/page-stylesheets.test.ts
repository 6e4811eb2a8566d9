import { expect, test } from 'vitest';
import { pageStylesheets, type ManifestChunk } from '../renderer';

test("every page links the build's stylesheet, not one a lazy chunk loads itself (the map's)", () => {
  const entry: ManifestChunk = { file: 'assets/entry-client-1.js', isEntry: true };
  const manifest: Record<string, ManifestChunk> = {
    'src/entry-client.tsx': entry,
    'style.css': { file: 'assets/style-2.css' },
    'node_modules/maplibre-gl/dist/maplibre-gl.css': { file: 'assets/maplibre-gl-3.css' },
    'src/platform/map/maplibre-view.tsx': { file: 'assets/maplibre-view-4.js', assets: ['assets/maplibre-gl-worker-5.js', 'assets/maplibre-gl-3.css'] },
  };
  expect(pageStylesheets(manifest, entry)).toEqual(['assets/style-2.css']);
});
