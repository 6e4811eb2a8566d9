import type { Translator } from '../../../platform/i18n';
import { contrastRatio, hslToRgb, minimumContrast, toHex } from '../../../ui';

/** Flight times are local wall-clock times `YYYY-MM-DDTHH:mm`, shown as they are. */
export const clock = (local: string) => local.slice(11, 16);

export function dayDiff(from: string, to: string): number {
  return Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}

export function formatDuration(minutes: number, t: Translator['t']): string {
  return t('ticket.duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

/** The initials on a carrier mark. */
export const carrierMarkText = '#ffffff';

/**
 * A steady colour per carrier code for its mark, so the same airline always looks the same. The hue
 * comes from the code; the lightness goes down from 38% until the initials keep 4.5:1, because
 * hues such as yellow and green are much lighter than blue at the same HSL lightness.
 */
export function carrierColour(code: string): string {
  let hue = 0;
  for (const char of code) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  for (let lightness = 38; lightness > 0; lightness--) {
    const colour = toHex(hslToRgb(hue, 55, lightness));
    if (contrastRatio(colour, carrierMarkText) >= minimumContrast.text) return colour;
  }
  return '#000000';
}
