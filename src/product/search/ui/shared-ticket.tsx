import { useUnit } from 'effector-react';
import { useTranslator } from '../../../platform/i18n';
import type { Dictionary } from '../model/dictionary';
import type { PriceMode } from '../model/price-mode';
import { $status, $tickets } from '../model/results';
import { $sharedTicket } from '../model/shared-ticket';
import styles from '../ui/results.module.css';
import { TicketCard } from './ticket-card';

/**
 * The ticket a shared link names (`?ticket=`), first and open when it arrives, whatever the sort
 * and filters; while the search runs, a line that it is awaited; once done without it, that it is
 * no longer sold.
 */
export function SharedTicket({ price, names, mode }: { price(roubles: number): string; names: Dictionary; mode: PriceMode }) {
  const { t } = useTranslator();
  const { id, tickets, status } = useUnit({ id: $sharedTicket, tickets: $tickets, status: $status });
  if (!id) return null;
  const ticket = tickets.find((found) => found.id === id);
  if (ticket)
    return (
      <section className={styles.shared} aria-labelledby="shared-ticket-title" data-testid="shared-ticket">
        <h2 id="shared-ticket-title" className={styles.sharedTitle}>
          {t('results.sharedTitle')}
        </h2>
        <TicketCard ticket={ticket} price={price} names={names} mode={mode} shared />
      </section>
    );
  return (
    <p className={styles.sharedState} role="status" data-testid="shared-ticket-state">
      {status === 'done' ? t('results.sharedGone') : t('results.sharedLooking')}
    </p>
  );
}
