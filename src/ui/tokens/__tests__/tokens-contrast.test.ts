import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { contrastRatio, minimumContrast } from '../contrast';

// Reads the brand themes from tokens.css itself, so a token change that breaks AA fails here.

type Tokens = Record<string, string>;

const css = readFileSync(resolve(import.meta.dirname, '../tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The text between the braces of the block that opens at `start` (a `{`). */
function blockBody(source: string, start: number): string {
  let depth = 0;
  for (let at = start; at < source.length; at++) {
    if (source[at] === '{') depth++;
    if (source[at] === '}' && --depth === 0) return source.slice(start + 1, at);
  }
  throw new Error('Unbalanced braces in tokens.css');
}

/** Custom properties of each plain rule (`selector { --name: value; }`), by selector. */
function rules(source: string): Record<string, Tokens> {
  const found: Record<string, Tokens> = {};
  for (const [, selector = '', body = ''] of source.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    const tokens = (found[selector.trim()] ??= {});
    for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) tokens[name] = value.trim();
  }
  return found;
}

const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
const darkBody = blockBody(css, css.indexOf('{', darkStart));
const withoutMedia = css.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
const light = rules(withoutMedia);
const dark = rules(darkBody);

const brands = ['AS', 'WA'] as const;
const themes = brands.flatMap((brand) => {
  const selector = `[data-brand='${brand}']`;
  const lightTokens = { ...light[':root'], ...light[selector] };
  return [
    { name: `${brand} light`, tokens: lightTokens },
    { name: `${brand} dark`, tokens: { ...lightTokens, ...dark[':root'], ...dark[selector] } },
  ];
});

const hex = (tokens: Tokens, name: string): string => {
  const value = tokens[name];
  if (!value || !/^#[0-9a-f]{3,6}$/i.test(value)) throw new Error(`${name} is not a hex colour: ${value}`);
  return value;
};

/** Foreground token, the surfaces it is drawn on, and the minimum it needs there. */
const pairs: { text: string; on: string[]; minimum: number }[] = [
  { text: '--text', on: ['--bg', '--surface', '--surface-muted', '--primary-soft'], minimum: minimumContrast.text },
  { text: '--text-secondary', on: ['--bg', '--surface', '--surface-muted'], minimum: minimumContrast.text },
  // Links, breadcrumbs, the current navigation item and ghost buttons.
  { text: '--link', on: ['--bg', '--surface', '--surface-muted', '--primary-soft'], minimum: minimumContrast.text },
  { text: '--on-primary', on: ['--primary', '--primary-strong'], minimum: minimumContrast.text },
  { text: '--cta-text', on: ['--cta', '--cta-hover'], minimum: minimumContrast.text },
  { text: '--danger', on: ['--bg', '--surface'], minimum: minimumContrast.text },
  { text: '--success', on: ['--bg', '--surface'], minimum: minimumContrast.text },
  // The focus ring is a UI edge.
  { text: '--focus', on: ['--bg', '--surface'], minimum: minimumContrast.large },
];

const cases = themes.flatMap(({ name, tokens }) =>
  pairs.flatMap(({ text, on, minimum }) => on.map((surface) => ({ theme: name, text, surface, minimum, tokens }))),
);

describe('brand tokens keep WCAG AA contrast', () => {
  test('both brands have a light and a dark theme with the tokens the pairs name', () => {
    expect(themes.map(({ name }) => name)).toEqual(['AS light', 'AS dark', 'WA light', 'WA dark']);
    for (const { tokens } of themes) for (const name of ['--link', '--on-primary', '--cta', '--hero-text']) expect(tokens).toHaveProperty(name);
    // The dark theme really overrides the surfaces, so its pairs are not the light ones again.
    expect(themes[1]!.tokens['--surface']).not.toBe(themes[0]!.tokens['--surface']);
  });

  test.each(cases)('$theme: $text on $surface ≥ $minimum:1', ({ tokens, text, surface, minimum }) => {
    const ratio = contrastRatio(hex(tokens, text), hex(tokens, surface));
    expect(ratio, `${hex(tokens, text)} on ${hex(tokens, surface)}`).toBeGreaterThanOrEqual(minimum);
  });

  test.each(themes)('$name: the hero text keeps 4.5:1 on every stop of its gradient', ({ tokens }) => {
    const stops = tokens['--hero']?.match(/#[0-9a-f]{3,6}\b/gi) ?? [];
    expect(stops.length).toBeGreaterThanOrEqual(2);
    for (const stop of stops) {
      expect(contrastRatio(hex(tokens, '--hero-text'), stop), `${tokens['--hero-text']} on ${stop}`).toBeGreaterThanOrEqual(minimumContrast.text);
    }
  });
});

describe('contrast ratio', () => {
  test('follows WCAG: black on white is 21:1, a colour on itself 1:1, the order does not matter', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0057d9', '#0057d9')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  test('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('blue', '#fff')).toThrow('Not a hex colour: blue');
  });
});
