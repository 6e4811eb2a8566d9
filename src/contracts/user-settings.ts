import * as z from 'zod/v4-mini';
import { currencies } from './plain/currency';
import { settingsLanguages, supportChannels, unknownPropertyMessage, type SettingKey } from './plain/user-settings';
export { settingKeys, settingsLanguages, supportChannels, unknownPropertyMessage, type SettingKey } from './plain/user-settings';
import { countryCode, email, marketCode, placeCode, shortText } from './fields';
import { Passengers } from './search';
import { SavedSearch, savedSearchesLimit } from './user-searches';

/** The user's settings (spec §3): every key optional, unset means the brand's default. */

// --- settings (spec §3) -----------------------------------------------------------------------------

export const PaymentOptions = z.object({ ru_card: z.boolean(), ww_card: z.boolean() });
export type PaymentOptions = z.infer<typeof PaymentOptions>;

export const NotificationChannels = z.object({
  price_alert: z.optional(z.nullable(z.object({ mob_push: z.optional(z.boolean()), web_push: z.optional(z.boolean()), email: z.optional(z.boolean()) }))),
});
export type NotificationChannels = z.infer<typeof NotificationChannels>;

export const ContactInfo = z.object({
  email: z.optional(z.nullable(email)),
  phone: z.optional(z.nullable(shortText('phone', 32))),
});
export type ContactInfo = z.infer<typeof ContactInfo>;

/** Every setting key of spec §3; each is optional (unset means the brand's default). */
const settingsShape = {
  /** Home airport or city (IATA). */
  origin: z.optional(z.nullable(placeCode)),
  use_price_per_passenger: z.optional(z.boolean()),
  use_price_per_night: z.optional(z.boolean()),
  market: z.optional(marketCode),
  citizenship: z.optional(z.nullable(countryCode)),
  currency: z.optional(z.enum(currencies, 'Unknown currency')),
  payment_options: z.optional(PaymentOptions),
  name: z.optional(z.nullable(shortText('name'))),
  notification_channels: z.optional(NotificationChannels),
  notification_language: z.optional(z.enum(settingsLanguages, 'Unknown language')),
  priority_support_channel: z.optional(z.nullable(z.enum(supportChannels, 'Unknown support channel'))),
  autosave_documents: z.optional(z.boolean()),
  /** Travellers a new search starts with. */
  passengers: z.optional(Passengers),
  contact_info: z.optional(ContactInfo),
  /** Do not guess the market and origin from the IP address. */
  prevent_geoip: z.optional(z.boolean()),
  /** What the IP address gave last time (a country or place code). */
  geoip: z.optional(z.nullable(shortText('geoip', 20))),
  know_english: z.optional(z.boolean()),
  pageview_promos: z.optional(z.boolean()),
  pageview_partners: z.optional(z.boolean()),
  user_marker: z.optional(z.nullable(shortText('user_marker', 100))),
  searchHistory: z.optional(z.array(SavedSearch).check(z.maxLength(savedSearchesLimit, 'searchHistory is too long'))),
} satisfies Record<SettingKey, unknown>; // exactly the keys of `settingKeys` (./plain/user-settings.ts)

/** A settings object: known keys only, an unknown key is refused with `Unknown property {key}`. */
export const UserSettings = z.strictObject(settingsShape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? unknownPropertyMessage(String(issue.keys[0])) : undefined),
});
export type UserSettings = z.infer<typeof UserSettings>;

/** `GET /api/v2/user/settings` */
export const UserSettingsResponse = z.object({
  user: z.object({ id: z.string(), email: z.nullable(z.string()), settings: UserSettings }),
});
export type UserSettingsResponse = z.infer<typeof UserSettingsResponse>;

/** `POST /api/v2/user/settings`: the whole settings object; keys left out are cleared. */
export const SaveSettingsBody = z.object({ settings: UserSettings });
export type SaveSettingsBody = z.infer<typeof SaveSettingsBody>;

/** `POST /api/v2/user/settings`: what is stored now. */
export const SaveSettingsResponse = z.object({ user: z.object({ settings: UserSettings, email: z.nullable(z.string()) }) });
export type SaveSettingsResponse = z.infer<typeof SaveSettingsResponse>;

/** `PATCH /api/user/settings`: the keys to change, merged into the stored ones (`null` where allowed clears). */
export const PatchSettingsBody = UserSettings;
export type PatchSettingsBody = z.infer<typeof PatchSettingsBody>;

/** `PATCH /api/user/settings`: the settings after the change. */
export const PatchSettingsResponse = z.object({ settings: UserSettings });
export type PatchSettingsResponse = z.infer<typeof PatchSettingsResponse>;
