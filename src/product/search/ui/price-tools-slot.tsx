import { useStoreMap, useUnit } from 'effector-react';
import { useEffect, useState, type ComponentType } from 'react';
import type { SearchQuery } from '../../../contracts/search';
import { $query, $status, $tickets } from '../model/results';
import styles from './results.module.css';

/**
 * Where the price tools go: a row of fixed height from the first render, so that nothing moves
 * when they arrive. Their code loads once the search has its first results (or has finished with
 * none, when other days are what the traveller needs): never on the first screen's path.
 */
export function PriceToolsSlot() {
  const [query, status] = useUnit([$query, $status]);
  const hasResults = useStoreMap($tickets, (tickets) => tickets.length > 0);
  const ready = query !== null && !query.nextLegs && (hasResults || status === 'done');
  const [Tools, setTools] = useState<ComponentType<{ query: SearchQuery }> | null>(null);

  useEffect(() => {
    if (!ready || Tools) return;
    let current = true;
    void import('./prices/price-tools').then((module) => {
      if (current) setTools(() => module.PriceTools);
    });
    return () => {
      current = false;
    };
  }, [ready, Tools]);

  // A multi-city trip has no price tools: no row is kept for them (the server knows the trip too).
  if (!query || query.nextLegs) return null;
  return <div className={styles.priceTools}>{Tools && <Tools query={query} />}</div>;
}
