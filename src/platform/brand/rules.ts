import type { PhoneRule } from '../phone';
import type { BrandCode } from './brands';

/** A visit as the brand and market rules read it. */
export interface VisitContext {
  brand: BrandCode;
  market: string;
  language: string;
}

/** A visit matches a grant when each list the grant has holds the visit's value. */
interface Grant {
  brands?: readonly BrandCode[];
  markets?: readonly string[];
  /** Languages in which the grant does not hold. */
  exceptLanguages?: readonly string[];
}

/**
 * Where each capability is offered (spec §2.1), as data: a visit may use it when any of its grants
 * matches. Every route's `available` and every place that offers a capability reads this table.
 */
export const availability = {
  /** The explore price map. */
  map: [{ markets: ['ua'] }],
  /** The second brand everywhere; the flight brand in ru, uz and kz, and in kg or az unless the page is in English. */
  guides: [{ brands: ['WA'] }, { brands: ['AS'], markets: ['ru', 'uz', 'kz'] }, { brands: ['AS'], markets: ['kg', 'az'], exceptLanguages: ['en'] }],
  walks: [{ markets: ['ru'] }],
  audioguides: [{ brands: ['AS'] }],
  assistant: [{ brands: ['AS'], markets: ['ru'] }],
  hotels: [{ brands: ['AS'], markets: ['ru'] }],
  support: [{ markets: ['ru'] }],
  /** The flight brand's subscription (More, or My cashback in cashback markets). */
  more: [{ brands: ['AS'] }],
  /** The second brand's subscription. */
  plus: [{ brands: ['WA'] }],
} as const satisfies Record<string, readonly Grant[]>;

export type Capability = keyof typeof availability;
export const capabilities = Object.keys(availability) as Capability[];

const matches = (grant: Grant, { brand, market, language }: VisitContext) =>
  (!grant.brands || grant.brands.includes(brand)) && (!grant.markets || grant.markets.includes(market)) && !grant.exceptLanguages?.includes(language);

/** Whether a visit may use a capability. */
export const isAvailable = (capability: Capability, visit: VisitContext): boolean =>
  (availability[capability] as readonly Grant[]).some((grant) => matches(grant, visit));

/** A route's `available`: the capability's rule. */
export const availableTo =
  (capability: Capability) =>
  (visit: VisitContext): boolean =>
    isAvailable(capability, visit);

/** What a visit starts with before the traveller chooses (spec §9, and the card and documents of the visit's market). */
export interface VisitDefaults {
  /** Prices per passenger rather than for everyone (`use_price_per_passenger`). */
  pricePerPassenger: boolean;
  /** Hotel prices per night rather than for the stay (`use_price_per_night`). */
  pricePerNight: boolean;
  /** The card a traveller of the market most likely holds: cards issued in Russia in the markets that sell only those, international cards elsewhere. */
  paymentMethod: 'ru_card' | 'ww_card';
  /** A passenger's citizenship: the market's country (markets are named by their country's code). */
  citizenship: string;
}

/** Brands whose travellers see prices per passenger and per night by default (spec §9: the second brand). */
const perPassengerBrands: readonly BrandCode[] = ['WA'];
/** Markets whose travellers pay with cards issued in Russia (the payment methods flag sells only those there). */
const regionalCardMarkets: readonly string[] = ['ru', 'by'];

export function visitDefaults({ brand, market }: Pick<VisitContext, 'brand' | 'market'>): VisitDefaults {
  const perPassenger = perPassengerBrands.includes(brand);
  return {
    pricePerPassenger: perPassenger,
    pricePerNight: perPassenger,
    paymentMethod: regionalCardMarkets.includes(market) ? 'ru_card' : 'ww_card',
    citizenship: market.toUpperCase(),
  };
}

/** Brands whose login takes a mobile number of any country; the others take Russian mobile numbers (spec §5). */
const internationalPhoneBrands: readonly BrandCode[] = ['WA'];

/** The phone numbers a brand's login takes (`platform/phone`): Russian mobile numbers, or mobile numbers of any country. */
export const phoneRuleOf = (brand: BrandCode): PhoneRule => (internationalPhoneBrands.includes(brand) ? 'international' : 'russian');
