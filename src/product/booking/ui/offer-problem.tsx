import { useT } from '../../../platform/i18n';
import { Link } from '../../../platform/router';
import { Button, buttonClass } from '../../../ui';
import type { OfferProblem } from '../model/failure';
import { bookingCard } from './booking-card';
import styles from './booking.module.css';
import { mainRoute } from '../../explore';

/** An offer that cannot be shown: out of date, unknown, or the call failed (with a retry). */
export function OfferProblemCard({ problem, retry }: { problem: OfferProblem; retry: () => void }) {
  const t = useT();
  const [title, lead] =
    problem === 'expired'
      ? [t('click.expired'), t('click.expiredLead')]
      : problem === 'unknown'
        ? [t('click.unknown'), t('click.unknownLead')]
        : [t('click.failed'), t('click.failedLead')];
  return (
    <section className={`${bookingCard} ${styles.alert}`} role="alert" data-testid="offer-problem" data-problem={problem}>
      <h2>{title}</h2>
      <p>{lead}</p>
      <div className={styles.actions}>
        {problem === 'failed' && (
          <Button variant="primary" onClick={retry}>
            {t('click.retry')}
          </Button>
        )}
        <Link to={mainRoute} className={buttonClass(problem === 'failed' ? 'secondary' : 'primary')}>
          {t('click.search')}
        </Link>
      </div>
    </section>
  );
}
