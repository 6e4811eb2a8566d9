import type { Translator } from '../../../platform/i18n';

/** Flight times are local wall-clock times `YYYY-MM-DDTHH:mm`, shown as they are. */
export const clock = (local: string) => local.slice(11, 16);

export function dayDiff(from: string, to: string): number {
  return Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}

export function formatDuration(minutes: number, t: Translator['t']): string {
  return t('ticket.duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });
}

/** A steady colour per carrier code for its mark, so the same airline always looks the same. */
export function carrierColour(code: string): string {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `hsl(${hash} 55% 38%)`;
}
