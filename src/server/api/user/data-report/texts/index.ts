import type { Language } from '../../../../../platform/market';
import { az } from './az';
import { en } from './en';
import { es } from './es-ES';
import { hy } from './hy-AM';
import { ka } from './ka';
import { kk } from './kk';
import { ky } from './ky';
import { ru } from './ru';
import { tg } from './tg';
import { th } from './th';
import type { ReportKey, ReportTexts } from './types';
import { uk } from './uk';
import { uz } from './uz';

// The data report's messages in every UI language (spec §3): simple keyed messages with `{name}`
// for a value, kept the way the server's other texts are (`../../texts.ts`), ready to move to
// message bundles.

export type { ReportKey, ReportTexts } from './types';

const texts: Record<Language, ReportTexts> = { az, en, 'es-ES': es, 'hy-AM': hy, ka, kk, ky, ru, tg, th, uk, uz };

/** The report's messages in `language` (a checked UI language). */
export const reportTextsIn = (language: Language): ReportTexts => texts[language];

/** A message with its `{name}` placeholders filled; a placeholder without a value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

export const reportKeys = Object.keys(en) as ReportKey[];
