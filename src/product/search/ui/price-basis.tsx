import { useTranslator, type Translator } from '../../../platform/i18n';
import { includedBags } from '../../../platform/payment';
import type { CardOffer } from '../model/card-offer';
import styles from './ticket-card.module.css';

/**
 * The checked bags a card's price carries: bought from the agency on top of the fare, included in
 * the fare, or none.
 */
export function ticketBags({ offer, total, bags }: CardOffer, t: Translator['t']): string {
  if (total.parts.some((part) => part.kind === 'bags')) return t('ticket.bagsBought', { count: bags });
  return includedBags(offer) > 0 ? t('ticket.baggage') : t('ticket.noBaggage');
}

/**
 * What a card's price is for, beside it: the card it is paid with and whether the agency's fee
 * for that card is in it (`known`: the agency told its fees), so the price after the click is no
 * surprise.
 */
export function PriceBasisLine({ choice, known }: { choice: CardOffer; known: boolean }) {
  const { t } = useTranslator();
  const fee = choice.total.parts.some((part) => part.kind === 'card_fee');
  const text = !known
    ? t('ticket.basis.feeUnknown', { card: choice.method })
    : fee
      ? t('ticket.basis.fee', { card: choice.method })
      : t('ticket.basis.noFee', { card: choice.method });
  return (
    <span className={styles.basis} data-testid="price-basis">
      {text}
    </span>
  );
}
