/** The part of Web Storage we use; tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * `window.localStorage` when there is one and it can be touched: none on the server, and reading the
 * property itself throws when the browser blocks site data.
 */
export function localStore(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored JSON value, `null` when absent, unreadable or not JSON. The caller checks its shape. */
export function readJson(key: string, storage: KeyValueStorage | null = localStore()): unknown {
  try {
    const text = storage?.getItem(key);
    return text == null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/** Stores `value` as JSON; `false` when storage is missing, full or refuses. */
export function writeJson(key: string, value: unknown, storage: KeyValueStorage | null = localStore()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
