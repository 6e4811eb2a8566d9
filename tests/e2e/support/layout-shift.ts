import type { Page } from '@playwright/test';

/** One layout shift the browser reported, with the elements that moved (for a failure's message). */
export interface Shift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * Records every layout shift of the page from its first paint on: call before `goto`. Shifts right
 * after the visitor's own input do not count, as in Cumulative Layout Shift.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : node.className ? `.${String(node.className).split(' ')[0]}` : ''}`;
    };
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far and their sum: the page's layout shift over everything it did until now. */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  // A frame more, so that the last shift's entry is delivered.
  const shifts = await page.evaluate(
    () => new Promise<Shift[]>((done) => requestAnimationFrame(() => setTimeout(() => done(window.__layoutShifts ?? []), 50))),
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** A card that was on screen and later stood elsewhere on the page (or left it) without the visitor asking. */
export interface CardMove {
  id: string;
  from: number;
  to: number | null;
  at: number;
}

declare global {
  interface Window {
    __cardMoves?: CardMove[];
    __firstCards?: string[];
    __seenCards?: string[];
  }
}

/**
 * Watches every frame where the cards matching `selector` (keyed by `key`) stand on the page: once a
 * card has been seen in the viewport, it must keep its place. Reordering moves DOM nodes, which the
 * browser's layout-shift entries do not count, so CLS alone would not see results that jump.
 * Call before `goto`; `stopWatchingCards` ends the watch (before the visitor acts).
 */
export async function watchCardPlaces(page: Page, selector: string, key: string): Promise<void> {
  await page.addInitScript(
    ([selector, key]) => {
      const moves: CardMove[] = [];
      const seen = new Map<string, number>();
      const seenCards: string[] = [];
      window.__cardMoves = moves;
      window.__seenCards = seenCards;
      // Where layout put the card, without transforms: a card's entrance animation is not a move.
      const layoutTop = (element: HTMLElement) => {
        let top = 0;
        for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
        return top;
      };
      const frame = () => {
        if (!window.__cardMoves) return;
        const now = new Map<string, number>();
        const cards = document.querySelectorAll<HTMLElement>(selector);
        if (!window.__firstCards && cards.length > 0) window.__firstCards = [...cards].map((card) => card.getAttribute(key)!);
        for (const card of cards) {
          const top = layoutTop(card);
          const id = card.getAttribute(key)!;
          now.set(id, top);
          const visible = top + card.offsetHeight > window.scrollY && top < window.scrollY + window.innerHeight;
          if (visible && !seen.has(id)) seen.set(id, top);
          if (visible && !seenCards.includes(id)) seenCards.push(id);
        }
        for (const [id, from] of seen) {
          const to = now.get(id) ?? null;
          if (to !== from) {
            moves.push({ id, from, to, at: Math.round(performance.now()) });
            seen.delete(id);
          }
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    [selector, key] as const,
  );
}

/**
 * Ends the watch: the moves it saw, the cards in the order of the first frame that had any, and
 * every card that was on screen, in the order each was first seen.
 */
export async function stopWatchingCards(page: Page): Promise<{ moves: CardMove[]; firstCards: string[]; seenCards: string[] }> {
  return page.evaluate(() => {
    const moves = window.__cardMoves ?? [];
    delete window.__cardMoves;
    return { moves, firstCards: window.__firstCards ?? [], seenCards: window.__seenCards ?? [] };
  });
}
