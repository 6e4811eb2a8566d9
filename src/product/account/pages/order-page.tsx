import { useUnit } from 'effector-react';
import { isHttp } from '../../../platform/request';
import { useT } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { cardStyles } from '../../../ui';
import { orderQuery, orderRequired } from '../model/orders';
import { ordersRoute } from '../routes';
import { AccountFrame, AccountGate, LoadFailed, Loading } from '../ui/account-frame';
import styles from '../ui/account.module.css';
import { OrderBagsRow, OrderNext } from '../ui/order-next';
import { OrderHeadline, OrderPrice, statusText, useLocalTime, useMoment } from '../ui/order-parts';

/** One order: its flights, passengers, bags, seller, price, what can be done next and status history. */
export default function OrderPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const required = useUnit(orderRequired);
  const order = params.orderId ?? '';
  return (
    <AccountFrame section="orders" title={t('account.order.title', { order })} trail={[{ label: t('account.orders.title'), href: linkTo(ordersRoute) }]}>
      <AccountGate onAuthorized={() => required(order)}>
        <OrderDetails order={order} />
      </AccountGate>
    </AccountFrame>
  );
}

function OrderDetails({ order: id }: { order: string }) {
  const t = useT();
  const moment = useMoment();
  const localTime = useLocalTime();
  const [order, status, error, required] = useUnit([orderQuery.$data, orderQuery.$status, orderQuery.$error, orderRequired]);
  if (status === 'fail' && isHttp(error) && error.status === 404) {
    return (
      <section className={`${cardStyles.card} ${styles.state}`} data-testid="order-missing">
        <h2>{t('account.order.missing', { order: id })}</h2>
        <p className={styles.muted}>{t('account.orders.emptyLead')}</p>
      </section>
    );
  }
  if (status === 'fail') return <LoadFailed retry={() => required(id)} />;
  if (!order || order.id !== id) return <Loading />;
  return (
    <>
      <section className={cardStyles.card} data-testid="order-details" data-order={order.id}>
        <h2>{t('account.order.flights')}</h2>
        <OrderHeadline order={order} />
        <ul className={styles.list}>
          {order.ticket.segments.flatMap((segment) =>
            segment.flights.map((flight) => (
              <li key={`${flight.carrier}${flight.number}${flight.departure}`} className={styles.item}>
                {t('account.order.flight', {
                  flight: `${flight.carrier} ${flight.number}`,
                  origin: flight.origin,
                  departure: localTime(flight.departure),
                  destination: flight.destination,
                  arrival: localTime(flight.arrival),
                })}
              </li>
            )),
          )}
        </ul>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t('account.order.seller')}</dt>
            <dd>{order.agency_name}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('account.order.passengers')}</dt>
            <dd>{order.passengers.map((passenger) => `${passenger.first_name} ${passenger.last_name}`).join(', ')}</dd>
          </div>
          <OrderBagsRow order={order} />
          <div className={styles.row}>
            <dt>{t('account.order.contact')}</dt>
            <dd>{`${order.contact.email}, ${order.contact.phone}`}</dd>
          </div>
        </dl>
      </section>
      <OrderPrice order={order} />
      <OrderNext order={order} />
      <section className={`${cardStyles.card} ${styles.noPrint}`} aria-labelledby="order-history">
        <h2 id="order-history">{t('account.order.history')}</h2>
        <ol className={styles.list} data-testid="order-history">
          {order.history.map((step) => (
            <li key={`${step.status}${step.at}`} className={styles.item}>
              <span className={styles.badge}>{t(statusText[step.status])}</span>
              <span className={styles.muted}>{moment(step.at)}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
