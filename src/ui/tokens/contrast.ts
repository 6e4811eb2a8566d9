// WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11) over sRGB colours written as hex.

export type Rgb = readonly [number, number, number];

/** AA minimums: body text, and large text or the edges of controls and focus rings. */
export const minimumContrast = { text: 4.5, large: 3 } as const;

/** `#abc` or `#aabbcc` (any case) as 0–255 channels. */
export function parseHex(hex: string): Rgb {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) throw new Error(`Not a hex colour: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
}

export const toHex = (rgb: Rgb): string => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance of WCAG 2.2 (the sRGB transfer function with its 0.04045 threshold). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** Contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(first: string | Rgb, second: string | Rgb): number {
  const [a, b] = [first, second].map((colour) => relativeLuminance(typeof colour === 'string' ? parseHex(colour) : colour)) as [number, number];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** HSL (hue in degrees, saturation and lightness 0–100) as 0–255 channels. */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    return 255 * (l - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}
