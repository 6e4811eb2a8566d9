import { useUnit } from 'effector-react';
import { useT } from '../../../platform/i18n';
import { $user, $userStatus, userRequired } from '../../../platform/user';
import { cardStyles } from '../../../ui';
import { AccountFrame, AccountGate, LoadFailed, Loading } from '../ui/account-frame';
import styles from '../ui/account.module.css';

/** Loyalty: the status read from the user; an empty state until loyalty cards exist. */
export default function LoyaltyPage() {
  const t = useT();
  const required = useUnit(userRequired);
  return (
    <AccountFrame section="loyalty" title={t('account.loyalty.title')} lead={t('account.loyalty.lead')}>
      <AccountGate onAuthorized={required}>
        <Loyalty />
      </AccountGate>
    </AccountFrame>
  );
}

function Loyalty() {
  const t = useT();
  const [user, status, retry] = useUnit([$user, $userStatus, userRequired]);
  if (!user) return status === 'fail' ? <LoadFailed retry={retry} /> : <Loading />;
  return (
    <section className={`${cardStyles.card} ${styles.state}`} data-testid="loyalty-empty">
      <h2>{t('account.loyalty.empty')}</h2>
      <p className={styles.muted}>{t('account.loyalty.emptyLead')}</p>
    </section>
  );
}
