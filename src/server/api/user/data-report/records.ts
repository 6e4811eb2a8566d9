import type { DataReport, ReportOrder, ReportPayment, ReportPriceWatch } from '../../../../contracts/data-report';
import { tripLegs, type SearchQuery, type Ticket } from '../../../../contracts/search';
import type { MarketingSubscription } from '../../../../contracts/marketing';
import type { SavedPassenger as Passenger } from '../../../../contracts/saved-passengers';
import type { SavedSearch } from '../../../../contracts/user-searches';
import type { ReportFormat, ReportKey } from './format';
import { hotelClickLines, hotelFavoriteLines, placeFavoriteLines } from './hotel-records';

// The records of the data report as lines people read: documents, searches, orders, payments,
// price watches and the newsletter. Every record is one bullet, its details indented below it.

const bullet = (first: string, ...more: string[]) => [`  • ${first}`, ...more.map((line) => `    ${line}`)];

const documentTypes: Record<Passenger['document']['type'], ReportKey> = {
  passport: 'dataReport.document.passport',
  international_passport: 'dataReport.document.international_passport',
  birth_certificate: 'dataReport.document.birth_certificate',
  foreign_passport: 'dataReport.document.foreign_passport',
};

/** The last characters of a document's number only: the attachment has it whole. */
const ending = (number: string) => number.slice(-4);

export function documentLines(f: ReportFormat, passengers: Passenger[]): string[] {
  return passengers.flatMap((passenger) => {
    const name = [passenger.first_name, passenger.middle_name, passenger.last_name].filter(Boolean).join(' ');
    const document = f.t('dataReport.document.line', { type: f.t(documentTypes[passenger.document.type]), ending: ending(passenger.document.number) });
    const expires = passenger.document.expires_at ? `, ${f.t('dataReport.document.validUntil', { date: f.date(passenger.document.expires_at) })}` : '';
    return bullet(
      f.t('dataReport.passenger.line', {
        name,
        birth: f.date(passenger.birth_date),
        gender: f.t(passenger.gender === 'male' ? 'dataReport.gender.male' : 'dataReport.gender.female'),
        country: f.region(passenger.citizenship),
      }),
      `${document}${expires}`,
    );
  });
}

/** A search's route and days: `Moscow → Istanbul, 1 May 2026 – 8 May 2026`. */
function trip(f: ReportFormat, query: SearchQuery): string {
  const legs = tripLegs(query);
  const route = query.returnDate ? f.route([query.origin, query.destination, query.origin]) : f.route([legs[0]!.origin, ...legs.map((leg) => leg.destination)]);
  const { adults, children, infants } = query.passengers;
  return `${route}, ${legs.map((leg) => f.date(leg.date)).join(' – ')}, ${f.t('dataReport.passengers', { count: adults + children + infants })}`;
}

const cheapest = (ticket: Ticket) => Math.min(...ticket.offers.map((offer) => offer.price));

export function searchLines(f: ReportFormat, searches: SavedSearch[]): string[] {
  return searches.flatMap((search) =>
    bullet(trip(f, search.search_params), f.t('dataReport.search.details', { price: f.roubles(cheapest(search.ticket)), date: f.dateTime(search.created_at) })),
  );
}

/** A ticket's flights: `Moscow → Istanbul, 1 May 2026` per segment. */
const ticketTrip = (f: ReportFormat, ticket: Ticket) =>
  ticket.segments
    .map((segment) => `${f.route([segment.flights[0]!.origin, segment.flights.at(-1)!.destination])}, ${f.date(segment.flights[0]!.departure)}`)
    .join('; ');

const orderStatuses: Record<ReportOrder['status'], ReportKey> = {
  created: 'dataReport.order.created',
  paid: 'dataReport.order.paid',
  confirmed: 'dataReport.order.confirmed',
};
const methods: Record<ReportPayment['method'], ReportKey> = { ru_card: 'dataReport.card.ru_card', ww_card: 'dataReport.card.ww_card' };

export function orderLines(f: ReportFormat, orders: ReportOrder[]): string[] {
  return orders.flatMap((order) =>
    bullet(
      f.t('dataReport.order.line', { order: order.id, date: f.dateTime(order.created_at), status: f.t(orderStatuses[order.status]) }),
      ticketTrip(f, order.ticket),
      f.t('dataReport.order.details', { agency: order.agency_name, price: f.money(order.price, order.currency), card: f.t(methods[order.method]) }),
      f.t('dataReport.order.people', {
        passengers: f.join(order.passengers.map((passenger) => `${passenger.first_name} ${passenger.last_name}`)),
        contact: f.join([order.contact.email, order.contact.phone]),
      }),
    ),
  );
}

const paymentStatuses: Record<ReportPayment['status'], ReportKey> = {
  created: 'dataReport.payment.created',
  requires_3ds: 'dataReport.payment.requires_3ds',
  succeeded: 'dataReport.payment.succeeded',
  declined: 'dataReport.payment.declined',
  failed: 'dataReport.payment.failed',
};

export function paymentLines(f: ReportFormat, payments: ReportPayment[]): string[] {
  return payments.flatMap((payment) =>
    bullet(
      f.t('dataReport.payment.line', {
        date: f.dateTime(payment.created_at),
        amount: f.money(payment.amount, payment.currency),
        status: f.t(paymentStatuses[payment.status]),
      }),
      f.t('dataReport.payment.card', { card: f.t(methods[payment.method]), last4: payment.card_last4 }) +
        (payment.order_id ? `; ${f.t('dataReport.payment.order', { order: payment.order_id })}` : ''),
    ),
  );
}

const channels: Record<ReportPriceWatch['channel'], ReportKey> = {
  email: 'dataReport.channel.email',
  web_push: 'dataReport.channel.web_push',
  mob_push: 'dataReport.channel.mob_push',
};

export function watchLines(f: ReportFormat, watches: ReportPriceWatch[]): string[] {
  return watches.flatMap((watch) =>
    bullet(
      trip(f, watch.search_params),
      f.t('dataReport.watch.prices', { price: f.roubles(watch.subscribed_price), date: f.dateTime(watch.created_at) }) +
        (watch.last_price !== null && watch.checked_at
          ? `; ${f.t('dataReport.watch.last', { price: f.roubles(watch.last_price), date: f.dateTime(watch.checked_at) })}`
          : ''),
      f.t('dataReport.watch.channel', { channel: f.t(channels[watch.channel]) }),
    ),
  );
}

const topics: Record<string, ReportKey> = { deals: 'dataReport.topic.deals', news: 'dataReport.topic.news', price_alerts: 'dataReport.topic.price_alerts' };

export function marketingLines(f: ReportFormat, subscription: MarketingSubscription | null): string[] {
  if (!subscription || subscription.status === 'not_active') return [f.t('dataReport.marketing.none')];
  const named = subscription.topics.map((topic) => (Object.hasOwn(topics, topic) ? f.t(topics[topic]!) : topic));
  return [
    f.t(subscription.status === 'active' ? 'dataReport.marketing.active' : 'dataReport.marketing.pending', { email: subscription.email ?? '' }),
    f.t('dataReport.marketing.details', { topics: f.join(named), market: f.region(subscription.market), language: f.language(subscription.language) }),
  ];
}

/** The parts of the report that are lists of records, in the order the message gives them. */
export const recordSections: { title: ReportKey; lines: (f: ReportFormat, report: DataReport) => string[]; count?: (report: DataReport) => number }[] = [
  { title: 'dataReport.section.documents', lines: (f, r) => documentLines(f, r.documents), count: (r) => r.documents.length },
  { title: 'dataReport.section.searches', lines: (f, r) => searchLines(f, r.searches), count: (r) => r.searches.length },
  { title: 'dataReport.section.orders', lines: (f, r) => orderLines(f, r.orders), count: (r) => r.orders.length },
  { title: 'dataReport.section.payments', lines: (f, r) => paymentLines(f, r.payments), count: (r) => r.payments.length },
  { title: 'dataReport.section.watches', lines: (f, r) => watchLines(f, r.price_watches), count: (r) => r.price_watches.length },
  { title: 'dataReport.section.hotels', lines: (f, r) => hotelFavoriteLines(f, r.hotel_favorites), count: (r) => r.hotel_favorites.length },
  { title: 'dataReport.section.places', lines: (f, r) => placeFavoriteLines(f, r.place_favorites), count: (r) => r.place_favorites.length },
  { title: 'dataReport.section.hotelClicks', lines: (f, r) => hotelClickLines(f, r.hotel_clicks), count: (r) => r.hotel_clicks.length },
  { title: 'dataReport.section.marketing', lines: (f, r) => marketingLines(f, r.marketing_subscription) },
];
