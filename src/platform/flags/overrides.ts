import { localStore, readJson, writeJson, type KeyValueStorage } from '../storage';

/** The query parameter that sets overrides: `?flags=name:value,name2:value2`; `?flags=` clears them. */
export const overridesParam = 'flags';
/** Where overrides are kept between visits. */
export const overridesStorageKey = 'flagOverrides';

/** Flag name → the overriding value as written (a variant key or JSON). */
export type FlagOverrides = Record<string, string>;

/**
 * Splits `name:value,name2:value2`. Commas and colons inside a JSON value (an object, an array or a
 * string in quotes) belong to the value. Entries without a name or a value are dropped.
 */
export function parseOverrides(text: string): FlagOverrides {
  const entries: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '\\') {
        current += char + (text[index + 1] ?? '');
        index += 1;
        continue;
      }
      if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      entries.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  entries.push(current);
  // No prototype: the names come from the address bar or a cookie.
  const overrides: FlagOverrides = Object.create(null);
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    if (colon <= 0) continue;
    const name = entry.slice(0, colon).trim();
    const value = entry.slice(colon + 1).trim();
    if (name && value) overrides[name] = value;
  }
  return overrides;
}

export const formatOverrides = (overrides: FlagOverrides) =>
  Object.entries(overrides)
    .map(([name, value]) => `${name}:${value}`)
    .join(',');

/**
 * The value an override stands for, read like a variant: `on` true, `off` false, JSON (objects,
 * arrays, numbers, quoted strings, true, false, null) parsed, anything else the string itself (an
 * experiment's group).
 */
export function overrideValue(text: string): unknown {
  if (text === 'on') return true;
  if (text === 'off') return false;
  if (/^[[{"\d-]|^(true|false|null)$/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The `flags` query parameter of a search string: overrides, `{}` to clear, null when absent. */
export function overridesFromSearch(search: string): FlagOverrides | null {
  const params = new URLSearchParams(search);
  if (!params.has(overridesParam)) return null;
  return parseOverrides(params.get(overridesParam) ?? '');
}

export function readStoredOverrides(storage: KeyValueStorage | null = localStore()): FlagOverrides {
  const stored = readJson(overridesStorageKey, storage);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function storeOverrides(overrides: FlagOverrides, storage: KeyValueStorage | null = localStore()) {
  if (Object.keys(overrides).length === 0) {
    try {
      storage?.removeItem(overridesStorageKey);
    } catch {
      // Storage refused: nothing was kept either.
    }
    return;
  }
  writeJson(overridesStorageKey, overrides, storage);
}

/**
 * The overrides in force at start: the query's (then kept for the next visits; an empty `flags`
 * clears them), else the stored ones.
 */
export function startOverrides(search: string, storage: KeyValueStorage | null): FlagOverrides {
  const fromQuery = overridesFromSearch(search);
  if (fromQuery === null) return readStoredOverrides(storage);
  storeOverrides(fromQuery, storage);
  return fromQuery;
}
