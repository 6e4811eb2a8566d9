import { useStoreMap, useUnit } from 'effector-react';
import { Suspense } from 'react';
import type { Ticket } from '../../../contracts/search';
import { WatchPrice } from '../../favorites';
import { $query, $tickets } from '../model/results';
import styles from './watch-price-slot.module.css';

const cheapestOffer = (ticket: Ticket) => Math.min(...ticket.offers.map((offer) => offer.price));

/** Where the favorites team's "watch the price" goes once the search has a cheapest ticket (spec §5). */
export function WatchPriceSlot() {
  const query = useUnit($query);
  const ticket = useStoreMap($tickets, (tickets) => tickets.reduce<Ticket | null>((best, ticket) => (best && cheapestOffer(best) <= cheapestOffer(ticket) ? best : ticket), null));
  return <div className={styles.slot}>{query && ticket && <Suspense fallback={null}><WatchPrice query={query} ticket={ticket} /></Suspense>}</div>;
}
