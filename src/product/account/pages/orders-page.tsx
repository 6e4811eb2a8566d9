import { useUnit } from 'effector-react';
import { useT } from '../../../platform/i18n';
import { $user, $userStatus, userRequired } from '../../../platform/user';
import { AccountFrame, AccountGate, LoadFailed, Loading } from '../ui/account-frame';
import styles from '../ui/account.module.css';

/** Orders: a real empty state until booking exists (the account counts none). */
export default function OrdersPage() {
  const t = useT();
  const required = useUnit(userRequired);
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
  const [user, status, retry] = useUnit([$user, $userStatus, userRequired]);
  if (!user) return status === 'fail' ? <LoadFailed retry={retry} /> : <Loading />;
  return (
    <section className={`${styles.card} ${styles.state}`} data-testid="orders-empty">
      <h2>{t('account.orders.empty')}</h2>
      <p className={styles.muted}>{t('account.orders.emptyLead')}</p>
    </section>
  );
}
