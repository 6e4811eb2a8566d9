import { useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * How many of `total` items a list renders now. On the server and while hydrating, all of them
 * (the two must agree); a list that appears later, and every item that arrives after, comes
 * `step` items per frame. A batch of streamed results is rendered and laid out in a few short
 * tasks instead of one long one, appended below what is on screen.
 */
export function useRevealed(total: number, step = 2): number {
  // React reads the server snapshot on the server and during hydration, the other one after.
  const fromServer = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [count, setCount] = useState(() => (fromServer ? total : Math.min(total, step)));
  // A shorter list (a filter) starts its next growth from its own length.
  if (count > total) setCount(total);
  useEffect(() => {
    if (count >= total) return;
    const frame = requestAnimationFrame(() => setCount((current) => Math.min(total, current + step)));
    return () => cancelAnimationFrame(frame);
  }, [count, total, step]);
  return Math.min(count, total);
}
