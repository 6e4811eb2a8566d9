import { readFileSync } from 'node:fs';
import type { VisaStatus } from '../../../contracts/explore';
import { dataDir } from '../../data-dir';

export type { VisaStatus };

/** `data/visa.json`: entry rules per citizenship, with their source and the day they stood. */
export interface VisaRules {
  source: string;
  asOf: string;
  rules: Record<string, Record<string, VisaStatus>>;
}

let loaded: VisaRules | undefined;

/** The bundled dataset, read once. */
export function visaRules(): VisaRules {
  return (loaded ??= JSON.parse(readFileSync(dataDir('visa.json'), 'utf8')) as VisaRules);
}

/**
 * What a citizen of `citizenship` needs to visit `country` (ISO alpha-2, any case): no visa at home,
 * the dataset's status otherwise, null where the dataset does not know (never guessed).
 */
export function visaStatus(citizenship: string, country: string, rules: VisaRules = visaRules()): VisaStatus | null {
  const from = citizenship.toUpperCase();
  const to = country.toUpperCase();
  if (from === to) return 'free';
  const byCountry = Object.hasOwn(rules.rules, from) ? rules.rules[from]! : undefined;
  return byCountry && Object.hasOwn(byCountry, to) ? byCountry[to]! : null;
}
