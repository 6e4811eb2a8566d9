import type { Result } from 'lighthouse';

// What a Lighthouse run says about a page, as lines the bench prints: the LCP element, layout
// shifts, long tasks, and the blocking time counted from the main thread's own CPU time.

interface NodeDetails {
  selector?: string;
  nodeLabel?: string;
}
export type Table<Item> = { type: 'table'; items: Item[] };

function describeNode(node: NodeDetails): string {
  const label = node.nodeLabel?.replace(/\s+/g, ' ').trim().slice(0, 40);
  return `${node.selector?.split(' > ').pop() ?? '?'}${label ? ` «${label}»` : ''}`;
}

/** The LCP element and its phases (TTFB, load delay, load time, render delay). */
export function lcpElement(lhr: Result): string {
  const tables = (lhr.audits['largest-contentful-paint-element']?.details as { items?: Table<Record<string, unknown>>[] } | undefined)?.items ?? [];
  const node = (tables[0]?.items[0] as { node?: NodeDetails } | undefined)?.node;
  const phases = (tables[1]?.items ?? []) as { phase: string; timing: number }[];
  const timing = phases.filter(({ timing }) => timing > 0).map(({ phase, timing }) => `${phase.toLowerCase()} ${Math.round(timing)} ms`);
  // Lighthouse finds the element in the page as it is at the end; one replaced meanwhile goes unnamed.
  if (!node) return 'LCP element: not named by Lighthouse (no longer in the page at the end of the load)';
  return `LCP element: ${describeNode(node)}${timing.length ? ` (${timing.join(', ')})` : ''}`;
}

/** The largest layout shifts and the elements that moved most. */
export function layoutShifts(lhr: Result): string {
  const items = (lhr.audits['layout-shifts']?.details as Table<{ node?: NodeDetails; score?: number }> | undefined)?.items ?? [];
  if (!items.length) return 'layout shifts: none listed';
  return `layout shifts: ${items
    .slice(0, 3)
    .map(({ node, score = 0 }) => `${score.toFixed(3)} moving ${node ? describeNode(node) : 'an unnamed element'}`)
    .join(', ')}`;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

/**
 * The page's blocking time counted from the main thread's own CPU time (a trace event's `tdur`)
 * rather than its wall time: Lighthouse's simulation multiplies the observed wall time of each task
 * by 4, and on a 2-core machine that time includes the moments the thread waited for a core while
 * the browser process, the compositor, Lighthouse and the server ran. This figure is what the
 * page's own work costs; the gap between the two is the machine's.
 */
export function blockingFromThreadTime(artifacts: unknown): { tbt: number; wallMs: number; cpuMs: number } | undefined {
  const trace = (artifacts as { Trace?: { traceEvents?: TraceEvent[] } }).Trace;
  const events = trace?.traceEvents ?? [];
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith('http'));
  if (!parse) return undefined;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid);
  const from = paint?.ts ?? parse.ts;
  let tbt = 0;
  let wallMs = 0;
  let cpuMs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== parse.pid || event.tid !== parse.tid || event.ts < from) continue;
    const wall = (event.dur ?? 0) / 1000;
    const cpu = (event.tdur ?? event.dur ?? 0) / 1000;
    if (wall * 4 <= 50) continue;
    wallMs += wall;
    cpuMs += cpu;
    tbt += Math.max(0, cpu * 4 - 50);
  }
  return { tbt: Math.round(tbt), wallMs: Math.round(wallMs), cpuMs: Math.round(cpuMs) };
}

/** Where the main thread's long tasks (simulated durations) come from, biggest first: what TBT is made of. */
export function longTasks(lhr: Result): string {
  const items = (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number; startTime?: number }[] } | undefined)?.items ?? [];
  if (!items.length) return 'no long tasks';
  const name = (url: string) =>
    url === lhr.mainDocumentUrl ? 'document' : url.startsWith('http') ? new URL(url).pathname.split('/').pop()! : url.toLowerCase();
  // LIGHTHOUSE_TASKS=1 lists every task in the order they ran.
  const each = process.env.LIGHTHOUSE_TASKS
    ? `\n    ${[...items]
        .sort((a, b) => (a.startTime ?? 0) - (b.startTime ?? 0))
        .map(({ url = 'unattributable', duration = 0, startTime = 0 }) => `at ${Math.round(startTime)} ms ${Math.round(duration)} ms ${name(url)}`)
        .join('\n    ')}`
    : '';
  const bySource = new Map<string, { ms: number; count: number }>();
  for (const { url = 'unattributable', duration = 0 } of items) {
    const source = name(url);
    const entry = bySource.get(source) ?? { ms: 0, count: 0 };
    entry.ms += duration;
    entry.count++;
    bySource.set(source, entry);
  }
  const sources = [...bySource].sort((a, b) => b[1].ms - a[1].ms).map(([source, { ms, count }]) => `${source} ${Math.round(ms)} ms (${count})`);
  return `long tasks: ${items.length}, from ${sources.join(', ')}${each}`;
}
