import type { Page } from '@playwright/test';

/**
 * Counts, after React's first commit (hydration), how often chosen elements were rendered again:
 * an element whose props object changed between two commits was rendered by its component. React
 * reports every commit to the DevTools hook, production builds included; this stands in for it.
 * The DOM cannot tell: a render that changes nothing leaves the DOM alone, but it still costs the
 * main thread.
 */
export async function countRendersAfterHydration(page: Page, selectors: Record<string, { type: string; testId?: string }>): Promise<void> {
  await page.addInitScript((watched) => {
    type Fiber = { type: unknown; memoizedProps: Record<string, unknown> | null; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null };
    const counts: Record<string, number> = Object.fromEntries(Object.keys(watched).map((name) => [name, 0]));
    const seen = new WeakMap<Fiber, unknown>();
    let commits = 0;
    const nameOf = (fiber: Fiber) =>
      Object.keys(watched).find(
        (name) => fiber.type === watched[name]!.type && (!watched[name]!.testId || fiber.memoizedProps?.['data-testid'] === watched[name]!.testId),
      );
    const onCommitFiberRoot = (_: number, root: { current: Fiber }) => {
      commits++;
      const stack: Fiber[] = [root.current];
      while (stack.length) {
        const fiber = stack.pop()!;
        const name = typeof fiber.type === 'string' ? nameOf(fiber) : undefined;
        if (name) {
          // A fiber and its alternate take turns as the current one: the props last seen are under either.
          const before = seen.get(fiber) ?? (fiber.alternate ? seen.get(fiber.alternate) : undefined);
          // The first commit (hydration) only records what it rendered.
          if (commits > 1 && before !== undefined && before !== fiber.memoizedProps) counts[name]!++;
          seen.set(fiber, fiber.memoizedProps);
          if (fiber.alternate) seen.set(fiber.alternate, fiber.memoizedProps);
        }
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
    };
    Object.assign(window, {
      __renders: counts,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberRoot,
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onScheduleFiberRoot: () => {},
      },
    });
  }, selectors);
}

/** The counts since hydration, by the names given to `countRendersAfterHydration`. */
export const rendersAfterHydration = (page: Page): Promise<Record<string, number>> =>
  page.evaluate(() => (window as unknown as { __renders: Record<string, number> }).__renders);
