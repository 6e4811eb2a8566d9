import type { OfferTotal, TotalPart } from '../../../contracts/offers';
import { formatPrice, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import styles from './booking.module.css';

function partText(part: TotalPart, price: (amount: number) => string, t: ReturnType<typeof useT>) {
  if (part.kind === 'fare') return t('booking.partFare', { price: price(part.amount) });
  if (part.kind === 'bags') return t('booking.partBags', { count: part.count, price: price(part.amount) });
  return t('booking.partCardFee', { price: price(part.amount) });
}

/** What a total in `currency` is made of (fare + bags + card fee), worded as the ticket's details word it. */
export function TotalParts({ total, currency }: { total: OfferTotal; currency: string }) {
  const t = useT();
  const formats = useLocaleFormats();
  const price = (amount: number) => formatPrice(amount, currency, formats);
  return (
    <p className={styles.muted} data-testid="total-parts">
      {total.parts.map((part) => partText(part, price, t)).join(' + ')}
    </p>
  );
}
