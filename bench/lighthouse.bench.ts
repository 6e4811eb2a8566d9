import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { brotliCompressSync, constants } from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/environment';
import { printFigure } from './lib/figures';
import { blockingFromThreadTime, layoutShifts, lcpElement, longTasks, type Table } from './lib/lighthouse-details';
import { startReferenceServer } from './lib/reference/server';
import { startProductionServer } from './lib/server';

/**
 * `npx tsx bench/lighthouse.bench.ts` (after `npm run build`): Lighthouse's performance category,
 * mobile preset (simulated throttling), in Debian's Chromium (CHROMIUM_PATH) against the built
 * production server, on the main page, a search results page, a route SEO page and a hotel page,
 * in both brands where the page exists, with `APP_ENV=production`. Budgets (docs/architecture.md §6): performance ≥ 95,
 * LCP ≤ 1.2 s, CLS ≤ 0.02, TBT ≤ 100 ms. LIGHTHOUSE_RUNS (1) runs each page that many times and
 * reports Lighthouse's median run; LIGHTHOUSE_PAGES (main,search,route,hotel,hotels) picks app pages;
 * LIGHTHOUSE_TASKS=1 lists each long task with its simulated start and duration; LIGHTHOUSE_TRACE=dir
 * keeps each run's trace there.
 * Two reference pages run first in the same browser (bench/lib/reference): the same HTML without
 * script, and hydrated by React 19 alone; each app page's TBT, score and LCP print beside theirs.
 * A page Lighthouse cannot measure (NO_FCP, an error status…)
 * prints why and fails the bench; figures over budget do not.
 */
// Content pages (SEO, FAQ) are held to 100 and to 15 KB of JavaScript before the page first goes idle.
const budgets = { score: 95, contentScore: 100, contentScriptKb: 15, lcpMs: 1200, cls: 0.02, tbtMs: 100 };
const runs = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS) || 1));
/** LIGHTHOUSE_PAGES=main,search measures only those app pages (the reference pages always run). */
const onlyPages = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);

/** `DDMM` of the day `days` from today (UTC), as search URLs write dates. */
const ddmm = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${String(date.getUTCDate()).padStart(2, '0')}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** `YYYY-MM-DD` of the day `days` from today (UTC), as hotel addresses write dates. */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const brands = [
  { code: 'AS', host: 'localhost' },
  { code: 'WA', host: 'wa.localhost' },
] as const;
type BrandCode = (typeof brands)[number]['code'];

const pages: { label: string; path: string; brands: readonly BrandCode[]; note?: string; content?: boolean }[] = [
  { label: 'main', path: '/', brands: ['AS', 'WA'] },
  // Moscow → Istanbul three weeks ahead, back a week later, one adult: results stream in while the page loads.
  { label: 'search', path: `/search/MOW${ddmm(21)}IST${ddmm(28)}1`, brands: ['AS', 'WA'] },
  // The price map of the Ukrainian market: the world drawn by the server, the prices over it.
  { label: 'map', path: '/ua/map', brands: ['AS', 'WA'] },
  // Content pages (README: Content pages): the content entry, not the app; ≤ 15 KB of JavaScript before idle.
  { label: 'route', path: '/routes/MOW/IST', brands: ['AS', 'WA'], content: true },
  { label: 'airline', path: '/airlines/turkish-airlines', brands: ['AS', 'WA'], content: true },
  { label: 'country', path: '/countries/turkey', brands: ['AS', 'WA'], content: true },
  { label: 'faq', path: '/faq', brands: ['AS', 'WA'], content: true },
  // Guides are offered by AS in the Russian market (its default) and by WA everywhere; walks in the Russian market only.
  { label: 'guide', path: '/guides?city=LED', brands: ['AS', 'WA'], content: true },
  { label: 'walk', path: '/walks/LED/imperial-centre', brands: ['AS'], content: true, note: 'AS only: walks are offered in the Russian market' },
  // A Saint Petersburg hotel with every site's rates for two nights; hotels are sold by AS in the Russian market (its default) only.
  {
    label: 'hotel',
    path: `/hotels/LED-1?check_in=${isoDay(21)}&check_out=${isoDay(23)}&adults=2&rooms=1`,
    brands: ['AS'],
    note: 'AS only: hotels are sold in the Russian market of AS',
  },
  // Saint Petersburg's hotels for two nights three weeks ahead: the list streams in while the page loads.
  {
    label: 'hotels',
    path: `/hotels/search?city=LED&check_in=${isoDay(21)}&check_out=${isoDay(23)}&adults=2&rooms=1`,
    brands: ['AS'],
    note: 'AS only: hotels are sold in the Russian market of AS',
  },
];

// No config: Lighthouse's default one is the mobile preset (moto g power, simulated slow 4G and 4× CPU slowdown).
const flags: Flags = { logLevel: 'error', onlyCategories: ['performance'] };
// Content pages are what search engines index: their SEO and accessibility are measured too, and held to 100.
const contentFlags: Flags = { ...flags, onlyCategories: ['performance', 'seo', 'accessibility'] };

// Simulated throttling scales the main-thread time Chromium really spent: other work on the machine inflates TBT.
const load = () => `load average ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`;
const loadBefore = load();

// The production configuration, as travellers get it: on localhost the page would otherwise take the
// local environment, which traces every page and records every session (spec §9 rates are for production).
const server = await startProductionServer({ APP_ENV: 'production' });
const reference = await startReferenceServer();
let chrome: LaunchedChrome | undefined;
let unmeasured = 0;
/** Each run's blocking time from thread time, by its result. */
const threadTimes = new Map<Result, { tbt: number; wallMs: number; cpuMs: number }>();

interface Measured {
  /** Lighthouse's median run. */
  lhr: Result;
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
}

/**
 * Measures a URL `runs` times and prints Lighthouse's median run: the figures, the runs, the LCP
 * element, layout shifts and long tasks. Null when Lighthouse could not measure it at all.
 */
async function measure(label: string, url: string, port: number, runFlags: Flags = flags): Promise<Measured | null> {
  const started = performance.now();
  const measured: Result[] = [];
  const failures: string[] = [];
  for (let run = 0; run < runs; run++) {
    // One more attempt after a failed one: Chromium now and then records a trace without the
    // page's navigationStart (NO_NAVSTART), which Lighthouse asks to retry. Failures are printed.
    for (let attempt = 1; attempt <= 2; attempt++) {
      const result = await lighthouse(url, { ...runFlags, port });
      const lhr = result?.lhr;
      if (result) keepTrace(url, run, result.artifacts);
      const own = result?.lhr && blockingFromThreadTime(result.artifacts);
      if (own) threadTimes.set(result.lhr, own);
      const error = !lhr ? 'no result' : lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined;
      if (lhr && !error && lhr.categories.performance?.score != null) {
        measured.push(lhr);
        break;
      }
      failures.push(
        `run ${run + 1} attempt ${attempt}: ${error ?? 'no performance score'}${lhr?.runWarnings.length ? ` (${lhr.runWarnings.join('; ')})` : ''}`,
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  if (measured.length < runs) {
    console.log(`\n${label} ${url}: Lighthouse could not measure ${runs === 1 ? 'the page' : `${runs - measured.length} of ${runs} runs`}`);
    for (const failure of failures) console.log(`  ${failure}`);
    unmeasured++;
    if (!measured.length) return null;
  }
  const lhr = measured.length > 1 ? computeMedianRun(measured) : measured[0]!;
  describeSetup(lhr);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const figures: Measured = {
    lhr,
    score: Math.round(lhr.categories.performance!.score! * 100),
    lcp: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbt: Math.round(numeric('total-blocking-time')),
  };
  console.log(
    `\n${label} ${url}: performance ${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)}, TBT ${figures.tbt} ms ` +
      `(FCP ${(numeric('first-contentful-paint') / 1000).toFixed(2)} s, speed index ${(numeric('speed-index') / 1000).toFixed(2)} s, ` +
      `main thread ${(numeric('mainthread-work-breakdown') / 1000).toFixed(1)} s; ${seconds.toFixed(1)} s to measure)`,
  );
  if (measured.length > 1) {
    const each = (format: (run: Result) => string) => measured.map(format).join(', ');
    console.log(
      `  runs: performance ${each((run) => String(Math.round(run.categories.performance!.score! * 100)))}; ` +
        `LCP ${each((run) => `${Math.round(run.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)} ms`)}; ` +
        `TBT ${each((run) => `${Math.round(run.audits['total-blocking-time']?.numericValue ?? Number.NaN)} ms`)}`,
    );
  }
  const own = measured.map((run) => threadTimes.get(run)).filter((figure) => figure !== undefined);
  if (own.length) {
    console.log(
      `  blocking from the main thread's own CPU time (×4, over 50 ms, after the first paint): ${own.map(({ tbt }) => `${tbt} ms`).join(', ')}; ` +
        `its long tasks took ${own.map(({ wallMs, cpuMs }) => `${wallMs} ms (CPU ${cpuMs} ms)`).join(', ')} unthrottled`,
    );
  }
  console.log(`  ${lcpElement(lhr)}`);
  if (figures.cls > 0) console.log(`  ${layoutShifts(lhr)}`);
  console.log(`  ${longTasks(lhr)}`);
  for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
  if (measured.length === runs) for (const failure of failures) console.log(`  retried: ${failure}`);
  return figures;
}

let described = false;
function describeSetup(lhr: Result) {
  if (described) return;
  const settings = lhr.configSettings;
  const { throttling } = settings;
  console.log(
    `Lighthouse ${lhr.lighthouseVersion}, ${settings.formFactor}, ${settings.throttlingMethod} throttling ` +
      `(RTT ${throttling.rttMs} ms, ${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, CPU ×${throttling.cpuSlowdownMultiplier}); ` +
      `${lhr.environment.hostUserAgent.match(/HeadlessChrome\/[\d.]+|Chrome\/[\d.]+/)?.[0] ?? lhr.environment.hostUserAgent}, ` +
      `benchmark index ${Math.round(lhr.environment.benchmarkIndex)}; ${loadBefore} before the runs`,
  );
  described = true;
}

/** An app page's score and TBT beside the reference pages': how far start-up is from what React itself costs. */
function compareWithReferences(figures: Measured, references: Map<string, Measured>) {
  const react = references.get('react');
  const plain = references.get('static');
  if (!react || !plain) return;
  // A reference TBT of 0 ms has no ratio: the difference says it then.
  const ratio = (value: number, base: number) => (base > 0 ? `×${(value / base).toFixed(1)}` : `+${value - base} ms`);
  console.log(
    `  vs references: TBT ${figures.tbt} ms, ${ratio(figures.tbt, react.tbt)} React's ${react.tbt} ms and ${ratio(figures.tbt, plain.tbt)} static's ${plain.tbt} ms; ` +
      `score ${figures.score}, ${(figures.score / react.score).toFixed(2)} of React's ${react.score} and ${(figures.score / plain.score).toFixed(2)} of static's ${plain.score}; ` +
      `LCP ${(figures.lcp / react.lcp).toFixed(1)}× React's ${(react.lcp / 1000).toFixed(2)} s`,
  );
}

try {
  chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs, logLevel: 'silent' });
  const port = server.port;
  console.log(
    `Lighthouse, mobile preset (simulated throttling), ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page; ` +
      `budgets: performance ≥ ${budgets.score}, LCP ≤ ${budgets.lcpMs / 1000} s, CLS ≤ ${budgets.cls}, TBT ≤ ${budgets.tbtMs} ms`,
  );
  // The reference pages first, in the same browser and run: the floor the app's pages are compared with.
  const references = new Map<string, Measured>();
  for (const page of reference.pages) {
    const figures = await measure(`reference ${page.label} (${page.what})`, `http://localhost:${reference.port}${page.path}`, chrome.port);
    if (!figures) continue;
    references.set(page.label, figures);
  }
  for (const page of pages.filter(({ label }) => !onlyPages.length || onlyPages.includes(label))) {
    for (const brand of brands) {
      const name = `Lighthouse ${brand.code} ${page.label}`;
      if (!page.brands.includes(brand.code)) {
        console.log(`\n${brand.code} ${page.path}: not served (${page.note ?? 'not in this brand'})`);
        continue;
      }
      const url = `http://${brand.host}:${port}${page.path}`;
      // The server answers the page in the intended brand, and has rendered the route once before it is measured.
      const { status, body } = await getPage(port, page.path, brand.host);
      const servedBrand = /<html[^>]*\sdata-brand="([^"]*)"/.exec(body)?.[1];
      if (status !== 200 || servedBrand !== brand.code) {
        console.log(`\n${brand.code} ${page.path}: the server answered ${status} with brand ${servedBrand ?? 'none'}; not measured`);
        unmeasured++;
        continue;
      }
      const figures = await measure(brand.code, url, chrome.port, page.content ? contentFlags : flags);
      if (!figures) continue;
      compareWithReferences(figures, references);
      printFigure({
        name: `${name} performance`,
        value: figures.score,
        unit: '',
        budget: page.content ? budgets.contentScore : budgets.score,
        better: 'higher',
      });
      printFigure({ name: `${name} LCP`, value: figures.lcp, unit: 'ms', budget: budgets.lcpMs, better: 'lower' });
      printFigure({ name: `${name} CLS`, value: figures.cls, unit: '', budget: budgets.cls, better: 'lower' }, 3);
      printFigure({ name: `${name} TBT`, value: figures.tbt, unit: 'ms', budget: budgets.tbtMs, better: 'lower' });
      if (page.content) for (const category of ['seo', 'accessibility'] as const) printCategory(name, figures.lhr, category);
      if (page.content)
        printFigure({
          name: `${name} JavaScript before idle, brotli`,
          value: await scriptsBeforeIdleKb(figures.lhr, port, brand.host),
          unit: 'KB',
          budget: budgets.contentScriptKb,
          better: 'lower',
        });
    }
  }
  console.log(`\n${load()} after the runs`);
} finally {
  chrome?.kill();
  await reference.stop();
  await server.stop();
}
if (unmeasured) {
  console.log(`\n${unmeasured} pages could not be measured; see above.`);
  process.exitCode = 1;
}

/** A category's score (held to 100), with the audits that failed it. */
function printCategory(name: string, lhr: Result, category: 'seo' | 'accessibility') {
  const found = lhr.categories[category];
  if (!found) return;
  const failed = found.auditRefs
    .filter(({ weight, id }) => weight > 0 && lhr.audits[id]?.score !== null && (lhr.audits[id]?.score ?? 1) < 1)
    .map(({ id }) => id);
  if (failed.length) console.log(`  ${category} audits failed: ${failed.join(', ')}`);
  printFigure({
    name: `${name} ${category === 'seo' ? 'SEO' : 'accessibility'}`,
    value: Math.round((found.score ?? 0) * 100),
    unit: '',
    budget: 100,
    better: 'higher',
  });
}

/**
 * Brotli size of the JavaScript a content page requested before it first went idle: the scripts of
 * Lighthouse's network records that started before the content entry's `content-idle` mark (before
 * the load event where there is none). Sizes are of the files compressed here, as a CDN would send them.
 */
async function scriptsBeforeIdleKb(lhr: Result, port: number, host: string): Promise<number> {
  const marks = (lhr.audits['user-timings']?.details as Table<{ name: string; startTime: number }> | undefined)?.items ?? [];
  const observed = (lhr.audits.metrics?.details as Table<{ observedLoad?: number }> | undefined)?.items[0]?.observedLoad ?? Infinity;
  const idle = marks.find(({ name }) => name === 'content-idle')?.startTime ?? observed;
  const requests =
    (lhr.audits['network-requests']?.details as Table<{ url: string; resourceType?: string; networkRequestTime?: number }> | undefined)?.items ?? [];
  let bytes = 0;
  for (const { url, resourceType, networkRequestTime = Infinity } of requests) {
    if (resourceType !== 'Script' || networkRequestTime > idle || !url.startsWith('http')) continue;
    const { body } = await getPage(port, new URL(url).pathname, host);
    bytes += brotliCompressSync(Buffer.from(body), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return Math.round(bytes / 102.4) / 10;
}

/** GETs a page with the given Host header (fetch would replace it with the URL's host). */
function getPage(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    }).on('error', fail);
  });
}

/**
 * LIGHTHOUSE_TRACE=dir keeps each run's trace: the observed, unthrottled main thread, which the
 * simulation multiplies by 4 (what each long task did: script, style and layout, garbage collection).
 */
function keepTrace(url: string, run: number, artifacts: unknown): void {
  const dir = process.env.LIGHTHOUSE_TRACE;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const { hostname, pathname } = new URL(url);
  writeFileSync(`${dir}/${hostname}${pathname.replace(/\//g, '_')}-${run}.json`, JSON.stringify((artifacts as { Trace?: unknown }).Trace));
}
