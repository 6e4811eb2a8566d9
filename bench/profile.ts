import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { root } from '../scripts/lib/build.mjs';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/environment';
import { startProductionServer } from './lib/server';

/**
 * `npx tsx bench/profile.ts [path…]` (after `npm run build`): where a page's start spends its time,
 * module by module. Builds the client once more with every module marking its body
 * (bench/lib/module-marks.ts, into `dist-profile/`), serves it with the built server, opens each
 * path in Chromium with 4× CPU slowdown (Lighthouse's mobile preset) and prints the long tasks
 * (> 50 ms) with the modules evaluated and the User Timing marks inside each, then the costliest
 * module bodies, and the functions (unminified build, readable names) that took most of each long
 * task's time, from a sampling CPU profile. PROFILE_HOST picks the brand's host (localhost: AS, wa.localhost: WA);
 * PROFILE_RUNS (1) repeats each page; PROFILE_REBUILD=0 reuses the last profiling build.
 * The server runs the production configuration (`APP_ENV=production`), as the Lighthouse bench does.
 * Absolute figures depend on the machine's load; compare runs made in the same conditions.
 */
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const host = process.env.PROFILE_HOST ?? 'localhost';
const runs = Math.max(1, Number(process.env.PROFILE_RUNS) || 1);
const profileDir = resolve(root, 'dist-profile');

async function buildForProfile() {
  mkdirSync(resolve(profileDir, 'dist'), { recursive: true });
  // The server is the regular build's; only the client (which it reads from the working directory's dist/client) differs.
  if (!existsSync(resolve(profileDir, 'dist/server'))) symlinkSync(resolve(root, 'dist/server'), resolve(profileDir, 'dist/server'));
  if (!existsSync(resolve(profileDir, 'node_modules'))) symlinkSync(resolve(root, 'node_modules'), resolve(profileDir, 'node_modules'));
  const code = await new Promise<number>((done) => {
    const child = spawn(
      process.execPath,
      [
        resolve(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--minify',
        'false',
        '--outDir',
        resolve(profileDir, 'dist/client'),
        '--emptyOutDir',
        '--ssrManifest',
      ],
      {
        cwd: root,
        env: { ...process.env, PROFILE_MODULES: '1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('exit', (exit) => done(exit ?? 1));
  });
  if (code !== 0) throw new Error(`the profiling build failed (${code})`);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface PageFigures {
  tasks: { start: number; duration: number }[];
  marks: { name: string; startTime: number }[];
  /** Samples as (time since navigation start in ms, node) and the nodes by id with their parents. */
  samples: { time: number; node: number }[];
  nodes: Map<number, ProfileNode & { parent?: number }>;
}

async function profile(cdp: CDPSession, url: string, page: import('@playwright/test').Page): Promise<PageFigures> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated], html[data-app-ready]', { timeout: 60_000 }).catch(() => undefined);
  // What runs once the browser is idle (error SDK, analytics, the content page's take-over) comes after.
  await page.waitForTimeout(8000);
  // An anchor in both clocks: the page's performance.now() and the profile's samples (µs of another origin).
  // A string, so that no build step renames or wraps the function the samples are looked up by.
  const anchorPageMs = (await page.evaluate(
    '(() => { function profileAnchor() { const started = performance.now(); while (performance.now() - started < 20); return started; } return profileAnchor(); })()',
  )) as number;
  const { profile: cpu } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const figures = await page.evaluate(() => ({
    tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
    marks: performance.getEntriesByType('mark').map(({ name, startTime }) => ({ name, startTime })),
  }));
  const nodes = new Map<number, ProfileNode & { parent?: number }>();
  for (const node of cpu.nodes) nodes.set(node.id, { ...node });
  for (const node of cpu.nodes) for (const child of node.children ?? []) nodes.get(child)!.parent = node.id;
  let time = cpu.startTime;
  const samples = cpu.samples.map((node, index) => {
    time += cpu.timeDeltas[index]!;
    return { time: time / 1000, node };
  });
  const anchorSample = samples.find(({ node }) => nodes.get(node)?.callFrame.functionName === 'profileAnchor');
  const offset = anchorSample ? anchorSample.time - anchorPageMs : Number.NaN;
  if (!anchorSample)
    console.log(`  (no anchor among ${samples.length} samples: ${[...new Set(cpu.nodes.map((node) => node.callFrame.functionName))].slice(-20).join(', ')})`);
  return { ...figures, samples: samples.map(({ time: at, node }) => ({ time: at - offset, node })), nodes };
}

/** A frame as `name file:line`, the file without its folder and hash. */
function frameName({ callFrame }: ProfileNode): string {
  const file =
    callFrame.url
      .split('/')
      .pop()
      ?.replace(/-[\w-]{8}\.js$/, '') ?? '';
  return `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
}

/** Self and total time of the functions sampled between two times, the costliest first. */
function functionsBetween({ samples, nodes }: PageFigures, from: number, to: number) {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const inside = samples.filter(({ time }) => time >= from && time < to);
  for (let index = 0; index < inside.length; index++) {
    const { time, node } = inside[index]!;
    const duration = (inside[index + 1]?.time ?? to) - time;
    const leaf = nodes.get(node)!;
    if (['(idle)', '(program)', '(root)'].includes(leaf.callFrame.functionName)) continue;
    self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + duration);
    const seen = new Set<string>();
    for (let current: typeof leaf | undefined = leaf; current; current = current.parent === undefined ? undefined : nodes.get(current.parent)) {
      const name = frameName(current);
      if (seen.has(name) || current.callFrame.functionName === '(root)') continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + duration);
    }
  }
  return { self, total };
}

function report(label: string, figures: PageFigures) {
  const { tasks, marks } = figures;
  const modules: { id: string; start: number; duration: number }[] = [];
  const open = new Map<string, number>();
  for (const mark of marks) {
    if (mark.name.startsWith('module>')) open.set(mark.name.slice(7), mark.startTime);
    else if (mark.name.startsWith('module<')) {
      const id = mark.name.slice(7);
      const start = open.get(id);
      if (start !== undefined) modules.push({ id, start, duration: mark.startTime - start });
    }
  }
  const short = (id: string) => id.replace(/^src\//, '').replace(/^npm:/, '');
  console.log(`\n${label}`);
  const appMarks = marks.filter((mark) => !mark.name.startsWith('module'));
  console.log(`  marks: ${appMarks.map((mark) => `${mark.name} ${Math.round(mark.startTime)}`).join(', ')}`);
  console.log(`  long tasks: ${tasks.length}, ${Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0))} ms over 50 ms`);
  for (const task of tasks) {
    const end = task.start + task.duration;
    const inside = modules.filter((module) => module.start >= task.start && module.start < end);
    const evaluated = inside.reduce((sum, module) => sum + module.duration, 0);
    // PROFILE_ALL_MODULES=1 lists every module of the task in the order they ran.
    const top = process.env.PROFILE_ALL_MODULES ? inside : [...inside].sort((a, b) => b.duration - a.duration).slice(0, 8);
    const during = appMarks.filter((mark) => mark.startTime >= task.start && mark.startTime < end).map((mark) => mark.name);
    console.log(
      `  task at ${Math.round(task.start)} ms: ${Math.round(task.duration)} ms; ${inside.length} modules evaluated (${Math.round(evaluated)} ms)` +
        `${during.length ? `; marks ${during.join(', ')}` : ''}`,
    );
    for (const module of top)
      if (module.duration >= 1 || process.env.PROFILE_ALL_MODULES)
        console.log(`    ${Math.round(module.duration).toString().padStart(4)} ms  ${short(module.id)}`);
    const { self, total } = functionsBetween(figures, task.start, end);
    const costliest = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `${name} ${Math.round(ms)}`)
        .join('; ');
    if (self.size) {
      console.log(`      self: ${costliest(self, 8)}`);
      console.log(`      total: ${costliest(total, 14)}`);
      // React components (capitalised functions of the app's chunks) rendered in the task.
      const components = new Map([...total].filter(([name]) => /^[A-Z]\w* (?!react|vendor|sentry|replay|snowplow)/.test(name)));
      if (components.size) console.log(`      components: ${costliest(components, 20)}`);
    }
  }
  const total = modules.reduce((sum, module) => sum + module.duration, 0);
  console.log(`  module bodies: ${modules.length}, ${Math.round(total)} ms in all; the costliest:`);
  for (const module of [...modules].sort((a, b) => b.duration - a.duration).slice(0, 30)) {
    console.log(`    ${Math.round(module.duration).toString().padStart(4)} ms  at ${Math.round(module.start)}  ${short(module.id)}`);
  }
  // By folder: a team's or a library's modules together.
  const folders = new Map<string, number>();
  for (const module of modules) {
    const id = short(module.id);
    const folder = id.startsWith('@')
      ? id.split('/').slice(0, 2).join('/')
      : id.includes('/')
        ? id
            .split('/')
            .slice(0, id.startsWith('product') || id.startsWith('platform') ? 2 : 1)
            .join('/')
        : id;
    folders.set(folder, (folders.get(folder) ?? 0) + module.duration);
  }
  console.log('  by folder:');
  for (const [folder, duration] of [...folders].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`    ${Math.round(duration).toString().padStart(4)} ms  ${folder}`);
}

if (process.env.PROFILE_REBUILD !== '0' || !existsSync(resolve(profileDir, 'dist/client/.vite/manifest.json'))) await buildForProfile();
const server = await startProductionServer({ APP_ENV: 'production' }, profileDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const path of paths) {
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const tasks: { start: number; duration: number }[] = [];
        (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      report(`${path} on ${host}${runs > 1 ? ` (run ${run})` : ''}`, await profile(cdp, `http://${host}:${server.port}${path}`, page));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
