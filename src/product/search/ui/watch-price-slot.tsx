import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { WatchPrice } from '../../favorites';
import { $cheapestTicket, $query } from '../model/results';
import styles from './watch-price-slot.module.css';

/** Where the favorites team's "watch the price" goes once the search has a cheapest ticket (spec §5). */
export function WatchPriceSlot() {
  const [query, ticket] = useUnit([$query, $cheapestTicket]);
  return (
    <div className={styles.slot}>
      {query && ticket && (
        <Suspense fallback={null}>
          <WatchPrice query={query} ticket={ticket} />
        </Suspense>
      )}
    </div>
  );
}
