/**
 * JSON from requests, read so that no input can break the server: nesting deeper than
 * `maxJsonDepth` is refused before `JSON.parse` builds it (deep values overflow the stack of every
 * recursive reader after it: validation, evaluation, serialization, the database driver), and
 * `__proto__` keys are refused as Fastify's own parser refuses them. Each problem is a
 * `JsonInputError` whose message says what is wrong, for a 400.
 */

/** How deep objects and arrays may nest in any JSON the server reads (bodies, `ue_pr`, envelope items). */
export const maxJsonDepth = 64;

export class JsonInputError extends Error {}

/** Whether JSON text nests objects and arrays deeper than `max`; counted on the text, without parsing. */
export function nestsDeeperThan(text: string, max = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/** Whether a parsed value has an own `__proto__` key anywhere (its depth is already bounded). */
function hasProtoKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(hasProtoKey);
  return Object.hasOwn(value, '__proto__') || Object.values(value).some(hasProtoKey);
}

/** Parses JSON text from a request; `what` names it in the error (`Body`, `ue_pr`, `Item 2`). */
export function parseJsonInput(text: string, what: string, maxDepth = maxJsonDepth): unknown {
  if (nestsDeeperThan(text, maxDepth)) throw new JsonInputError(`${what} nests deeper than ${maxDepth} levels`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new JsonInputError(`${what} is not valid JSON`);
  }
  if (text.includes('_') && hasProtoKey(value)) throw new JsonInputError(`${what} has a __proto__ key`);
  return value;
}

/**
 * Where a value holds text that is not well-formed UTF-16 (a lone surrogate, which JSON's `\ud800`
 * escape makes and the database refuses): the path of the first such string or key, or undefined.
 */
export function illFormedTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.isWellFormed() ? undefined : path || '(value)';
  if (typeof value !== 'object' || value === null) return undefined;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (!key.isWellFormed()) return at;
    const found = illFormedTextAt(item, at);
    if (found) return found;
  }
  return undefined;
}

/** Where a value holds text the database cannot store (NUL, a lone surrogate), or undefined. */
export function unstorableTextAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : illFormedTextAt(value, path);
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\0') || !key.isWellFormed()) return at;
    const found = unstorableTextAt(item, at);
    if (found) return found;
  }
  return undefined;
}

/** The reason a value with ill-formed text is refused, naming where. */
export const illFormedReason = (at: string) => `${at}: text is not well-formed (lone surrogate)`;
