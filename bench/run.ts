import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureBuild, root } from '../scripts/lib/build.mjs';
import { parseFigures, withinBudget, withUnit, type Figure } from './lib/figures';

/**
 * `npm run bench`: builds when needed, then runs every `bench/*.bench.ts` (the SSR and initial
 * JavaScript benches first), each as its own process, and prints their figures against the
 * budgets of docs/architecture.md §6. Figures never fail the run; a bench that crashes does.
 */
const first = ['ssr.bench.ts', 'initial-js.bench.ts'];
const benchDir = resolve(root, 'bench');
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort((a, b) => (first.indexOf(a) + 1 || 99) - (first.indexOf(b) + 1 || 99) || a.localeCompare(b));
const only = process.argv.slice(2);
const selected = only.length ? files.filter((name) => only.some((part) => name.includes(part))) : files;

/** Runs one bench with tsx, echoing its output as it comes, and returns the output. */
function runBench(file: string): Promise<{ code: number; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(benchDir, file)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('exit', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output, seconds: (performance.now() - started) / 1000 }));
  });
}

await ensureBuild();

const rows: { bench: string; figure?: Figure; note?: string }[] = [];
let crashed = 0;
for (const file of selected) {
  console.log(`\n━━ ${file} ${'━'.repeat(Math.max(0, 60 - file.length))}`);
  const { code, output, seconds } = await runBench(file);
  const figures = parseFigures(output);
  if (code !== 0) {
    crashed++;
    rows.push({ bench: file, note: `failed with exit code ${code} after ${seconds.toFixed(1)} s` });
  } else if (!figures.length) {
    rows.push({ bench: file, note: 'no figures in "name: value unit (budget …)" form; see its output above' });
  }
  for (const figure of figures) rows.push({ bench: file, figure });
}

console.log('\nBudgets (docs/architecture.md §6)');
const width = Math.max(20, ...rows.map((row) => (row.figure?.name ?? row.bench).length));
for (const { bench, figure, note } of rows) {
  if (!figure) {
    console.log(`  ${'----'}  ${bench.padEnd(width)}  ${note}`);
    continue;
  }
  const ok = withinBudget(figure);
  const status = ok === undefined ? 'info' : ok ? 'ok  ' : 'OVER';
  const budget = figure.budget === undefined ? '' : `budget ${figure.better === 'higher' ? '≥' : '≤'} ${withUnit(figure.budget, figure.unit)}`;
  console.log(`  ${status}  ${figure.name.padEnd(width)}  ${withUnit(figure.value, figure.unit).padStart(12)}   ${budget}`);
}
const over = rows.filter((row) => row.figure && withinBudget(row.figure) === false).length;
console.log(`\n${rows.filter((row) => row.figure).length} figures, ${over} over budget, ${crashed} benches failed`);
process.exitCode = crashed ? 1 : 0;
