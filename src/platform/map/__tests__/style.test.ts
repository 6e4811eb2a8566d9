import { describe, expect, test } from 'vitest';
import { hasTiles, mapStyle, offlineMapStyle } from '../style';

describe('map style', () => {
  test('the offline style asks the network for nothing: no sources, glyphs or sprite', () => {
    const style = offlineMapStyle();
    expect(style.version).toBe(8);
    expect(style.sources).toEqual({});
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    expect(JSON.stringify(style)).not.toMatch(/:\/\/|\bhttps?\b/);
  });

  test('a configured style URL is used as it is; none (or blanks) gives the offline style', () => {
    expect(mapStyle('https://tiles.example/styles/streets.json')).toBe('https://tiles.example/styles/streets.json');
    expect(hasTiles('https://tiles.example/styles/streets.json')).toBe(true);
    expect(mapStyle('')).toEqual(offlineMapStyle());
    expect(mapStyle('  ')).toEqual(offlineMapStyle());
    expect(hasTiles('')).toBe(false);
  });
});
