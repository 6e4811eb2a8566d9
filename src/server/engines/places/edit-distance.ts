/**
 * Whether `a` becomes `b` with at most one edit: an insertion, deletion, substitution or swap of
 * two neighbours (Damerau–Levenshtein ≤ 1). Linear, so it can run over a few thousand names per
 * request; a full distance matrix is not needed for a yes/no at distance one.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  if (a.length === b.length) {
    // One substitution, or a swap of i and i+1.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One letter more on the longer side.
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Whether a typed prefix is one edit away from some prefix of `name` ("Londn" → "london", "Istambul" → "istanbul"). */
export function prefixWithinOneEdit(term: string, name: string): boolean {
  for (const length of [term.length, term.length - 1, term.length + 1]) {
    if (length > name.length || length < 1) continue;
    if (withinOneEdit(term, name.slice(0, length))) return true;
  }
  return false;
}
