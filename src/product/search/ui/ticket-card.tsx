import { useUnit } from 'effector-react';
import { memo, useEffect, useId, useRef, useState } from 'react';
import type { Segment, Ticket } from '../../../contracts';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useTranslator } from '../../../platform/i18n';
import { Link } from '../../../platform/router';
import { BagIcon, Button, buttonClass } from '../../../ui';
import { clickRoute } from '../../booking';
import { clickQuery, offerFor, type CardOffer, type CardPricing } from '../model/card-offer';
import type { Dictionary } from '../model/dictionary';
import { shownAmount, type PriceMode } from '../model/price-mode';
import { $searchId } from '../model/results';
import { ticketClosed, ticketOpened } from '../model/shared-ticket';
import { ticketCarriers, ticketDuration } from '../model/ticket-list';
import { carrierColour, carrierMarkText, clock, dayDiff, formatDuration } from './format';
import { PriceBasisLine, ticketBags } from './price-basis';
import { LazyTicketDetails } from './lazy-details';
import styles from './ticket-card.module.css';

interface TicketCardProps {
  ticket: Ticket;
  price(roubles: number): string;
  names: Dictionary;
  mode: PriceMode;
  /** What its price is for: the traveller's cards and passengers, the bags chosen (the card picks its offer by it: `cardOffer`). */
  pricing: CardPricing;
  /** The ticket a shared link names: it opens with its details and comes into view. */
  shared?: boolean;
}

function Leg({ segment, names }: { segment: Segment; names: Dictionary }) {
  const { t } = useTranslator();
  const formats = useLocaleFormats();
  const first = segment.flights[0]!;
  const last = segment.flights[segment.flights.length - 1]!;
  const stops = segment.flights.slice(1).map((flight) => flight.origin);
  const days = dayDiff(first.departure, last.arrival);
  const stopOffsets: number[] = [];
  let elapsed = 0;
  for (const [index, flight] of segment.flights.slice(0, -1).entries()) {
    const next = segment.flights[index + 1]!;
    elapsed += flight.duration + (Date.parse(`${next.departure}Z`) - Date.parse(`${flight.arrival}Z`)) / 60_000;
    stopOffsets.push(Math.min(90, Math.max(10, (elapsed / segment.duration) * 100)));
  }
  return (
    <div className={styles.leg} data-testid="ticket-leg">
      <span className={styles.time}>
        {clock(first.departure)}
        {/* Each flight's own day: a multi-city trip has several, a flexible search many. */}
        <span className={styles.place}>{formatDate(first.departure, formats)}</span>
        <span className={styles.place}>{names.airport(first.origin)}</span>
      </span>
      <span className={styles.track}>
        <span className={styles.trackText}>{formatDuration(segment.duration, t)}</span>
        <span className={styles.line} aria-hidden="true">
          {/* Stops placed by SVG attributes, not style attributes: the CSP allows none (SECURITY.md). */}
          {stopOffsets.length > 0 && (
            <svg className={styles.stops} focusable="false">
              {stopOffsets.map((offset, index) => (
                <circle key={index} className={styles.stop} cx={`${offset}%`} cy="50%" r="4" />
              ))}
            </svg>
          )}
        </span>
        <span className={`${styles.trackText} ${stops.length === 0 ? styles.direct : ''}`}>
          {stops.length === 0 ? t('results.stops', { count: 0 }) : `${t('results.stops', { count: stops.length })}: ${stops.join(', ')}`}
        </span>
      </span>
      <span className={`${styles.time} ${styles.end}`}>
        {clock(last.arrival)}
        {days > 0 && <span className={styles.nextDay}>{t('ticket.nextDay', { days })}</span>}
        <span className={styles.place}>{names.airport(last.destination)}</span>
      </span>
    </div>
  );
}

/**
 * Whether two dictionaries name the ticket's airports and airlines alike. Each streamed batch brings
 * a new dictionary (its new names added to the known ones): the cards already on screen keep theirs.
 */
function sameNames(a: Dictionary, b: Dictionary, ticket: Ticket): boolean {
  if (a === b) return true;
  const airport = (code: string) => a.airport(code) === b.airport(code) && a.airportFull(code) === b.airportFull(code);
  const airline = (code: string | undefined) => code === undefined || a.airline(code) === b.airline(code);
  return ticket.segments.every(({ flights }) =>
    flights.every((flight) => airport(flight.origin) && airport(flight.destination) && airline(flight.carrier) && airline(flight.operated_by)),
  );
}

// Offers are priced once per ticket and pricing (card-offer.ts): a new batch's pricing that gives the card the same offer leaves it as it is.
const sameCard = (before: TicketCardProps, after: TicketCardProps) =>
  before.ticket === after.ticket &&
  before.price === after.price &&
  before.mode === after.mode &&
  before.shared === after.shared &&
  offerFor(before.ticket, before.pricing) === offerFor(after.ticket, after.pricing) &&
  sameNames(before.names, after.names, after.ticket);

/** The card's price, what it covers and is for, and the button to the click-out of its offer. */
function CardBuy({
  ticket,
  choice,
  price,
  mode,
  known,
  priceId,
}: {
  ticket: Ticket;
  choice: CardOffer;
  price(roubles: number): string;
  mode: PriceMode;
  known: boolean;
  priceId: string;
}) {
  const { t } = useTranslator();
  const searchId = useUnit($searchId);
  const { offer, total } = choice;
  const shownPrice = price(shownAmount(total.total, mode));
  // The button says what the click charges: everyone's total, also where the headline is a share per passenger.
  const buyText = t('ticket.buy', { price: price(total.total) });
  const covers = mode.perPassenger ? t('ticket.pricePerPassenger') : t('ticket.forPassengers', { count: mode.passengers });
  return (
    <div className={styles.buy}>
      <span className={styles.price} id={priceId} data-testid="ticket-price">
        {shownPrice}
        <span className={styles.covers} data-testid="price-covers">
          {covers}
        </span>
      </span>
      {searchId ? (
        // The card's offer with its bags and card: the click-out charges the price on the button.
        <Link className={buttonClass('cta')} to={clickRoute} query={clickQuery(searchId, ticket, choice)} data-testid="ticket-buy">
          {buyText}
        </Link>
      ) : (
        <Button variant="cta" disabled>
          {buyText}
        </Button>
      )}
      <span className={styles.seller}>
        {t('ticket.seller', { agency: offer.agency_name })}
        {ticket.offers.length > 1 && ` · ${t('ticket.offers', { count: ticket.offers.length })}`}
      </span>
      <PriceBasisLine choice={choice} known={known} />
    </div>
  );
}

/**
 * Kept as it is while its ticket, its offer, the names it shows and the price formatter are:
 * streamed batches render only new cards. Nothing when no agency sells the ticket to the traveller
 * with the bags chosen (the results leave such tickets out).
 */
export const TicketCard = memo(function TicketCard(props: TicketCardProps) {
  const { ticket, pricing, shared = false } = props;
  const choice = offerFor(ticket, pricing);
  return choice && <Card {...props} choice={choice} shared={shared} />;
}, sameCard);

function Card({ ticket, price, names, mode, pricing, shared, choice }: TicketCardProps & { choice: CardOffer; shared: boolean }) {
  const { t } = useTranslator();
  const id = useId();
  const card = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(shared);
  const on = useUnit({ opened: ticketOpened, closed: ticketClosed });
  const { offer, total } = choice;
  useEffect(() => {
    if (!shared) return;
    card.current?.scrollIntoView({ block: 'start' });
    card.current?.focus({ preventScroll: true });
  }, [shared]);
  const carriers = ticketCarriers(ticket);
  return (
    <article
      className={styles.card}
      data-testid="ticket"
      data-ticket-id={ticket.id}
      // The card's price and what it is for: the total of the agency's offer with the bags and card (roubles, every passenger).
      data-price={total.total}
      data-agency={offer.agency_id}
      data-bags={choice.bags}
      data-method={choice.method}
      data-duration={ticketDuration(ticket)}
      aria-labelledby={`${id}-price`}
      ref={card}
      // Focusable from script only: "show new results" leads the reader to the first card.
      tabIndex={-1}
    >
      <CardBuy
        ticket={ticket}
        choice={choice}
        price={price}
        mode={mode}
        known={Object.hasOwn(pricing.basis.agencies, offer.agency_id)}
        priceId={`${id}-price`}
      />
      <div className={styles.legs}>
        <div className={styles.carrier}>
          {carriers.slice(0, 2).map((code) => (
            <svg key={code} className={styles.carrierMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="8" fill={carrierColour(code)} />
              <text x="16" y="16" dominantBaseline="central" textAnchor="middle" fill={carrierMarkText}>
                {code}
              </text>
            </svg>
          ))}
          <span>{carriers.map((code) => names.airline(code)).join(', ')}</span>
          <span className={styles.badges}>
            <span className={styles.badge}>
              <BagIcon size={14} />
              {ticketBags(choice, t)}
            </span>
          </span>
        </div>
        {ticket.segments.map((segment, index) => (
          <Leg key={index} segment={segment} names={names} />
        ))}
      </div>
      <Button
        variant="ghost"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-details`}
        onClick={() => {
          setOpen(!open);
          if (open) on.closed(ticket.id);
          else on.opened(ticket.id);
        }}
      >
        {open ? t('ticket.hideDetails') : t('ticket.showDetails')}
      </Button>
      <div id={`${id}-details`} hidden={!open}>
        {open && <LazyTicketDetails ticket={ticket} names={names} price={price} choice={choice} />}
      </div>
    </article>
  );
}
