import { describe, expect, test } from 'vitest';
import { worldMapSvg } from '..';

describe('the world map drawing', () => {
  test('is an SVG of the map size with the sphere, land and borders, drawn once', () => {
    const svg = worldMapSvg();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 960 500" width="960" height="500">/);
    expect(svg.match(/<path d="M/g)).toHaveLength(3);
    expect(svg.endsWith('</svg>')).toBe(true);
    // Whole half pixels keep it small enough to send at once.
    const drawn = [...svg.matchAll(/ d="([^"]+)"/g)].map(([, d]) => d).join('');
    expect(drawn).not.toMatch(/\d\.\d/);
    expect(svg).toContain('<g transform="scale(0.5)">');
    expect(svg.length).toBeLessThan(100_000);
    expect(worldMapSvg()).toBe(svg);
  });
});
