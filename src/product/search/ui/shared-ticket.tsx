import { useUnit } from 'effector-react';
import { useTranslator } from '../../../platform/i18n';
import { offerFor, type CardPricing } from '../model/card-offer';
import type { Dictionary } from '../model/dictionary';
import { $cardChoice, type PriceMode } from '../model/price-mode';
import { $status, $tickets } from '../model/results';
import { $sharedTicket } from '../model/shared-ticket';
import styles from '../ui/results.module.css';
import { TicketCard } from './ticket-card';

/**
 * The ticket a shared link names (`?ticket=`), first and open when it arrives, whatever the sort
 * and filters; while the search runs, a line that it is awaited; once done without it, that it is
 * no longer sold.
 */
export function SharedTicket({ price, names, mode, pricing }: { price(roubles: number): string; names: Dictionary; mode: PriceMode; pricing: CardPricing }) {
  const { t } = useTranslator();
  const { id, tickets, status, cards } = useUnit({ id: $sharedTicket, tickets: $tickets, status: $status, cards: $cardChoice });
  if (!id) return null;
  const ticket = tickets.find((found) => found.id === id);
  // A link from someone who pays otherwise: priced with any card offered here, or without the bags chosen, when the traveller's cannot buy it.
  const anyCard = { ...pricing.basis, methods: cards.methods };
  const shown = ticket && [pricing, { basis: anyCard, bags: pricing.bags }, { basis: anyCard, bags: 0 }].find((each) => offerFor(ticket, each));
  if (ticket && shown)
    return (
      <section className={styles.shared} aria-labelledby="shared-ticket-title" data-testid="shared-ticket">
        <h2 id="shared-ticket-title" className={styles.sharedTitle}>
          {t('results.sharedTitle')}
        </h2>
        <TicketCard ticket={ticket} price={price} names={names} mode={mode} pricing={shown} shared />
      </section>
    );
  return (
    <p className={styles.sharedState} role="status" data-testid="shared-ticket-state">
      {status === 'done' ? t('results.sharedGone') : t('results.sharedLooking')}
    </p>
  );
}
