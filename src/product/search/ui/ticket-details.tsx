import { useUnit } from 'effector-react';
import type { FareRule } from '../../../contracts/offers';
import type { Offer, Segment, Ticket } from '../../../contracts/search';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useTranslator, type Translator } from '../../../platform/i18n';
import { includedBags } from '../../../platform/payment';
import type { CardOffer } from '../model/card-offer';
import type { Dictionary } from '../model/dictionary';
import { layovers } from '../model/layovers';
import { $query } from '../model/results';
import { clock, formatDuration } from './format';
import { OfferChoice } from './offer-choice';
import cardStyles from './ticket-card.module.css';
import styles from './ticket-details.module.css';

export interface TicketDetailsProps {
  ticket: Ticket;
  names: Dictionary;
  price(roubles: number): string;
  /** The card's offer: the details start from its bags and card, so their cheapest total is the card's price. */
  choice: CardOffer;
}

function SegmentFlights({ segment, index, names }: { segment: Segment; index: number; names: Dictionary }) {
  const { t } = useTranslator();
  const formats = useLocaleFormats();
  const changes = layovers(segment);
  // A return reads "there" and "back"; any other trip numbers its flights.
  const isReturn = !!useUnit($query)?.returnDate;
  const legTitle = (at: number) => (isReturn ? (at === 0 ? t('ticket.outbound') : t('ticket.return')) : t('search.leg', { number: at + 1 }));
  return (
    <section>
      <h3 className={cardStyles.detailsTitle}>
        {legTitle(index)} · {formatDate(segment.flights[0]!.departure, formats)}
      </h3>
      {segment.flights.map((flight, position) => {
        const layover = changes[position];
        return (
          <div key={`${flight.carrier}${flight.number}`}>
            <div className={cardStyles.flight}>
              <strong>
                {clock(flight.departure)} – {clock(flight.arrival)}
              </strong>
              <span>
                {names.airportFull(flight.origin)} → {names.airportFull(flight.destination)}
              </span>
              <span>{formatDuration(flight.duration, t)}</span>
              <span data-testid="flight">
                {t('ticket.flight', { number: `${flight.carrier} ${flight.number}` })} · {names.airline(flight.carrier)}
                {flight.operated_by ? `, ${t('ticket.details.operatedBy', { airline: names.airline(flight.operated_by) })}` : ''}
                {flight.aircraft ? ` · ${flight.aircraft}` : ''}
              </span>
            </div>
            {layover && (
              <div className={cardStyles.transfer}>
                {t('ticket.transfer', { city: names.airportFull(layover.arrival), duration: formatDuration(layover.minutes, t) })}
                {(layover.airportChange || layover.overnight || layover.selfTransfer) && (
                  <ul className={styles.warnings}>
                    {layover.airportChange && (
                      <li>{t('ticket.details.airportChange', { from: names.airport(layover.arrival), to: names.airport(layover.departure) })}</li>
                    )}
                    {layover.overnight && <li>{t('ticket.details.overnight')}</li>}
                    {layover.selfTransfer && <li>{t('ticket.details.selfTransfer')}</li>}
                  </ul>
                )}
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}

function rule(value: FareRule | undefined, price: (roubles: number) => string, t: Translator['t']): string | null {
  if (!value) return null;
  if (value.rule === 'free') return t('ticket.details.ruleFree');
  if (value.rule === 'not_allowed') return t('ticket.details.ruleNotAllowed');
  return t('ticket.details.ruleFee', { fee: price(value.fee ?? 0) });
}

/** Baggage and fare conditions of the ticket's fares: one column per fare kind (without a bag, with one). */
function Conditions({ offers, price }: { offers: readonly Offer[]; price(roubles: number): string }) {
  const { t } = useTranslator();
  // The cheapest offer of each kind stands for the kind: agencies sell the airline's fare rules.
  const kinds = [offers.find((offer) => !offer.baggage), offers.find((offer) => offer.baggage)].filter((offer): offer is Offer => !!offer);
  return (
    <section>
      <h3 className={cardStyles.detailsTitle}>{t('ticket.details.conditions')}</h3>
      <div className={styles.fares}>
        {kinds.map((offer) => {
          const included = includedBags(offer);
          const refund = rule(offer.refund, price, t);
          const change = rule(offer.change, price, t);
          return (
            <ul key={String(offer.baggage)} className={styles.fare} data-testid="fare-conditions">
              <li>
                <strong>{offer.baggage ? t('ticket.baggage') : t('ticket.noBaggage')}</strong>
              </li>
              {offer.hand_luggage !== undefined && <li>{offer.hand_luggage ? t('ticket.details.handLuggage') : t('ticket.details.noHandLuggage')}</li>}
              <li>{included > 0 ? t('ticket.details.bagsIncluded', { count: included, kg: offer.baggage_kg ?? 23 }) : t('ticket.details.noBagsIncluded')}</li>
              {(offer.extra_bags ?? []).map((bag, index) => (
                <li key={index}>{t('ticket.details.extraBag', { position: included + index === 0 ? 'first' : 'second', price: price(bag) })}</li>
              ))}
              {refund && <li>{t('ticket.details.refund', { rule: refund })}</li>}
              {change && <li>{t('ticket.details.change', { rule: change })}</li>}
            </ul>
          );
        })}
      </div>
    </section>
  );
}

/** A ticket's details: loaded only when a card opens (the results page stays light). */
export default function TicketDetails({ ticket, names, price, choice }: TicketDetailsProps) {
  return (
    <div className={cardStyles.details} data-testid="ticket-details">
      {ticket.segments.map((segment, index) => (
        <SegmentFlights key={index} segment={segment} index={index} names={names} />
      ))}
      <Conditions offers={ticket.offers} price={price} />
      {/* Chosen again when the card's bags or card change (the filters, the settings). */}
      <OfferChoice key={`${choice.bags}|${choice.method}`} ticket={ticket} price={price} choice={choice} />
    </div>
  );
}
