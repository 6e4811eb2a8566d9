import { useUnit } from 'effector-react';
import { useT } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { $user, $userStatus, userRequired } from '../../../platform/user';
import { ordersRoute } from '../routes';
import { AccountFrame, AccountGate, LoadFailed, Loading } from '../ui/account-frame';
import styles from '../ui/account.module.css';

/** One order: until booking exists no order belongs to the account, and the page says so. */
export default function OrderPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const required = useUnit(userRequired);
  const order = params.orderId ?? '';
  return (
    <AccountFrame section="orders" title={t('account.order.title', { order })} trail={[{ label: t('account.orders.title'), href: linkTo(ordersRoute) }]}>
      <AccountGate onAuthorized={required}>
        <Order order={order} />
      </AccountGate>
    </AccountFrame>
  );
}

function Order({ order }: { order: string }) {
  const t = useT();
  const [user, status, retry] = useUnit([$user, $userStatus, userRequired]);
  if (!user) return status === 'fail' ? <LoadFailed retry={retry} /> : <Loading />;
  return (
    <section className={`${styles.card} ${styles.state}`} data-testid="order-missing">
      <h2>{t('account.order.missing', { order })}</h2>
      <p className={styles.muted}>{t('account.orders.emptyLead')}</p>
    </section>
  );
}
