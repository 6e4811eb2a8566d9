import { createStore } from 'effector';

/** A/B test cookies (spec §3): read once at start, then removed. */
export const abCookies = { group: 'abg', crt: 'crt' } as const;

export interface AbValues {
  /** `abg`: the visitor's test group. */
  group: number | null;
  /** `crt`. */
  crt: number | null;
}

export interface AbReading extends AbValues {
  /** Cookies that were present but not numeric. */
  invalid: Array<keyof typeof abCookies>;
}

const numeric = (value: string | undefined): number | null | undefined => {
  if (value === undefined || value === '') return null;
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
};

/** Reads `abg` and `crt`: both must be whole non-negative numbers; anything else is dropped. */
export function readAbCookies(cookies: Record<string, string | undefined>): AbReading {
  const group = numeric(cookies[abCookies.group]);
  const crt = numeric(cookies[abCookies.crt]);
  const invalid: AbReading['invalid'] = [];
  if (group === undefined) invalid.push('group');
  if (crt === undefined) invalid.push('crt');
  return { group: group ?? null, crt: crt ?? null, invalid };
}

/** The visit's A/B values, read at start and rendered into the page's state. */
export const $abValues = createStore<AbValues>({ group: null, crt: null });
