import { useUnit } from 'effector-react';
import { useId, useState, type ReactNode } from 'react';
import type { AgencyDetails, AgencyTrust, CardMethod } from '../../../contracts/offers';
import type { Ticket } from '../../../contracts/search';
import { $charge, totalIn } from '../../../platform/currency';
import { formatNumber, formatPrice, useLocaleFormats } from '../../../platform/format';
import { useTranslator } from '../../../platform/i18n';
import { agencyChoices, type AgencyChoice, type TotalPart } from '../../../platform/payment';
import { Link } from '../../../platform/router';
import { buttonClass } from '../../../ui';
import { clickRoute } from '../../booking';
import { $agencyDetails } from '../model/agencies';
import type { CardOffer } from '../model/card-offer';
import { bagCounts } from '../model/filters';
import { $cardChoice } from '../model/price-mode';
import { $query, $searchId } from '../model/results';
import styles from './ticket-details.module.css';

function Radios<T extends string | number>({
  legend,
  name,
  value,
  options,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly T[];
  label(option: T): string;
  onChange(option: T): void;
}) {
  return (
    <fieldset className={styles.radios}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.radio}>
          <input type="radio" name={name} value={option} checked={option === value} onChange={() => onChange(option)} />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

function Trust({ trust }: { trust: AgencyTrust }) {
  const { t } = useTranslator();
  const formats = useLocaleFormats();
  // Decimals in the page's locale (4,52 in Russian), as every number the page shows.
  const n = (value: number) => formatNumber(value, formats);
  const { points } = trust;
  return (
    <details className={styles.trust}>
      <summary data-testid="trust-score">{t('ticket.details.trust', { score: n(trust.score) })}</summary>
      <ul>
        <li>{t('ticket.details.trustRating', { rating: n(trust.rating), count: trust.reviews, points: n(points.rating) })}</li>
        <li>{t('ticket.details.trustComplaints', { rate: n(trust.complaints_per_1000), points: n(points.complaints) })}</li>
        <li>{t('ticket.details.trustDisputes', { count: trust.refund_disputes, points: n(points.disputes) })}</li>
        <li>{t('ticket.details.trustYears', { count: trust.years, points: n(points.years) })}</li>
      </ul>
    </details>
  );
}

function partText(part: TotalPart, price: string, t: ReturnType<typeof useTranslator>['t']) {
  if (part.kind === 'fare') return t('ticket.details.partFare', { price });
  if (part.kind === 'bags') return t('ticket.details.partBags', { count: part.count, price });
  return t('ticket.details.partCardFee', { price });
}

function priceAge(minutes: number, t: ReturnType<typeof useTranslator>['t']) {
  return minutes < 60 ? t('ticket.details.priceAgeMinutes', { count: minutes }) : t('ticket.details.priceAgeHours', { count: Math.round(minutes / 60) });
}

/**
 * An agency's offer with its total for the choice: one total line, what it is for, and its parts,
 * converted as the click-out and booking convert them (`totalIn`: the total as the card writes it,
 * the parts apportioned so that they add up to it).
 */
function OfferRow({
  choice,
  details,
  passengers,
  price,
  buy,
}: {
  choice: AgencyChoice;
  details: AgencyDetails | undefined;
  passengers: number;
  price(roubles: number): string;
  buy: ReactNode;
}) {
  const { t } = useTranslator();
  const formats = useLocaleFormats();
  const charge = useUnit($charge);
  const { offer, total } = choice;
  // Until the rates load, each amount in the visit's formatter (the card's price, written the same way).
  const shown = charge ? totalIn(total, charge.rate) : total;
  const written = (amount: number) => (charge ? formatPrice(amount, charge.currency, formats) : price(amount));
  return (
    <li className={styles.offer} data-testid="agency-offer" data-agency={offer.agency_id} data-total={total.total}>
      <div className={styles.seller}>
        <strong>{offer.agency_name}</strong>
        {offer.sells_here && <span className={styles.badge}>{t('ticket.details.sellsHere')}</span>}
        {details && <Trust trust={details.trust} />}
      </div>
      <div className={styles.sum}>
        <strong className={styles.total} data-testid="offer-total">
          {t('ticket.details.total', { price: written(shown.total) })}
        </strong>
        <span>
          {t('ticket.forPassengers', { count: passengers })}
          {passengers > 1 && ` · ${t('ticket.details.perPassenger', { price: price(total.perPassenger) })}`}
        </span>
        <span className={styles.parts} data-testid="offer-parts">
          {total.parts.map((part, index) => partText(part, written(shown.parts[index]!.amount), t)).join(' + ')}
        </span>
        {offer.price_age !== undefined && <span className={styles.age}>{priceAge(offer.price_age, t)}</span>}
      </div>
      {buy}
    </li>
  );
}

/**
 * The traveller's bags and card, and every agency's offer with its total for that choice. They
 * start from the card's offer (its bags and card), so the first total is the card's price.
 */
export function OfferChoice({ ticket, price, choice }: { ticket: Ticket; price(roubles: number): string; choice: CardOffer }) {
  const { t } = useTranslator();
  const id = useId();
  const { agencies, cards, query, searchId } = useUnit({ agencies: $agencyDetails, cards: $cardChoice, query: $query, searchId: $searchId });
  const [bags, setBags] = useState<number>(choice.bags);
  const [method, setMethod] = useState<CardMethod>(choice.method);
  const passengers = query?.passengers ?? { adults: 1, children: 0, infants: 0 };
  const everyone = passengers.adults + passengers.children + passengers.infants;
  const choices: AgencyChoice[] = agencyChoices(ticket.offers, agencies, passengers, bags, method);
  const sellers = new Set(ticket.offers.map((offer) => offer.agency_id)).size;
  return (
    <section aria-labelledby={`${id}-offers`}>
      <div className={styles.choice}>
        <Radios<number>
          legend={t('ticket.details.bags')}
          name={`${id}-bags`}
          value={bags}
          options={bagCounts}
          label={(count) => t('ticket.details.bagsOption', { count })}
          onChange={setBags}
        />
        <Radios<CardMethod>
          legend={t('ticket.details.card')}
          name={`${id}-card`}
          value={method}
          options={cards.methods}
          label={(card) => t(card === 'ru_card' ? 'ticket.details.card.ru_card' : 'ticket.details.card.ww_card')}
          onChange={setMethod}
        />
      </div>
      <h3 className={styles.offersTitle} id={`${id}-offers`}>
        {t('ticket.details.offersTitle')}
      </h3>
      {choices.length === 0 ? (
        <p className={styles.none} role="status">
          {t('ticket.details.none')}
        </p>
      ) : (
        <ul className={styles.offers} aria-live="polite">
          {choices.map((each) => (
            <OfferRow
              key={each.offer.agency_id}
              choice={each}
              details={Object.hasOwn(agencies, each.offer.agency_id) ? agencies[each.offer.agency_id] : undefined}
              passengers={everyone}
              price={price}
              buy={
                searchId && (
                  <Link
                    className={buttonClass('cta')}
                    to={clickRoute}
                    query={{ search_id: searchId, ticket_id: ticket.id, agency_id: each.offer.agency_id, bags: String(bags), method }}
                    data-testid="offer-buy"
                  >
                    {t('ticket.details.buyAt', { agency: each.offer.agency_name })}
                  </Link>
                )
              }
            />
          ))}
        </ul>
      )}
      {choices.length > 0 && choices.length < sellers && <p className={styles.none}>{t('ticket.details.excluded', { count: sellers - choices.length })}</p>}
    </section>
  );
}
