import * as z from 'zod/v4-mini';
import { Order, Payment } from './booking';
import { PriceChannel } from './favorites';
import { SearchQuery, Ticket } from './search';
import { MarketingSubscription } from './marketing';
import { SavedPassenger } from './saved-passengers';
import { EmailInfo, Socials } from './user';
import { SavedSearch } from './user-searches';
import { UserSettings } from './user-settings';

/**
 * The data report of `POST /api/user/request-data` (spec §4, §5): everything kept about an account,
 * the machine-readable attachment (`data-report.json`) of the message that goes to the active
 * e-mail. Every kind of record the server keeps for a user has its part here.
 */

/** The file name of the attachment. */
export const dataReportFile = 'data-report.json';

/** An order with everything kept: the passengers with their documents, the contact, the history. */
export const ReportOrder = z.extend(Order, { passengers: z.array(SavedPassenger) });
export type ReportOrder = z.infer<typeof ReportOrder>;

/** A card payment as kept: never the card beyond its last four digits. */
export const ReportPayment = z.extend(Payment, { created_at: z.string() });
export type ReportPayment = z.infer<typeof ReportPayment>;

/** A price watch (a price subscription of the favorites): the search, where alerts go, the prices seen. */
export const ReportPriceWatch = z.object({
  id: z.string(),
  search_params: SearchQuery,
  ticket: Ticket,
  channel: PriceChannel,
  /** The UI language of the visit that subscribed. */
  language: z.string(),
  /** Whole roubles, totals for all passengers. */
  subscribed_price: z.number(),
  last_price: z.nullable(z.number()),
  notified_price: z.nullable(z.number()),
  checked_at: z.nullable(z.string()),
  notified_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type ReportPriceWatch = z.infer<typeof ReportPriceWatch>;

/** A saved hotel: the hotel and stay, and its cheapest total with every fee when saved (whole roubles). */
export const ReportHotelFavorite = z.object({
  id: z.string(),
  hotel_id: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  adults: z.int(),
  children: z.array(z.int()),
  rooms: z.int(),
  saved_price: z.nullable(z.int()),
  created_at: z.string(),
});
export type ReportHotelFavorite = z.infer<typeof ReportHotelFavorite>;

/** A saved place of a city's guide. */
export const ReportPlaceFavorite = z.object({ id: z.string(), iata: z.string(), place_id: z.string(), created_at: z.string() });
export type ReportPlaceFavorite = z.infer<typeof ReportPlaceFavorite>;

/** A click from a hotel rate to a booking site while logged in: the rate, the totals shown and re-checked, the marker. */
export const ReportHotelClick = z.object({
  id: z.string(),
  hotel_id: z.string(),
  site: z.string(),
  rate_id: z.string(),
  shown_price: z.int(),
  checked_price: z.nullable(z.int()),
  marker: z.string(),
  created_at: z.string(),
});
export type ReportHotelClick = z.infer<typeof ReportHotelClick>;

/** The account itself: its identifiers, e-mail, consent and when the last report was asked for. */
export const ReportAccount = z.object({
  id: z.string(),
  phone: z.nullable(z.string()),
  email_info: EmailInfo,
  last_login_method: z.nullable(z.string()),
  marketing_accepted: z.boolean(),
  created_at: z.string(),
  data_requested_at: z.nullable(z.string()),
});
export type ReportAccount = z.infer<typeof ReportAccount>;

/** A login that is still open (a JWT's session). */
export const ReportSession = z.object({ method: z.string(), created_at: z.string(), expires_at: z.string() });
export type ReportSession = z.infer<typeof ReportSession>;

export const DataReport = z.object({
  created_at: z.string(),
  account: ReportAccount,
  socials: Socials,
  sessions: z.array(ReportSession),
  settings: UserSettings,
  documents: z.array(SavedPassenger),
  searches: z.array(SavedSearch),
  marketing_subscription: z.nullable(MarketingSubscription),
  orders: z.array(ReportOrder),
  payments: z.array(ReportPayment),
  price_watches: z.array(ReportPriceWatch),
  hotel_favorites: z.array(ReportHotelFavorite),
  place_favorites: z.array(ReportPlaceFavorite),
  hotel_clicks: z.array(ReportHotelClick),
});
export type DataReport = z.infer<typeof DataReport>;

/** The parts other API modules keep and give to the report (the rest is the user service's own). */
export const providedReportParts = ['orders', 'payments', 'price_watches', 'hotel_favorites', 'place_favorites', 'hotel_clicks'] as const;
export type ProvidedReportPart = (typeof providedReportParts)[number];
export type ProvidedReportParts = Pick<DataReport, ProvidedReportPart>;
