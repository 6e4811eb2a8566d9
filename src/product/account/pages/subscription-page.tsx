import { useUnit } from 'effector-react';
import type { ActivationStatus } from '../../../contracts/user';
import { useT, type MessageKey } from '../../../platform/i18n';
import { $user, $userStatus, userRequired } from '../../../platform/user';
import { cardStyles } from '../../../ui';
import { AccountFrame, AccountGate, LoadFailed, Loading } from '../ui/account-frame';
import styles from '../ui/account.module.css';

const statusText: Record<ActivationStatus, MessageKey> = {
  active: 'account.subscription.active',
  pending: 'account.subscription.pending',
  not_active: 'account.subscription.notActive',
};

/** The subscription in the account (/my/more, /my/plus): its status read from the user. */
export default function SubscriptionPage() {
  const t = useT();
  const required = useUnit(userRequired);
  return (
    <AccountFrame section="subscription" title={t('account.subscription.title')} lead={t('account.subscription.lead')}>
      <AccountGate onAuthorized={required}>
        <Subscription />
      </AccountGate>
    </AccountFrame>
  );
}

function Subscription() {
  const t = useT();
  const [user, status, retry] = useUnit([$user, $userStatus, userRequired]);
  if (!user) return status === 'fail' ? <LoadFailed retry={retry} /> : <Loading />;
  const premium = user.premium.status;
  return (
    <section className={`${cardStyles.card} ${styles.state}`} data-testid="subscription-status">
      <h2>
        {t('account.subscription.status')} <span className={styles.badge}>{t(statusText[premium])}</span>
      </h2>
      {premium === 'not_active' && <p className={styles.muted}>{t('account.subscription.empty')}</p>}
    </section>
  );
}
