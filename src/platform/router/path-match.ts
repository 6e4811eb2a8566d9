import type { ParamRule, RouteParams } from './define';

export function joinPaths(parent: string | undefined, child: string): string {
  if (!parent || parent === '/') return child;
  return child === '/' ? parent : `${parent}${child}`;
}

/**
 * Penalties of spec §2.10: 10 for the root or a path starting with a parameter, 50 for a path
 * with a parameter, 100 for a wildcard. Among equals, more static segments come first.
 */
export function rankPath(path: string): number {
  const segments = path.split('/').filter(Boolean);
  let penalty = 0;
  if (path === '/' || segments[0]?.startsWith(':')) penalty += 10;
  if (segments.some((segment) => segment.startsWith(':'))) penalty += 50;
  if (segments.some((segment) => segment === '*')) penalty += 100;
  const statics = segments.filter((segment) => !segment.startsWith(':') && segment !== '*').length;
  // Static segments weigh less than any penalty step, so a penalty always decides first.
  return penalty - Math.min(statics, 9);
}

export function compilePath(path: string, index: boolean, rules: Record<string, ParamRule>): (path: string) => RouteParams | null {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      if (segment === '*') {
        names.push('*');
        return '(.*)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const rest = index ? '(?:/.*)?' : '';
  const regexp = new RegExp(`^${path === '/' ? '' : source}${rest}/?$`, 'i');
  return (candidate) => {
    const found = regexp.exec(candidate);
    if (!found) return null;
    let params: RouteParams;
    try {
      params = Object.fromEntries(names.map((name, position) => [name, decodeURIComponent(found[position + 1] ?? '')]));
    } catch {
      return null;
    }
    for (const [name, rule] of Object.entries(rules)) {
      const value = params[name];
      if (value === undefined) continue;
      const checked = typeof rule === 'function' ? rule(value) : rule.test(value) ? value : null;
      if (checked === null) return null;
      params[name] = checked;
    }
    return params;
  };
}
