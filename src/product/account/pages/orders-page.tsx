import { useUnit } from 'effector-react';
import { useT } from '../../../platform/i18n';
import { Link } from '../../../platform/router';
import { cardStyles } from '../../../ui';
import { ordersQuery, ordersRequired } from '../model/orders';
import { orderRoute } from '../routes';
import { AccountFrame, AccountGate, LoadFailed, Loading } from '../ui/account-frame';
import styles from '../ui/account.module.css';
import { OrderHeadline, useMoment } from '../ui/order-parts';

/** Orders booked through the app, newest first, each with its status. */
export default function OrdersPage() {
  const t = useT();
  const required = useUnit(ordersRequired);
  return (
    <AccountFrame section="orders" title={t('account.orders.title')} lead={t('account.orders.lead')}>
      <AccountGate onAuthorized={required}>
        <Orders />
      </AccountGate>
    </AccountFrame>
  );
}

function Orders() {
  const t = useT();
  const moment = useMoment();
  const [data, status, retry] = useUnit([ordersQuery.$data, ordersQuery.$status, ordersRequired]);
  if (status === 'fail') return <LoadFailed retry={retry} />;
  if (!data || status === 'initial') return <Loading />;
  if (data.orders.length === 0) {
    return (
      <section className={`${cardStyles.card} ${styles.state}`} data-testid="orders-empty">
        <h2>{t('account.orders.empty')}</h2>
        <p className={styles.muted}>{t('account.orders.emptyLead')}</p>
      </section>
    );
  }
  return (
    <section className={cardStyles.card} aria-labelledby="orders-list">
      <h2 id="orders-list">{t('account.orders.list')}</h2>
      <ul className={styles.list} data-testid="orders">
        {data.orders.map((order) => (
          <li key={order.id} className={styles.item} data-testid="order" data-order={order.id}>
            <OrderHeadline order={order} />
            <span>
              <Link to={orderRoute} params={{ orderId: order.id }} aria-label={t('account.orders.openLabel', { order: order.id })}>
                {order.id}
              </Link>
              <br />
              <span className={styles.muted}>{t('account.orders.placed', { date: moment(order.created_at) })}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
