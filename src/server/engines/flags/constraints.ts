import type { Constraint } from './definition';

type Scalar = string | number | boolean;

/**
 * Whether an entity context satisfies a constraint. A missing property fails every operator, as in
 * Flagr (whose expression evaluation errors and skips the segment). Comparison is exact for strings;
 * LT/GT compare numbers when both sides are numeric.
 */
export function matches(constraint: Constraint, context: Record<string, unknown>): boolean {
  const actual = context[constraint.property];
  if (actual === undefined || actual === null || typeof actual === 'object') return false;
  const value = actual as Scalar;
  const expected = constraint.value;
  switch (constraint.operator) {
    case 'EQ':
      return same(value, expected as Scalar);
    case 'NEQ':
      return !same(value, expected as Scalar);
    case 'IN':
      return (expected as Scalar[]).some((item) => same(value, item));
    case 'NOTIN':
      return !(expected as Scalar[]).some((item) => same(value, item));
    case 'CONTAINS':
      return String(value).includes(String(expected));
    case 'NOTCONTAINS':
      return !String(value).includes(String(expected));
    case 'EREG':
      return regex(expected).test(String(value));
    case 'NEREG':
      return !regex(expected).test(String(value));
    case 'LT':
      return compare(value, expected as Scalar) < 0;
    case 'LTE':
      return compare(value, expected as Scalar) <= 0;
    case 'GT':
      return compare(value, expected as Scalar) > 0;
    case 'GTE':
      return compare(value, expected as Scalar) >= 0;
  }
}

const same = (a: Scalar, b: Scalar) => String(a) === String(b);

function compare(a: Scalar, b: Scalar): number {
  const [x, y] = [Number(a), Number(b)];
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

const patterns = new Map<string, RegExp>();
function regex(source: unknown): RegExp {
  const key = String(source);
  let pattern = patterns.get(key);
  if (!pattern) patterns.set(key, (pattern = new RegExp(key)));
  return pattern;
}

export const describeConstraint = (c: Constraint) => `${c.property} ${c.operator} ${Array.isArray(c.value) ? `[${c.value.join(', ')}]` : String(c.value)}`;
