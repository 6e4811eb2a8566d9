/**
 * One measured figure against its budget. Bench scripts print figures as lines of the form
 * `name: 812 req/s (budget ≥ 300 req/s)`; `bench/run.ts` reads them back for its final table.
 * A figure without a unit (a score, a layout shift) leaves the unit empty: `name: 0.013 (budget ≤ 0.02)`.
 */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  /** Which side of the budget passes; inferred from the unit when a line does not say. */
  better: 'higher' | 'lower';
}

const lowerIsBetter = /^(ms|s|kb|kib|mb|b|bytes|%)$/i;

/** `value unit`, or the value alone for a figure without a unit. */
export const withUnit = (value: number | string, unit: string): string => (unit ? `${value} ${unit}` : String(value));

/** A figure as `parseFigures` reads it; `digits` (1 unless told) is how many decimals a fraction keeps. */
export function formatFigure({ name, value, unit, budget, better }: Figure, digits = 1): string {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(digits);
  const limit = budget === undefined ? '' : ` (budget ${better === 'higher' ? '≥' : '≤'} ${withUnit(budget, unit)})`;
  return `${name}: ${withUnit(shown, unit)}${limit}`;
}

/** Prints a figure in the form `parseFigures` reads. */
export function printFigure(figure: Figure, digits?: number): void {
  console.log(formatFigure(figure, digits));
}

export function withinBudget({ value, budget, better }: Figure): boolean | undefined {
  if (budget === undefined) return undefined;
  return better === 'higher' ? value >= budget : value <= budget;
}

/**
 * Figures in a bench's output: `name: 12 ms (budget ≤ 20 ms)`, `name: 0.013 (budget ≤ 0.02)`, and
 * also the looser `name 12 ms (budget 20 ms)` where the unit tells which side passes.
 */
export function parseFigures(output: string): Figure[] {
  const line = /^\s*(.+?):?\s+(-?\d+(?:\.\d+)?)\s*([A-Za-z%/]+(?:\/s)?)?\s*\(budget\s*(≥|≤|>=|<=)?\s*(\d+(?:\.\d+)?)\s*[^)]*\)\s*$/;
  const figures: Figure[] = [];
  for (const text of output.split('\n')) {
    const match = line.exec(text);
    if (!match) continue;
    const [, name, value, unit, side, budget] = match;
    const better = side === '≥' || side === '>=' ? 'higher' : side ? 'lower' : lowerIsBetter.test(unit ?? '') ? 'lower' : 'higher';
    figures.push({ name: name!.trim(), value: Number(value), unit: unit ?? '', budget: Number(budget), better });
  }
  return figures;
}
