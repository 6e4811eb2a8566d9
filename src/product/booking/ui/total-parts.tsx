import type { OfferTotal, TotalPart } from '../../../contracts/offers';
import { formatPrice, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import styles from './booking.module.css';

function partText(part: TotalPart, price: (roubles: number) => string, t: ReturnType<typeof useT>) {
  if (part.kind === 'fare') return t('booking.partFare', { price: price(part.amount) });
  if (part.kind === 'bags') return t('booking.partBags', { count: part.count, price: price(part.amount) });
  return t('booking.partCardFee', { price: price(part.amount) });
}

/** What a total is made of (fare + bags + card fee), worded as the ticket's details word it. */
export function TotalParts({ total }: { total: OfferTotal }) {
  const t = useT();
  const formats = useLocaleFormats();
  const price = (roubles: number) => formatPrice(roubles, 'rub', formats);
  return (
    <p className={styles.muted} data-testid="total-parts">
      {total.parts.map((part) => partText(part, price, t)).join(' + ')}
    </p>
  );
}
