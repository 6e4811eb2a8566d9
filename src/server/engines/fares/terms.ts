import type { FareRule, Offer, TripClass } from '../../../contracts';
import type { Agency } from './agencies';
import { chance } from './random';

/** What the terms of an offer depend on: the fare per passenger with a seat and what kind it is. */
export interface TermsInput {
  agency: Agency;
  /** Ticket id and search day: the seed, as for the price. */
  seed: string;
  tripClass: TripClass;
  /** Flown at least partly by a low-cost carrier. */
  lowCost: boolean;
  withBag: boolean;
  /** The fare per passenger with a seat, roubles. */
  fare: number;
  /** What the first checked bag costs per passenger when bought apart, roubles. */
  bagPrice: number;
}

type Terms = Pick<Offer, 'refund' | 'change' | 'hand_luggage' | 'bags_included' | 'extra_bags' | 'price_age'>;

const hundreds = (roubles: number) => Math.max(100, Math.round(roubles / 100) * 100);

/**
 * Refund and change rules, bags and how old the price is. Cheaper fares are stricter: a low-cost
 * or light fare is not refundable and changes for a fee; an economy fare with a bag refunds for a
 * fee; business and first refund and change for free or a small fee.
 */
export function offerTerms({ agency, seed, tripClass, lowCost, withBag, fare, bagPrice }: TermsInput): Terms {
  const draw = (what: string) => chance(`${seed}${agency.id}${withBag ? 'bag' : 'light'}${what}`);
  const premium = tripClass === 'C' || tripClass === 'F';
  const fee = (share: number) => ({ rule: 'fee', fee: hundreds(fare * share) }) satisfies FareRule;
  let refund: FareRule;
  let change: FareRule;
  if (premium) {
    refund = draw('refund') < 0.5 ? { rule: 'free' } : fee(0.1);
    change = { rule: 'free' };
  } else if (lowCost || !withBag) {
    refund = { rule: 'not_allowed' };
    change = draw('change') < 0.15 ? { rule: 'not_allowed' } : fee(0.25 + 0.1 * draw('changeFee'));
  } else {
    refund = draw('refund') < 0.3 ? { rule: 'not_allowed' } : fee(0.3 + 0.2 * draw('refundFee'));
    change = draw('change') < 0.2 ? { rule: 'free' } : fee(0.15 + 0.1 * draw('changeFee'));
  }
  const included = withBag ? (premium ? 2 : 1) : 0;
  // Agencies sell bags at the airline's price, the dearer ones with a little on top.
  const first = Math.round((bagPrice * (1 + Math.max(0, agency.markup))) / 50) * 50;
  const second = Math.round((first * 1.5) / 50) * 50;
  const [low, high] = agency.priceAge;
  return {
    refund,
    change,
    // Low-cost carriers' cheapest fares carry only a personal item under the seat.
    hand_luggage: !(lowCost && !withBag && draw('hand') < 0.6),
    bags_included: included,
    extra_bags: [first, second].slice(included),
    price_age: Math.round(low + (high - low) * draw('age') ** 2),
  };
}
