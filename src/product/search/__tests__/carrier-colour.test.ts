import { describe, expect, test } from 'vitest';
import { contrastRatio, hslToRgb, toHex } from '../../../ui';
import { carrierColour, carrierMarkText } from '../ui/format';

const symbols = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
/** Every two-character IATA airline designator, plus three-letter ICAO ones. */
const codes = [...symbols.flatMap((first) => symbols.map((second) => first + second)), 'AFL', 'THY', 'SBI', 'UTA', 'KZR', 'ELY'];

describe('carrier mark colours', () => {
  test(`keep the initials at 4.5:1 or more for all ${codes.length} codes`, () => {
    const failing = codes
      .map((code) => ({ code, colour: carrierColour(code), ratio: contrastRatio(carrierColour(code), carrierMarkText) }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });

  test('are steady per code and still tell carriers apart', () => {
    expect(carrierColour('SU')).toBe(carrierColour('SU'));
    expect(carrierColour('SU')).toMatch(/^#[0-9a-f]{6}$/);
    const distinct = new Set(codes.map(carrierColour));
    expect(distinct.size).toBeGreaterThan(300);
  });

  test('only darken the hues that need it: blue keeps the starting lightness, yellow goes darker', () => {
    const hueOf = (target: number) => codes.find((code) => [...code].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 360, 0) === target)!;
    expect(carrierColour(hueOf(240))).toBe(toHex(hslToRgb(240, 55, 38)));
    const yellow = carrierColour(hueOf(60));
    expect(yellow).not.toBe(toHex(hslToRgb(60, 55, 38)));
    // Darkened just enough to pass, not down to near black.
    expect(contrastRatio(yellow, carrierMarkText)).toBeLessThan(5);
  });
});
