import type { Order, OrderStatus } from '../../../contracts/booking';
import { formatDate, formatMoment, formatPrice, formatWallClock, formatRate, useLocaleFormats, withCurrencies } from '../../../platform/format';
import { useT, type MessageKey } from '../../../platform/i18n';
import { cardStyles } from '../../../ui';
import { orderPriceLines, type OrderPriceLine } from '../model/order-price';
import styles from './account.module.css';

export const statusText: Record<OrderStatus, MessageKey> = {
  created: 'account.orders.status.created',
  paid: 'account.orders.status.paid',
  confirmed: 'account.orders.status.confirmed',
};

/** Where an order goes: each leg's first origin and last destination. */
export const orderLegs = (order: Order) =>
  order.ticket.segments.map((segment) => ({
    origin: segment.flights[0]!.origin,
    destination: segment.flights.at(-1)!.destination,
    departure: segment.flights[0]!.departure,
  }));

/** `2026-11-26T08:49:45.365Z` in the visit's words, date and time. */
export const useMoment = () => {
  const formats = useLocaleFormats();
  return (iso: string) => formatMoment(iso, formats.locale);
};

/**
 * A flight's local time (`2026-12-18T21:40`, the airport's clock, no zone) in the visit's words:
 * read and written as UTC so that no zone of the reader's moves it.
 */
export const useLocalTime = () => {
  const formats = useLocaleFormats();
  return (local: string) => formatWallClock(local, formats.locale);
};

/** The page's formats, with the order's currency's marks when the visit is in another currency. */
const useOrderFormats = (order: Order) => withCurrencies(useLocaleFormats(), [order.currency, 'rub']);

export function OrderHeadline({ order }: { order: Order }) {
  const t = useT();
  const formats = useOrderFormats(order);
  const localTime = useLocalTime();
  const legs = orderLegs(order);
  return (
    <span>
      <strong>{legs.map((leg) => t('account.orders.route', leg)).join(', ')}</strong> <span className={styles.muted}>{localTime(legs[0]!.departure)}</span>
      <br />
      <span className={styles.badge} data-testid="order-status">
        {t(statusText[order.status])}
      </span>{' '}
      <span className={styles.price} data-testid="order-paid" data-amount={order.price} data-currency={order.currency}>
        {t('account.orders.total', { price: formatPrice(order.price, order.currency, formats) })}
      </span>
    </span>
  );
}

function lineLabel(line: OrderPriceLine, t: ReturnType<typeof useT>) {
  if (line.kind === 'fare') return t('account.order.partFare');
  if (line.kind === 'bags') return t('account.order.partBags', { count: line.count });
  if (line.kind === 'card_fee') return t('account.order.partCardFee');
  return t('account.order.paid');
}

/** The order's price: its fare, bags and card fee as the booking charged them, and the total paid, in the currency paid in. */
export function OrderPrice({ order }: { order: Order }) {
  const t = useT();
  const formats = useOrderFormats(order);
  return (
    <section className={cardStyles.card} aria-labelledby="order-price">
      <h2 id="order-price">{t('account.order.price')}</h2>
      <dl className={styles.rows} data-testid="order-price">
        {orderPriceLines(order).map((line) => (
          <div key={line.kind} className={styles.row} data-part={line.kind}>
            <dt>{lineLabel(line, t)}</dt>
            <dd className={line.kind === 'total' ? styles.price : undefined}>{formatPrice(line.amount, order.currency, formats)}</dd>
          </div>
        ))}
      </dl>
      {order.conversion && (
        <p className={styles.muted} data-testid="order-rate">
          {t('account.order.rate', {
            rate: formatRate(order.conversion.rate, order.currency, formats),
            date: formatDate(order.conversion.rated_at, formats, 'long'),
            price: formatPrice(order.conversion.rub_amount, 'rub', formats),
          })}
        </p>
      )}
    </section>
  );
}
