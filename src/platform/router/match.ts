export type RouteParams = Record<string, string>;

export interface CompiledPattern {
  pattern: string;
  match(path: string): RouteParams | null;
}

/** Compiles `/search/:params` style patterns; matching is case-insensitive for static parts. */
export function compilePattern(pattern: string): CompiledPattern {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const regexp = new RegExp(`^${source}/?$`, 'i');
  return {
    pattern,
    match(path) {
      const found = regexp.exec(path);
      if (!found) return null;
      return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
    },
  };
}
